#!/usr/bin/env node
// The money pipeline for a token send (10 USDC on Polygon) against the devnet through a loopback proxy that
// adds 100 ms to every JSON-RPC HTTP request: the requests and wall time of the review step (plan +
// simulate + the key worker's reading of the plan) and of Confirm → "Transaction sent!" (fee-ceiling check,
// nonce, the worker's signature of the reviewed plan, broadcast). Then Confirm → first signature, before the
// guard (one transaction signed as it came) and after (the review id looked up, the reviewed plan signed),
// beside one round trip to a worker thread carrying the plan (structured clone): the guard must cost less
// than that round trip. Figures only.
import { Worker } from 'node:worker_threads'
import { runnerImport } from 'vite'
import { latencyProxy } from './lib/latencyProxy.mjs'
import { setting } from './lib/quick.mjs'

const LATENCY_MS = setting('BENCH_LATENCY_MS', 100, 10)
const basePort = Number(process.env.BENCH_DEVNET_PORT ?? 48545)
const RUNS = setting('BENCH_RUNS', 5, 1)
/** Samples of each in-process figure. */
const SAMPLES = setting('BENCH_SAMPLES', 200, 5)

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
  const { forReview } = await load('./src/chain/pipeline/simulatePlan.ts')
  const { checkPlan } = await load('./src/workers/vault/review/checkPlan.ts')
  const { copyPlan } = await load('./src/workers/vault/review/planCopy.ts')
  const { PlanReviews, signPlan } = await load('./src/workers/vault/review/planReviews.ts')
  const { transferUsd } = await load('./src/workers/vault/review/recipientGuard.ts')
  const { createSigningPolicy, extrasFromManifest } = await load('./src/workers/vault/signingPolicy.ts')
  const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts')
  const { hexToBytes } = await import('viem')

  const key = generatePrivateKey()
  const from = privateKeyToAccount(key).address
  await fund(devnet.manifest, from, { chainIds: [137] })
  const profile = devnetProfile(devnet.manifest, { rpcTimeoutMs: 10_000 })
  const node = await proxy(profile.networks.polygon.rpcUrls[0])
  profile.networks.polygon.rpcUrls = [node.url]
  const client = createNetworkClient('polygon', profile)
  const policy = createSigningPolicy(extrasFromManifest(devnet.manifest))
  const reviews = new PlanReviews()
  const secret = hexToBytes(key)
  /**
   * What the page hands the worker (planActors' reviewPlan: the simulated plan and the page's USD price of the
   * token) and what the worker does with it (Reviewer.review): copy, read every call, price the transfer, keep
   * the plan under an id. The bench's address is nobody's new recipient and spends no fee budget: no reason
   * to ask for the password.
   */
  const USDC_PRICE = 1
  const review = (simulated) => {
    const plan = copyPlan(forReview(simulated, USDC_PRICE))
    const checked = checkPlan(policy, plan)
    const { transfer } = checked
    const usd = transfer ? transferUsd(transfer.tokenKey, transfer.amount, plan.usdPrice) : 0
    return reviews.open(plan, checked, { passwordReasons: [], usd }).id
  }
  /** What the worker does at Confirm: find the review, spend it, sign the reviewed plan. */
  const signReviewed = (id, nonce) => {
    const kept = reviews.get(id)
    reviews.spend(id)
    return signPlan(secret, kept.plan, nonce)
  }
  const timed = async (fn) => {
    node.requests = 0
    const t0 = performance.now()
    const value = await fn()
    return { value, requests: node.requests, ms: Math.round(performance.now() - t0) }
  }

  await client.getChainId()
  const roundTrip = await timed(() => client.getBlockNumber({ cacheTime: 0 }))
  const reviewed = []
  const confirm = []
  const last = []
  for (let i = 0; i < RUNS; i++) {
    const to = `0x${(i + 1).toString(16).padStart(40, '0')}`
    const intent = { kind: 'transfer', network: 'polygon', tokenKey: 'USDC-POLYGON', to, amount: 10_000_000n }
    const simulated = await timed(async () => {
      const plan = await simulatePlan(client, planTransfer({ profile, from, intent }))
      return { plan, id: review(plan) }
    })
    reviewed.push(simulated)
    last.push(simulated.value.plan)
    const { plan, id } = simulated.value
    const sent = await timed(() =>
      executePlan(client, plan, { sign: async (nonce) => signReviewed(id, nonce) }),
    )
    confirm.push(sent)
    await client.waitForTransactionReceipt({ hash: sent.value[0], pollingInterval: 20 })
  }
  console.log(
    `Token send (10 USDC on Polygon), +${LATENCY_MS} ms per JSON-RPC request (loopback proxy), ${RUNS} runs`,
  )
  console.table({
    'one round trip': { requests: roundTrip.requests, 'median ms': roundTrip.ms },
    'review: plan + simulate + worker reads it': {
      requests: median(reviewed.map((r) => r.requests)),
      'median ms': median(reviewed.map((r) => r.ms)),
    },
    'Confirm → Transaction sent!': {
      requests: median(confirm.map((r) => r.requests)),
      'median ms': median(confirm.map((r) => r.ms)),
    },
  })
  await node.close()

  // Confirm → first signature, in-process (no network): before and after the guard, beside a worker round trip.
  const plan = last.at(-1)
  /** The median time of `fn(i, prepared)`, with `prepare(i)` done before the clock starts. */
  const micro = (fn, prepare = () => undefined) => {
    const times = []
    for (let i = 0; i < SAMPLES; i++) {
      const prepared = prepare(i)
      const t0 = performance.now()
      fn(i, prepared)
      times.push(performance.now() - t0)
    }
    return median(times)
  }
  const call = plan.calls[0]
  const before = micro((i) =>
    signTransaction(secret, {
      chainId: plan.chainId,
      to: call.to,
      value: call.value,
      data: call.data,
      nonce: i,
      gas: plan.gasLimits[0],
      maxFeePerGas: plan.fees.maxFeePerGas,
      maxPriorityFeePerGas: plan.fees.maxPriorityFeePerGas,
    }),
  )
  // Each sample's review is opened just before it, off the clock: the worker keeps a bounded number of reviews
  // (MAX_KEPT_REVIEWS), so ids opened all up front would be gone by the time they were signed.
  const after = micro(
    (i, id) => signReviewed(id, i),
    () => review(plan),
  )
  const echo = new Worker(
    'const { parentPort } = require("node:worker_threads"); parentPort.on("message", (m) => parentPort.postMessage(m))',
    { eval: true },
  )
  const trips = []
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now()
    await new Promise((resolve) => {
      echo.once('message', resolve)
      echo.postMessage(forReview(plan))
    })
    trips.push(performance.now() - t0)
  }
  await echo.terminate()
  const ms = (x) => x.toFixed(3)
  console.log(`Confirm → first signature, in-process, median of ${SAMPLES}`)
  console.table({
    'before: one transaction signed as it came': { 'median ms': ms(before) },
    'after: review id looked up, reviewed plan signed': { 'median ms': ms(after) },
    "the guard's own cost (after − before)": { 'median ms': ms(after - before) },
    'one round trip to a worker thread (the plan, cloned)': { 'median ms': ms(median(trips)) },
  })
} finally {
  await devnet.stop()
}
