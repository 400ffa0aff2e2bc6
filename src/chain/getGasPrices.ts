import { type PublicClient, parseGwei } from 'viem'
import { ChainError, httpError } from './errors'

/** Spec §3 gas prices, in wei (bigint), with the source that answered. */
export type GasPrices = {
  slow: bigint
  standard: bigint
  fast: bigint
  baseFee: bigint
  /**
   * The latest mined block's base fee, when known (fee history). The next block's may be lower; a fee ceiling
   * must still cover the latest one, which is what a node checks a transaction against right now.
   */
  latestBaseFee?: bigint
  priorityFee: { slow: bigint; standard: bigint; fast: bigint }
  source: 'oracle' | 'feeHistory' | 'defaults'
}

/** Spec §8 gas fallback: slow 20, standard 25, fast 30 gwei; base 15; priority 1, 2, 3. */
export const defaultGasPrices: GasPrices = {
  slow: parseGwei('20'),
  standard: parseGwei('25'),
  fast: parseGwei('30'),
  baseFee: parseGwei('15'),
  priorityFee: { slow: parseGwei('1'), standard: parseGwei('2'), fast: parseGwei('3') },
  source: 'defaults',
}

/**
 * Parses an Etherscan-style gas oracle body (status, SafeGasPrice, ProposeGasPrice, FastGasPrice,
 * suggestBaseFee, in gwei strings).
 * @throws ChainError `gas.oracle` when the status is not '1' or a field is missing.
 */
export function parseGasOracle(body: unknown): GasPrices {
  const b = body as { status?: string; result?: Record<string, unknown> }
  const r = b?.result
  const gwei = (v: unknown) => {
    if (typeof v !== 'string' || !/^\d+(\.\d+)?$/.test(v)) throw new ChainError('gas.oracle')
    return parseGwei(v)
  }
  if (b?.status !== '1' || !r || typeof r !== 'object') throw new ChainError('gas.oracle')
  const [slow, standard, fast] = [gwei(r.SafeGasPrice), gwei(r.ProposeGasPrice), gwei(r.FastGasPrice)]
  const baseFee = r.suggestBaseFee === undefined ? 0n : gwei(r.suggestBaseFee)
  const tip = (p: bigint) => (p > baseFee ? p - baseFee : 0n)
  return {
    slow,
    standard,
    fast,
    baseFee,
    priorityFee: { slow: tip(slow), standard: tip(standard), fast: tip(fast) },
    source: 'oracle',
  }
}

function median(values: bigint[]): bigint {
  if (values.length === 0) return 0n
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted[Math.floor(sorted.length / 2)] ?? 0n
}

/**
 * Gas levels: the explorer gas oracle when `oracleUrl` is configured → `eth_feeHistory` over the last 10
 * blocks (25th/50th/75th percentile tips, next block's base fee) → the spec's fixed fallback. Never throws.
 */
export async function getGasPrices(
  client: PublicClient,
  options: { oracleUrl?: string | null } = {},
): Promise<GasPrices> {
  if (options.oracleUrl) {
    try {
      const res = await fetch(options.oracleUrl, { signal: AbortSignal.timeout(5_000) })
      if (!res.ok) throw httpError(res.status)
      return parseGasOracle(await res.json())
    } catch (error) {
      console.warn('gas oracle failed', error)
    }
  }
  try {
    const history = await client.getFeeHistory({ blockCount: 10, rewardPercentiles: [25, 50, 75] })
    const baseFee = history.baseFeePerGas.at(-1)
    if (baseFee === undefined) throw new ChainError('gas.feeHistory')
    const rewards = history.reward ?? []
    const tip = (i: number) => median(rewards.map((r) => r[i] ?? 0n))
    const priorityFee = { slow: tip(0), standard: tip(1), fast: tip(2) }
    return {
      slow: baseFee + priorityFee.slow,
      standard: baseFee + priorityFee.standard,
      fast: baseFee + priorityFee.fast,
      baseFee,
      latestBaseFee: history.baseFeePerGas.at(-2) ?? baseFee,
      priorityFee,
      source: 'feeHistory',
    }
  } catch (error) {
    console.warn('fee history failed; using the fixed gas levels', error)
    return defaultGasPrices
  }
}
