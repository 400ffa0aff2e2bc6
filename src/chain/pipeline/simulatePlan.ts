import { decodeEventLog, erc20Abi, type Hex, type Log, type PublicClient, parseAbi } from 'viem'
import { simulateBlocks } from 'viem/actions'
import { type TokenKey, tokenKeys, tokens } from '../../domain/catalogue/tokens'
import type { PlanForReview } from '../../workers/vaultApi'
import { type GasPrices, getGasPrices } from '../getGasPrices'
import type { Address } from '../profile'
import { feeParameters } from '../send/feeParameters'
import { reasonOf, SimulationFailedError } from './errors'
import type { AssetChange, Plan, PlannedCall, SimulatedPlan } from './types'

/**
 * Gas per step kind when a node cannot simulate a step that depends on an earlier one (no eth_simulateV1):
 * generous limits for the protocols the wallet calls. Only the gas limit is a guess; the fee ceiling the
 * user reviews covers it.
 */
export const FALLBACK_STEP_GAS: Record<PlannedCall['step'], bigint> = {
  transfer: 65_000n,
  approve: 65_000n,
  resetApproval: 65_000n,
  revoke: 65_000n,
  supply: 350_000n,
  deposit: 350_000n,
  addLiquidity: 400_000n,
  withdraw: 400_000n,
  stake: 300_000n,
  cooldown: 200_000n,
  unstake: 200_000n,
  borrow: 450_000n,
  repay: 350_000n,
  cancel: 21_000n,
  swap: 300_000n,
}

const withHeadroom = (gas: bigint) => (gas * 120n) / 100n
const request = (plan: Plan, call: PlannedCall) => ({
  account: plan.from,
  to: call.to,
  value: call.value,
  ...(call.data ? { data: call.data } : {}),
})

/** Whether the node lacks eth_simulateV1 (method not found / not supported), as opposed to a revert. */
function unsupported(error: unknown): boolean {
  const text = `${(error as { details?: unknown })?.details ?? ''} ${(error as Error)?.message ?? ''}`
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ??
    (error as { code?: unknown })?.code
  return code === -32601 || /not (found|supported|available)|unsupported|does not exist/i.test(text)
}

const underlyingAbi = parseAbi(['function UNDERLYING_ASSET_ADDRESS() view returns (address)'])

/** The catalogue's key for a token address on the plan's network, if it has one. */
const catalogueKey = (plan: Plan, address: string): TokenKey | undefined =>
  tokenKeys.find(
    (k) => tokens[k].network === plan.network && tokens[k].address?.toLowerCase() === address.toLowerCase(),
  )

/**
 * The sender's balance changes from the simulated calls: the native coin from the values sent, tokens from
 * their `Transfer` logs (a receipt token minted to the sender shows as arriving).
 */
async function assetChangesOf(client: PublicClient, plan: Plan, logs: Log[]): Promise<AssetChange[]> {
  const sender = plan.from.toLowerCase()
  const native = plan.calls.reduce((sum, c) => sum + c.value, 0n)
  const diffs = new Map<string, bigint>()
  for (const log of logs) {
    try {
      const event = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics as [Hex, ...Hex[]] })
      if (event.eventName !== 'Transfer') continue
      const { from, to, value } = event.args
      const token = log.address.toLowerCase()
      if (from.toLowerCase() === sender) diffs.set(token, (diffs.get(token) ?? 0n) - value)
      if (to.toLowerCase() === sender) diffs.set(token, (diffs.get(token) ?? 0n) + value)
    } catch {
      // Not an ERC-20 Transfer (an ERC-721 one has 4 topics, other events differ).
    }
  }
  const nativeToken = tokenKeys.find((k) => tokens[k].network === plan.network && tokens[k].address === null)
  const changes: AssetChange[] = []
  if (native > 0n && nativeToken) {
    const t = tokens[nativeToken]
    changes.push({
      token: null,
      tokenKey: nativeToken,
      symbol: t.symbol,
      decimals: t.decimals,
      diff: -native,
    })
  }
  const unknown: Address[] = []
  for (const [address, diff] of diffs) {
    if (diff === 0n) continue
    const key = catalogueKey(plan, address)
    if (key) {
      const t = tokens[key]
      changes.push({ token: address as Address, tokenKey: key, symbol: t.symbol, decimals: t.decimals, diff })
    } else unknown.push(address as Address)
  }
  if (unknown.length) {
    // Receipt and debt tokens (aUSDC, variableDebtEthUSDC, sUSDe, vault shares…) are not in the catalogue:
    // ask them their name once, and an Aave token what it stands for, in the same request.
    const reads = await client.multicall({
      allowFailure: true,
      contracts: unknown.flatMap((address) => [
        { address, abi: erc20Abi, functionName: 'symbol' } as const,
        { address, abi: erc20Abi, functionName: 'decimals' } as const,
        { address, abi: underlyingAbi, functionName: 'UNDERLYING_ASSET_ADDRESS' } as const,
      ]),
    })
    unknown.forEach((address, i) => {
      const [symbol, decimals, underlying] = reads.slice(3 * i, 3 * i + 3)
      const standsFor =
        underlying?.status === 'success' ? catalogueKey(plan, String(underlying.result)) : undefined
      changes.push({
        token: address,
        tokenKey: null,
        symbol: symbol?.status === 'success' ? String(symbol.result) : `${address.slice(0, 6)}…`,
        decimals: decimals?.status === 'success' ? Number(decimals.result) : 18,
        diff: diffs.get(address.toLowerCase()) ?? 0n,
        ...(standsFor ? { underlying: tokens[standsFor].symbol } : {}),
      })
    })
  }
  return changes
}

/** Per-call eth_call + estimateGas, for nodes without eth_simulateV1. */
async function simulateByCalls(client: PublicClient, plan: Plan): Promise<bigint[]> {
  return Promise.all(
    plan.calls.map(async (call, i) => {
      try {
        await client.call(request(plan, call))
        return withHeadroom(await client.estimateGas(request(plan, call)))
      } catch (error) {
        // A later step may depend on an earlier one (an approve): it cannot be tried alone, so it gets a
        // fixed limit; the first step has no such excuse.
        if (i === 0) throw new SimulationFailedError(call.step, i, reasonOf(error), { cause: error })
        return FALLBACK_STEP_GAS[call.step]
      }
    }),
  )
}

/**
 * The plan's calls in one `eth_simulateV1` block that stands where they can land first: the block after the
 * latest, a second later. A node left to itself may run them in the latest block's own context (anvil does,
 * number and time alike), where a protocol that last settled its interest in that block skips the settling
 * its real transaction will do a second or more later: Morpho's `_accrueInterest` (the rate model's call, two
 * storage writes) costs a withdraw-all 15 117 gas more, beyond the limit's headroom, and it ran out of gas.
 */
async function simulateInNextBlock(client: PublicClient, plan: Plan) {
  const latest = await client.getBlock({ blockTag: 'latest' })
  const [block] = await simulateBlocks(client, {
    blockNumber: latest.number,
    blocks: [
      {
        blockOverrides: { number: latest.number + 1n, time: latest.timestamp + 1n },
        calls: plan.calls.map((c) => ({
          from: plan.from,
          to: c.to,
          value: c.value,
          ...(c.data ? { data: c.data } : {}),
        })),
      },
    ],
  })
  return { results: block?.calls ?? [] }
}

/**
 * Simulates the whole plan before anyone signs (DESIGN.md §4a): every call in order in one
 * `eth_simulateV1` request, in the next block (simulateInNextBlock), so a later step sees the earlier ones
 * (an approve, then the action); the sender's balance changes from the simulated `Transfer` logs; gas per
 * call = used + 20 % (the first call: the node's estimate + 20 %); fees from the network's gas levels, the
 * most the plan can cost fixed as `maxFee`. A node without eth_simulateV1 gets `eth_call` + `estimateGas` per call instead.
 * @throws SimulationFailedError '<Action> simulate failed: {reason}' naming the first step that reverts.
 * @example const simulated = await simulatePlan(client, plan)
 */
export async function simulatePlan(
  client: PublicClient,
  plan: Plan,
  options: { gas?: GasPrices } = {},
): Promise<SimulatedPlan> {
  const levels = options.gas ? Promise.resolve(options.gas) : getGasPrices(client)
  let gasLimits: bigint[]
  let assetChanges: AssetChange[] = []
  let simulation: SimulatedPlan['simulation'] = 'simulateV1'
  try {
    const [simulated, firstEstimate] = await Promise.all([
      simulateInNextBlock(client, plan),
      client.estimateGas(request(plan, plan.calls[0] as PlannedCall)).catch(() => null),
    ])
    simulated.results.forEach((result, i) => {
      if (result.status !== 'success') {
        const call = plan.calls[i] as PlannedCall
        throw new SimulationFailedError(call.step, i, reasonOf(result.error), { cause: result.error })
      }
    })
    gasLimits = simulated.results.map((result, i) => {
      const used = (result.gasUsed * 110n) / 100n
      const estimate = i === 0 && firstEstimate !== null && firstEstimate > used ? firstEstimate : used
      return withHeadroom(estimate > 21_000n ? estimate : 21_000n)
    })
    assetChanges = await assetChangesOf(
      client,
      plan,
      simulated.results.flatMap((r) => (r.logs ?? []) as Log[]),
    ).catch((error) => {
      console.warn('[pipeline] could not read the balance changes', error)
      return []
    })
  } catch (error) {
    if (error instanceof SimulationFailedError || !unsupported(error)) {
      if (error instanceof SimulationFailedError) throw error
      throw new SimulationFailedError(plan.calls[0]?.step ?? 'transfer', 0, reasonOf(error), { cause: error })
    }
    simulation = 'call'
    gasLimits = await simulateByCalls(client, plan)
  }
  const fees = feeParameters(await levels)
  const maxFee = gasLimits.reduce((sum, gas) => sum + gas * fees.maxFeePerGas, 0n)
  return { ...plan, gasLimits, fees, maxFee, assetChanges, simulation }
}

/**
 * The simulated plan as the key worker reads it at review (DESIGN.md §3): chain, sender, intent, every call,
 * the gas limits and the fee ceiling — exactly what Confirm will sign. `usdPrice` is the page's price of a
 * transfer's token, which can only make the worker's new-recipient rule stricter.
 * @example await vault.reviewPlan(forReview(simulated, prices.ETH))
 */
export function forReview(simulated: SimulatedPlan, usdPrice?: number): PlanForReview {
  return {
    chainId: simulated.chainId,
    from: simulated.from,
    intent: simulated.intent,
    calls: simulated.calls.map((call) => ({
      to: call.to,
      value: call.value,
      ...(call.data ? { data: call.data } : {}),
    })),
    gasLimits: simulated.gasLimits,
    fees: {
      maxFeePerGas: simulated.fees.maxFeePerGas,
      maxPriorityFeePerGas: simulated.fees.maxPriorityFeePerGas,
    },
    ...(usdPrice !== undefined && Number.isFinite(usdPrice) ? { usdPrice } : {}),
    // Without eth_simulateV1 the worker signs the steps after the approvals one at a time (executePlan).
    ...(simulated.simulation === 'call' ? { simulation: 'call' as const } : {}),
  }
}
