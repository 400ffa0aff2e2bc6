#!/usr/bin/env node
import { runnerImport } from 'vite'
// The money pipeline for a token send (10 USDC on Polygon) against the devnet through a loopback proxy that
// adds 100 ms to every JSON-RPC HTTP request: the requests and wall time of the review step (plan +
// simulate) and of Confirm → "Transaction sent!" (fee-ceiling check, nonce, sign, broadcast). Figures only.
import { latencyProxy } from './lib/latencyProxy.mjs'

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100)
const basePort = Number(process.env.BENCH_DEVNET_PORT ?? 48545)
const RUNS = 5

const { startDevnet, fund } = await import('../devnet/index.mjs')
const devnet = await startDevnet({ basePort, manifestPath: false, log: () => {} })
const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'silent' })).module

/** A loopback proxy that waits LATENCY_MS before forwarding each request, and counts them. */
const proxy = (target) => latencyProxy(target, LATENCY_MS)

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

try {
  const { devnetProfile } = await load('./src/chain/devnetProfile.ts')
  const { createNetworkClient } = await load('./src/chain/clients.ts')
  const { planTransfer, simulatePlan, executePlan } = await load('./src/chain/pipeline/index.ts')
  const { signTransaction } = await load('./src/workers/vault/sign.ts')
  const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts')
  const { hexToBytes } = await import('viem')

  const key = generatePrivateKey()
  const from = privateKeyToAccount(key).address
  await fund(devnet.manifest, from, { chainIds: [137] })
  const profile = devnetProfile(devnet.manifest, { rpcTimeoutMs: 10_000 })
  const node = await proxy(profile.networks.polygon.rpcUrls[0])
  profile.networks.polygon.rpcUrls = [node.url]
  const client = createNetworkClient('polygon', profile)
  const sign = (tx) => signTransaction(hexToBytes(key), tx)
  const timed = async (fn) => {
    node.requests = 0
    const t0 = performance.now()
    const value = await fn()
    return { value, requests: node.requests, ms: Math.round(performance.now() - t0) }
  }

  await client.getChainId()
  const roundTrip = await timed(() => client.getBlockNumber({ cacheTime: 0 }))
  const review = []
  const confirm = []
  for (let i = 0; i < RUNS; i++) {
    const to = `0x${(i + 1).toString(16).padStart(40, '0')}`
    const intent = { kind: 'transfer', network: 'polygon', tokenKey: 'USDC-POLYGON', to, amount: 10_000_000n }
    const simulated = await timed(() => simulatePlan(client, planTransfer({ profile, from, intent })))
    review.push(simulated)
    const sent = await timed(() => executePlan(client, simulated.value, { sign }))
    confirm.push(sent)
    await client.waitForTransactionReceipt({ hash: sent.value[0], pollingInterval: 20 })
  }
  console.log(
    `Token send (10 USDC on Polygon), +${LATENCY_MS} ms per JSON-RPC request (loopback proxy), ${RUNS} runs`,
  )
  console.table({
    'one round trip': { requests: roundTrip.requests, 'median ms': roundTrip.ms },
    'review: plan + simulate': {
      requests: median(review.map((r) => r.requests)),
      'median ms': median(review.map((r) => r.ms)),
    },
    'Confirm → Transaction sent!': {
      requests: median(confirm.map((r) => r.requests)),
      'median ms': median(confirm.map((r) => r.ms)),
    },
  })
  await node.close()
} finally {
  await devnet.stop()
}
