import { type Hex, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createChainService } from '../../src/chain/chainService'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import { chain, devnetClient, freshAccount } from './helpers/devnet'
import { testFees } from './helpers/fees'
import { type Loopback, startRpcEndpoint } from './support/loopback'
import { testProfile } from './support/manifest'

// What the pending watcher (src/machines/write/pendingWatchMachine.ts) asks the chains each second, on the devnet
// with automine off: blocks come only when the test mines one, as on a real chain.
const eth = devnetClient(1)
const polygon = devnetClient(137)
let from: `0x${string}`
let ethNode: Loopback
let polygonNode: Loopback
let service: ReturnType<typeof createChainService>

function entryOf(hash: Hex, nonce: number, chainId = 1): ActivityEntry {
  const to = '0x0000000000000000000000000000000000000b0b'
  const network = chainId === 1 ? 'ethereum' : 'polygon'
  const tokenKey = chainId === 1 ? 'ETH' : 'MATIC'
  return {
    hash,
    chainId,
    network,
    from,
    nonce,
    intent: { kind: 'transfer', network, tokenKey, to, amount: 1n },
    planId: `plan-${hash}`,
    stepIndex: 0,
    stepCount: 1,
    step: 'transfer',
    tokenKey,
    amount: 1n,
    target: to,
    status: 'pending',
    createdAt: 1,
    updatedAt: 1,
  }
}

/** A transfer from the test account, held in the pool until a block is mined. */
async function sendHeld(client: typeof eth, value: bigint, nonce?: number) {
  const next = nonce ?? (await client.getTransactionCount({ address: from, blockTag: 'pending' }))
  const hash = await client.sendTransaction({
    account: from,
    chain: client.chain,
    to: from,
    value,
    nonce: next,
    ...testFees,
  })
  return { hash, nonce: next }
}

/** One look, and the HTTP requests each chain's endpoint saw for it. */
async function look(entries: ActivityEntry[]) {
  ethNode.requests = 0
  polygonNode.requests = 0
  const updates = await service.trackPending(entries)
  return { updates, requests: { ethereum: ethNode.requests, polygon: polygonNode.requests } }
}

beforeAll(async () => {
  from = await freshAccount(eth, parseEther('10'))
  await polygon.impersonateAccount({ address: from })
  await polygon.setBalance({ address: from, value: parseEther('10') })
  ethNode = await startRpcEndpoint({ kind: 'forward', target: chain(1).rpcUrl })
  polygonNode = await startRpcEndpoint({ kind: 'forward', target: chain(137).rpcUrl })
  // The app's chain service, its endpoints behind counting loopbacks (the devnet's own as the fallback).
  service = createChainService(testProfile({ ethereum: [ethNode.url], polygon: [polygonNode.url] }, 5_000))
})

afterEach(async () => {
  await Promise.all([eth.setAutomine(true), polygon.setAutomine(true)])
})

afterAll(async () => {
  await Promise.all([ethNode.close(), polygonNode.close()])
})

describe('the pending watcher’s look at the chains', () => {
  it('keeps a send pending until its block, then calls it confirmed: one request per look', async () => {
    await eth.setAutomine(false)
    const sent = await sendHeld(eth, 1n)
    const entries = [entryOf(sent.hash, sent.nonce)]
    expect(await look(entries)).toEqual({ updates: [], requests: { ethereum: 1, polygon: 0 } })
    expect(await look(entries)).toEqual({ updates: [], requests: { ethereum: 1, polygon: 0 } })
    await eth.mine({ blocks: 1 })
    expect(await look(entries)).toEqual({
      updates: [{ hash: sent.hash, status: 'confirmed' }],
      requests: { ethereum: 1, polygon: 0 },
    })
  })

  it('asks each chain with something pending once, and the others not at all', async () => {
    await Promise.all([eth.setAutomine(false), polygon.setAutomine(false)])
    const onEth = await sendHeld(eth, 2n)
    const onEthToo = await sendHeld(eth, 3n)
    const onPolygon = await sendHeld(polygon, 4n)
    const entries = [
      entryOf(onEth.hash, onEth.nonce),
      entryOf(onEthToo.hash, onEthToo.nonce),
      entryOf(onPolygon.hash, onPolygon.nonce, 137),
    ]
    expect(await look(entries)).toEqual({ updates: [], requests: { ethereum: 1, polygon: 1 } })
    await polygon.mine({ blocks: 1 })
    expect(await look(entries)).toEqual({
      updates: [{ hash: onPolygon.hash, status: 'confirmed' }],
      requests: { ethereum: 1, polygon: 1 },
    })
    await eth.mine({ blocks: 1 })
    const mined = await look(entries.slice(0, 2))
    expect(mined.updates).toEqual([
      { hash: onEth.hash, status: 'confirmed' },
      { hash: onEthToo.hash, status: 'confirmed' },
    ])
    expect(mined.requests).toEqual({ ethereum: 1, polygon: 0 })
  })

  it('calls a send whose nonce another transaction took dropped, once that one is mined', async () => {
    await eth.setAutomine(false)
    const sent = await sendHeld(eth, 5n)
    const entries = [entryOf(sent.hash, sent.nonce)]
    // Another wallet holding the same key spends the nonce; the node forgets the first one.
    await eth.dropTransaction({ hash: sent.hash })
    await sendHeld(eth, 6n, sent.nonce)
    expect((await look(entries)).updates).toEqual([])
    await eth.mine({ blocks: 1 })
    // The nonce read first, then the receipt asked once more: a second request only in this case.
    expect(await look(entries)).toEqual({
      updates: [{ hash: sent.hash, status: 'dropped' }],
      requests: { ethereum: 2, polygon: 0 },
    })
  })

  it('calls it replaced when the transaction that took its nonce is one this app recorded', async () => {
    await eth.setAutomine(false)
    const first = await sendHeld(eth, 7n)
    await eth.dropTransaction({ hash: first.hash })
    const second = await sendHeld(eth, 8n, first.nonce)
    const entries = [entryOf(first.hash, first.nonce), entryOf(second.hash, second.nonce)]
    await eth.mine({ blocks: 1 })
    expect((await look(entries)).updates).toEqual([
      { hash: first.hash, status: 'replaced' },
      { hash: second.hash, status: 'confirmed' },
    ])
  })
})
