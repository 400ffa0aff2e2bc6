import { type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fund } from '../../devnet/index.mjs'
import { groupPayments } from '../../src/chain/activity/payments'
import { trackActivity } from '../../src/chain/activity/trackActivity'
import { createNetworkClient } from '../../src/chain/clients'
import { mergeActivity } from '../../src/chain/history/mergeActivity'
import {
  bumpedFees,
  executePlan,
  isNonceTooLow,
  planReplacement,
  planTransfer,
  ReplacementTooLateError,
  simulatePlan,
  simulateReplacement,
} from '../../src/chain/pipeline'
import type { ActivityEntry, ReplacementKind, SimulatedPlan } from '../../src/chain/pipeline/types'
import { devnetClient } from './helpers/devnet'
import { devnetManifest, freshAddress, testProfile } from './support/manifest'
import { reviewedSigner } from './support/worker'

// Speed up and cancel (issue 25) on the devnet with automine off: blocks come only when the test mines one, so a
// send stays pending, as a low-fee send does on Ethereum. Every transaction is reviewed and signed as the key
// worker does it (the same copy, checks and signer).
const key = generatePrivateKey()
const from = privateKeyToAccount(key).address
const review = reviewedSigner(key)
const profile = () => testProfile({}, 5_000)
const eth = () => createNetworkClient('ethereum', profile())
const anvil = devnetClient(1)
const clientFor = (chainId: number) => (chainId === 1 ? eth() : undefined)
const amount = parseEther('0.01')

/** The raw transactions each plan was signed into, by their first hash: a node elsewhere may still hold them. */
const raws = new Map<string, Hex[]>()
function sign(simulated: SimulatedPlan) {
  const signer = review(simulated)
  return async (nonce: number) => {
    const signed = await signer(nonce)
    raws.set(simulated.replaces?.hash ?? `${simulated.from}:${nonce}`, signed)
    return signed
  }
}

/** A transfer of 0.01 ETH to `to` through the pipeline, left pending (automine is off): its activity entry. */
async function sendPending(to: `0x${string}`): Promise<ActivityEntry> {
  const intent = { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to, amount } as const
  const simulated = await simulatePlan(eth(), planTransfer({ profile: profile(), from, intent }))
  const entries: ActivityEntry[] = []
  await executePlan(eth(), simulated, { sign: sign(simulated), onBroadcast: (e) => void entries.push(e) })
  const [entry] = entries
  if (!entry) throw new Error('nothing broadcast')
  return entry
}

/** The replacement of `pending` through the same pipeline: plan, simulate (new fee), review, sign, broadcast. */
async function replace(pending: ActivityEntry, kind: ReplacementKind) {
  const simulated = await simulateReplacement(eth(), planReplacement(pending, kind))
  const entries: ActivityEntry[] = []
  await executePlan(eth(), simulated, { sign: sign(simulated), onBroadcast: (e) => void entries.push(e) })
  return { simulated, entry: entries[0] as ActivityEntry }
}

/** The transactions of `from` mined in the blocks from `fromBlock` on, with their nonces. */
async function minedFrom(fromBlock: bigint) {
  const latest = await anvil.getBlockNumber()
  const mined: { hash: Hex; nonce: number; to: string | null; value: bigint }[] = []
  for (let n = fromBlock; n <= latest; n++) {
    const block = await anvil.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of block.transactions)
      if (tx.from.toLowerCase() === from.toLowerCase())
        mined.push({ hash: tx.hash, nonce: tx.nonce, to: tx.to, value: tx.value })
  }
  return mined
}

/** What the pending watcher would write after one look, applied to `entries`. */
async function tracked(entries: ActivityEntry[]): Promise<ActivityEntry[]> {
  const updates = await trackActivity(clientFor as never, entries)
  return entries.map((e) => ({ ...e, status: updates.find((u) => u.hash === e.hash)?.status ?? e.status }))
}

beforeAll(async () => {
  await fund(devnetManifest() as never, from, { chainIds: [1] })
})

afterEach(async () => {
  // The devnet is shared by the other chain tests: blocks come by themselves again.
  await anvil.setAutomine(true)
})

describe('speeding up and cancelling a pending send on the devnet (automine off)', () => {
  it('reads the block it just mined however fast the send and the mine were: the block number is asked afresh', async () => {
    // issue 39: in a full run, warm, a send, its speed-up and the mine took under 20 ms, and minedFrom read the
    // latest block number from viem's cache (20 ms, the client's polling interval) — the block before the mine —
    // so it found nothing though the pool was empty and the block held the replacement. Here the wall clock is
    // held still, so every read is "within" any cache window, as on that fast run.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await anvil.setAutomine(false)
      const to = freshAddress()
      const start = (await anvil.getBlockNumber()) + 1n
      const original = await sendPending(to)
      await anvil.mine({ blocks: 1 })
      expect(await minedFrom(start)).toEqual([
        { hash: original.hash, nonce: original.nonce, to, value: amount },
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('speeds up: the same transfer on the same nonce at +10 % or more; exactly one is mined, the replacement; the recipient gets the amount once', async () => {
    await anvil.setAutomine(false)
    const to = freshAddress()
    const start = (await anvil.getBlockNumber()) + 1n
    const original = await sendPending(to)
    const { simulated, entry } = await replace(original, 'speedUp')
    const floor = bumpedFees({
      maxFeePerGas: original.sent?.maxFeePerGas ?? 0n,
      maxPriorityFeePerGas: original.sent?.maxPriorityFeePerGas ?? 0n,
    })
    expect(simulated.fees.maxFeePerGas).toBeGreaterThanOrEqual(floor.maxFeePerGas)
    expect(simulated.fees.maxPriorityFeePerGas).toBeGreaterThanOrEqual(floor.maxPriorityFeePerGas)
    expect(simulated.gasLimits).toEqual([original.sent?.gas])
    expect(entry).toMatchObject({
      nonce: original.nonce,
      intent: original.intent,
      planId: original.planId,
      replaces: { hash: original.hash, kind: 'speedUp' },
      sent: { to: original.sent?.to, value: amount, maxFeePerGas: simulated.fees.maxFeePerGas },
    })
    expect(entry.hash).not.toBe(original.hash)

    await anvil.mine({ blocks: 1 })
    expect(await minedFrom(start)).toEqual([{ hash: entry.hash, nonce: original.nonce, to, value: amount }])
    expect(await anvil.getBalance({ address: to })).toBe(amount)

    // The watcher's look: the replacement confirmed, the original replaced; one payment, sped up.
    const after = await tracked([entry, original])
    expect(after.map((e) => [e.hash, e.status])).toEqual([
      [entry.hash, 'confirmed'],
      [original.hash, 'replaced'],
    ])
    const [payment, ...others] = groupPayments(after)
    expect(others).toEqual([])
    expect(payment).toMatchObject({ status: 'confirmed', outcome: 'spedUp', mined: { hash: entry.hash } })
    const rows = mergeActivity([], after)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      hash: entry.hash,
      status: 'confirmed',
      outcome: 'spedUp',
      valueWei: amount,
    })
  })

  it('cancels: 0 to the wallet itself on that nonce is mined; the recipient receives nothing', async () => {
    await anvil.setAutomine(false)
    const to = freshAddress()
    const start = (await anvil.getBlockNumber()) + 1n
    const original = await sendPending(to)
    const { simulated, entry } = await replace(original, 'cancel')
    expect(simulated.intent).toEqual({ kind: 'cancel', network: 'ethereum' })
    expect(simulated.calls).toEqual([{ step: 'cancel', to: from, value: 0n, target: from }])
    expect(simulated.assetChanges).toEqual([])
    expect(entry).toMatchObject({ nonce: original.nonce, replaces: { hash: original.hash, kind: 'cancel' } })

    await anvil.mine({ blocks: 1 })
    expect(await minedFrom(start)).toEqual([
      { hash: entry.hash, nonce: original.nonce, to: from.toLowerCase(), value: 0n },
    ])
    expect(await anvil.getBalance({ address: to })).toBe(0n)

    const after = await tracked([entry, original])
    expect(after.map((e) => e.status)).toEqual(['confirmed', 'cancelled'])
    const rows = mergeActivity([], after)
    expect(rows).toHaveLength(1)
    // The row names the payment that did not happen: 0.01 ETH to the recipient, cancelled.
    expect(rows[0]).toMatchObject({ status: 'cancelled', outcome: 'cancelled', to, valueWei: amount })
  })

  it('refuses a replacement once the original is mined: the node says the nonce is used, the app says so, nothing else is mined', async () => {
    await anvil.setAutomine(false)
    const to = freshAddress()
    const start = (await anvil.getBlockNumber()) + 1n
    const original = await sendPending(to)
    await anvil.mine({ blocks: 1 })
    const simulated = await simulateReplacement(eth(), planReplacement(original, 'speedUp'))
    // Straight to the node, as a tab that had not yet seen the block would send it: refused.
    const [raw] = await sign(simulated)(original.nonce)
    const refused = await eth()
      .sendRawTransaction({ serializedTransaction: raw as Hex })
      .catch((e: unknown) => e)
    expect(isNonceTooLow(refused)).toBe(true)
    // Through the pipeline: nothing is signed or sent, and the error says why, in the user's words.
    const error = await executePlan(eth(), simulated, { sign: sign(simulated) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ReplacementTooLateError)
    expect((error as ReplacementTooLateError).shortMessage).toBe('replace.tooLate.speedUp')
    await anvil.mine({ blocks: 1 })
    expect(await minedFrom(start)).toEqual([
      { hash: original.hash, nonce: original.nonce, to, value: amount },
    ])
    expect(await anvil.getBalance({ address: to })).toBe(amount)
  })

  it('a replacement sent while another node mined the original first is marked not used; the payment is one confirmed row', async () => {
    await anvil.setAutomine(false)
    const to = freshAddress()
    const original = await sendPending(to)
    const originalRaw = raws.get(`${from}:${original.nonce}`)?.[0] as Hex
    const { entry } = await replace(original, 'speedUp')
    // Another node never saw the speed-up and mined the original: here, the speed-up leaves this pool and the
    // original comes back to it before the block.
    await anvil.dropTransaction({ hash: entry.hash })
    await eth().sendRawTransaction({ serializedTransaction: originalRaw })
    await anvil.mine({ blocks: 1 })
    expect(await anvil.getBalance({ address: to })).toBe(amount)

    const after = await tracked([entry, original])
    expect(after.map((e) => e.status)).toEqual(['replaced', 'confirmed'])
    const rows = mergeActivity([], after)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ hash: original.hash, status: 'confirmed', outcome: 'originalFirst' })
    expect(rows[0]?.waiting).toBeUndefined()
  })
})
