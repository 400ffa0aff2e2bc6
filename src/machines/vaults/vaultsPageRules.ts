import { describeEntry } from '../../chain/activity/describeEntry'
import type { ActivityEntry } from '../../chain/pipeline/types'
import type { StepAction } from '../../domain/activity/describeStep'
import { type ProtocolId, protocolIds, protocols } from '../../domain/catalogue/protocols'
import { tokens } from '../../domain/catalogue/tokens'
import type { VaultRate } from '../../domain/vaults/apy'

export type Risk = 'low' | 'medium' | 'high'
export type Period = 'week' | 'month' | 'year'
export type Strategy = 'all' | ProtocolId

/** Spec 001 §9: periods week, month, year; a year's APY is divided by these. */
export const periodDivisor: Record<Period, number> = { week: 52, month: 12, year: 1 }

/**
 * Spec 001 §3: each card's fixed risk, assets and TVL ($12.5B, $850M, … in dollars, written by the view in
 * the reader's language: '$12.5B' in English, 'US$ 12.500 M' in Spanish).
 */
export const vaultCards: Record<ProtocolId, { risk: Risk; assets: string; tvlUsd: number }> = {
  aave: { risk: 'low', assets: 'USDC, DAI', tvlUsd: 12.5e9 },
  morpho: { risk: 'medium', assets: 'DAI', tvlUsd: 850e6 },
  ethena: { risk: 'high', assets: 'USDe', tvlUsd: 2.1e9 },
  compound: { risk: 'low', assets: 'USDC', tvlUsd: 1.8e9 },
  curve: { risk: 'medium', assets: 'USDC/USDT/DAI', tvlUsd: 3.2e9 },
  convex: { risk: 'medium', assets: 'CRV/CVX', tvlUsd: 1.5e9 },
  yearn: { risk: 'medium', assets: 'USDC/DAI', tvlUsd: 800e6 },
  beefy: { risk: 'high', assets: 'Multi-asset', tvlUsd: 1.2e9 },
}

const riskLevel: Record<Risk, number> = { low: 0, medium: 1, high: 2 }

/**
 * The cards on screen: the strategy filter, then the risk tolerance — only cards at or below it, the ones
 * at the tolerance first (a saver who accepts more risk sees those first), then by APY, highest first.
 */
export function visibleCards(
  strategy: Strategy,
  risk: Risk,
  rates: Partial<Record<ProtocolId, VaultRate>> = {},
): ProtocolId[] {
  const max = riskLevel[risk]
  return protocolIds
    .filter((id) => (strategy === 'all' || strategy === id) && riskLevel[vaultCards[id].risk] <= max)
    .sort(
      (a, b) =>
        riskLevel[vaultCards[b].risk] - riskLevel[vaultCards[a].risk] ||
        (rates[b]?.apy ?? -1) - (rates[a]?.apy ?? -1),
    )
}

/** Estimated earnings of `amount` dollars at `apy` over the period: amount × APY / divisor. */
export function estimatedEarnings(amount: number, apy: number | null, period: Period): number | null {
  return apy === null ? null : (amount * apy) / periodDivisor[period]
}

/**
 * The investment amount the estimates use: what was typed (`2500`, `2500,5`, `2.500,5`, `2,500.5`), else the
 * placeholder's 1000. A dot followed by groups of three digits and a comma decimal is es-AR grouping.
 */
export function investmentAmount(text: string): number {
  const t = text.trim()
  const normal = /^\d{1,3}(\.\d{3})+(,\d*)?$/.test(t)
    ? t.replaceAll('.', '').replace(',', '.')
    : /^\d{1,3}(,\d{3})+\.\d*$/.test(t)
      ? t.replaceAll(',', '')
      : t.replace(',', '.')
  const value = Number(normal)
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 1000
}

export type VaultAlert = {
  type: 'critical' | 'warning'
  key: 'inflation' | 'realYield' | 'realYieldAverage' | 'health' | 'gas'
}

/**
 * The page's one TEA for its real yield (the tile, the note under it, the alerts): {@link portfolioTea} of the
 * deposits, or of the cards the strategy and the risk tolerance leave on screen.
 */
export const pageTea = (page: {
  data: {
    rates: Partial<Record<ProtocolId, VaultRate>>
    read: { positions: Parameters<typeof portfolioTea>[1] }
  } | null
  strategy: Strategy
  risk: Risk
}) =>
  page.data
    ? portfolioTea(
        page.data.rates,
        page.data.read.positions,
        visibleCards(page.strategy, page.risk, page.data.rates),
      )
    : null

/** Spec 001 §9: inflation above 5 %, real yield below 2 %, health below 60, fast gas above 50 gwei. */
export function vaultAlerts(f: {
  inflation: number | null
  realYield: number | null
  /** What the real yield is of: the saver's deposits, or (none yet) the average of the vaults on screen. */
  realYieldOf?: 'deposits' | 'vaultsAverage'
  health: number | null
  fastGasGwei: number | null
}): VaultAlert[] {
  const alerts: VaultAlert[] = []
  if (f.inflation !== null && f.inflation > 0.05) alerts.push({ type: 'warning', key: 'inflation' })
  if (f.realYield !== null && f.realYield < 0.02)
    alerts.push({
      type: 'warning',
      key: f.realYieldOf === 'vaultsAverage' ? 'realYieldAverage' : 'realYield',
    })
  if (f.health !== null && f.health < 60) alerts.push({ type: 'critical', key: 'health' })
  if (f.fastGasGwei !== null && f.fastGasGwei > 50) alerts.push({ type: 'warning', key: 'gas' })
  return alerts
}

const vaultKinds = new Set(['supply', 'withdraw', 'stake', 'cooldown', 'unstake'])

/** The app's vault transactions (deposits, withdrawals, stakes, cooldowns, claims), newest first. */
export function vaultActivity(entries: readonly ActivityEntry[]): ActivityEntry[] {
  return entries.filter(
    (e) => vaultKinds.has(e.intent.kind) && 'protocol' in e.intent && e.intent.protocol !== 'aaveLending',
  )
}

/** What a row of the vaults' activity is: the step the transaction was, not the plan it belonged to. */
export type VaultActivityAction = Extract<
  StepAction,
  'approve' | 'revoke' | 'supply' | 'withdraw' | 'stake' | 'cooldown' | 'unstake'
>

/**
 * One row of "Actividad reciente de bóvedas": the transaction, named by its own step ({@link describeEntry}):
 * the approval before a deposit is "Aprobación de USDC para Aave v3", the deposit "Depósito · Aave v3". For an
 * approval or revoke, `token` is the token's symbol (null: one outside the catalogue) and `protocol` the
 * spender's name; otherwise `protocol` is the vault's.
 */
export type VaultActivityRow = {
  entry: ActivityEntry
  action: VaultActivityAction
  token: string | null
  protocol: string
}

const rowActions: ReadonlySet<string> = new Set(['approve', 'revoke', ...vaultKinds])

/**
 * The app's vault transactions, newest first as stored, each named by its step: a deposit of 100 USDC into
 * Aave is two rows, an approval and one deposit.
 * @example vaultActivityRows([approve, supply]).map((r) => r.action) // ['approve', 'supply']
 */
export function vaultActivityRows(entries: readonly ActivityEntry[]): VaultActivityRow[] {
  return vaultActivity(entries).map((entry) => {
    const d = describeEntry(entry)
    // vaultActivity keeps only plans of the eight vaults.
    const vault = (entry.intent as { protocol: ProtocolId }).protocol
    const action = (rowActions.has(d.action) ? d.action : entry.intent.kind) as VaultActivityAction
    const allowance = action === 'approve' || action === 'revoke'
    return {
      entry,
      action,
      token: d.token ? tokens[d.token].symbol : null,
      protocol: (allowance ? d.counterparty.name : null) ?? protocols[vault].name,
    }
  })
}

const toNumber = (value: bigint, decimals: number) => Number(value) / 10 ** decimals

/**
 * Total yield earned (dollars; the vault assets are dollar stablecoins): what the positions are worth now
 * minus what went in net, per protocol, from the confirmed last steps of the app's vault plans. A withdraw
 * of everything closes the account; a protocol with no recorded deposit counts nothing.
 */
export function totalYieldEarned(
  entries: readonly ActivityEntry[],
  positions: readonly { protocol: ProtocolId; asset: keyof typeof tokens; value: bigint }[],
): number {
  const net: Partial<Record<ProtocolId, number>> = {}
  const done = vaultActivity(entries)
    .filter((e) => e.status === 'confirmed' && e.stepIndex === e.stepCount - 1)
    .sort((a, b) => a.createdAt - b.createdAt)
  for (const e of done) {
    if (!('protocol' in e.intent) || e.intent.protocol === 'aaveLending') continue
    const id = e.intent.protocol
    const { kind, tokenKey, amount } = e.intent
    const value = toNumber(amount, tokens[tokenKey].decimals)
    if (kind === 'supply' || kind === 'stake') net[id] = (net[id] ?? 0) + value
    else if (amount >= 2n ** 255n) net[id] = 0
    else if (kind !== 'unstake') net[id] = Math.max(0, (net[id] ?? 0) - value)
  }
  let total = 0
  for (const id of Object.keys(net) as ProtocolId[]) {
    const now = positions
      .filter((p) => p.protocol === id)
      .reduce((sum, p) => sum + toNumber(p.value, tokens[p.asset].decimals), 0)
    if (now > 0) total += now - (net[id] ?? 0)
  }
  return total
}

/**
 * The TEA the page's real yield is worked out from, and what it is of: the deposits' APYs weighted by their
 * value (`deposits`), or, with no deposit, the average of the cards on screen that have a rate (`shown`, the
 * strategy's and the risk tolerance's: `vaultsAverage`; all eight when not given). An average over vaults the
 * saver cannot see (Ethena's rate among them, at a low tolerance) was above every card shown. The two are
 * different facts and the page names them differently (issue 44). Null when no such card has a rate.
 * @example portfolioTea({ aave: { apy: 0.04, … }, compound: { apy: 0.06, … } }, []) // { tea: 0.05, of: 'vaultsAverage' }
 */
export function portfolioTea(
  rates: Partial<Record<ProtocolId, VaultRate>>,
  positions: readonly { protocol: ProtocolId; asset: keyof typeof tokens; value: bigint }[],
  shown: readonly ProtocolId[] = protocolIds,
): { tea: number; of: 'deposits' | 'vaultsAverage' } | null {
  const held = positions.flatMap((p) => {
    const apy = rates[p.protocol]?.apy
    return apy == null ? [] : [{ apy, weight: toNumber(p.value, tokens[p.asset].decimals) }]
  })
  const weight = held.reduce((s, h) => s + h.weight, 0)
  if (weight > 0) return { tea: held.reduce((s, h) => s + h.apy * h.weight, 0) / weight, of: 'deposits' }
  const known = shown.flatMap((id) => (rates[id]?.apy == null ? [] : [rates[id]?.apy as number]))
  return known.length ? { tea: known.reduce((a, b) => a + b, 0) / known.length, of: 'vaultsAverage' } : null
}
