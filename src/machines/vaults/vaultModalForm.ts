import { type Address, maxUint256 } from 'viem'
import type { ProtocolLimits } from '../../chain/protocols/readVaults'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import type { ErrorMessage } from '../../domain/errors/message'
import type { TextKey } from '../../domain/i18n'
import { VaultInputError } from '../../domain/vaults/errors'
import { MIN_ETH_FOR_GAS, validateVaultAmount, zeroBalanceNotice } from '../../domain/vaults/validate'
import { limitNotice } from './vaultLimits'

/** Deposit (Stake for Ethena), Withdraw (Unstake: Ethena's cooldown), or Ethena's claim once it unlocks. */
export type VaultAction = 'deposit' | 'withdraw' | 'claim'

/** A note the modal shows before any input: an i18n key. */
export type ModalText = { key: TextKey }

/** What the page read for one card: wallet balances, the position per asset, Ethena's cooldown, chain time. */
export type VaultFacts = {
  /** Wallet balances in base units, ETH included. */
  wallet: Partial<Record<TokenKey, bigint>>
  /** This card's position, valued in each asset's base units. */
  positions: Partial<Record<TokenKey, bigint>>
  /** Ethena only: the cooling-down USDe and when it unlocks (s); null when none. */
  cooldown: { end: number; amount: bigint } | null
  /** Chain time of the read (s). */
  now: number
  /** What the protocols' own state refuses now (Comet paused, Convex shut, Yearn full); absent until read. */
  limits?: ProtocolLimits
}

export const emptyFacts: VaultFacts = { wallet: {}, positions: {}, cooldown: null, now: 0 }

/** The assets a card offers (spec 001 §2.2); the first is the default. */
export const vaultAssets: Record<ProtocolId, readonly TokenKey[]> = {
  aave: ['USDC', 'DAI'],
  morpho: ['DAI'],
  ethena: ['USDe'],
  compound: ['USDC'],
  curve: ['USDC'],
  convex: ['USDC'],
  yearn: ['USDC'],
  beefy: ['USDC'],
}

/** The form part of a modal's context, which every rule here reads. */
export type VaultForm = {
  protocol: ProtocolId
  address: Address | null
  facts: VaultFacts
  action: VaultAction
  asset: TokenKey
  amountText: string
  /** Set by Max: the exact base units (or `maxUint256`, "all", for a withdraw), used instead of the text. */
  exact: bigint | null
}

/** What Max fills in: the wallet balance (deposit) or the position (withdraw), for this action. */
export function available(f: VaultForm): bigint {
  return (f.action === 'deposit' ? f.facts.wallet[f.asset] : f.facts.positions[f.asset]) ?? 0n
}

/**
 * Spec 001 §5: the balance with 6 decimals (cut, never rounded up), the text Max shows, with the reader's
 * decimal separator (`1234,560000` in Spanish).
 */
export function maxText(value: bigint, decimals: number, separator: ',' | '.' = '.'): string {
  const unit = 10n ** BigInt(decimals)
  const whole = value / unit
  const shown = Math.min(6, decimals)
  const fraction = ((value % unit) / 10n ** BigInt(decimals - shown)).toString().padStart(shown, '0')
  return shown > 0 ? `${whole}${separator}${fraction}` : `${whole}`
}

/**
 * Why Withdraw (Unstake for Ethena) cannot open on this card: nothing is held in any of its assets.
 * The card disables the button and says this; the machine's guard is the same rule.
 */
export function withdrawRefusal(f: VaultForm): ModalText | null {
  const held = vaultAssets[f.protocol].some((asset) => (f.facts.positions[asset] ?? 0n) > 0n)
  return held ? null : { key: 'vaults.card.noPositionToWithdraw' }
}

/** The asset a withdraw opens on: the one chosen if it is held, else the first the card holds. */
export function withdrawAsset(f: VaultForm): TokenKey {
  if ((f.facts.positions[f.asset] ?? 0n) > 0n) return f.asset
  return vaultAssets[f.protocol].find((asset) => (f.facts.positions[asset] ?? 0n) > 0n) ?? f.asset
}

/** What went out, for the success line: the action, the asset and the amount (`maxUint256`: all of it). */
export type VaultResult = { action: VaultAction; asset: TokenKey; amount: bigint }

/** The result is a Max withdraw: the protocol's "everything", said as "all of it", not as a figure. */
export function takesAll(result: VaultResult): boolean {
  return result.amount === maxUint256
}

/** Ethena's cooled-down USDe can be claimed: a cooldown exists and its end has passed on chain. */
export function claimable(f: VaultForm): boolean {
  return f.facts.cooldown !== null && f.facts.cooldown.amount > 0n && f.facts.cooldown.end <= f.facts.now
}

/** Spec 001 §5: the action button needs a wallet and an amount (the claim needs an unlocked cooldown). */
export function canSubmit(f: VaultForm): boolean {
  if (f.address === null) return false
  // A paused, shut or full protocol is said before anyone types (modalNotice): nothing to submit.
  if (limitNotice(f.protocol, f.action, f.facts.limits, f.asset)) return false
  return f.action === 'claim' ? claimable(f) : f.amountText.trim() !== ''
}

/** The amount to send, in base units, or the spec's message for why not (§5, in its order). */
export function checkAmount(f: VaultForm): { ok: true; amount: bigint } | { ok: false; error: ErrorMessage } {
  const eth = f.facts.wallet.ETH ?? 0n
  if (f.action === 'claim') {
    if (eth < MIN_ETH_FOR_GAS) return { ok: false, error: { key: 'vaults.error.insufficientGas' } }
    return { ok: true, amount: f.facts.cooldown?.amount ?? 0n }
  }
  const token = tokens[f.asset]
  try {
    const typed = validateVaultAmount({
      protocol: f.protocol,
      action: f.action,
      text: f.amountText,
      asset: token.symbol,
      decimals: token.decimals,
      available: available(f),
      ethBalance: eth,
    })
    return { ok: true, amount: f.exact ?? typed }
  } catch (error) {
    if (error instanceof VaultInputError) return { ok: false, error: error.toErrorMessage() }
    throw error
  }
}

/** The Max fill for the current action: the text with 6 decimals and the exact amount behind it. */
export function maxFill(f: VaultForm, separator: ',' | '.' = '.'): Pick<VaultForm, 'amountText' | 'exact'> {
  const value = available(f)
  if (value === 0n) return { amountText: maxText(0n, tokens[f.asset].decimals, separator), exact: null }
  return {
    amountText: maxText(value, tokens[f.asset].decimals, separator),
    exact: f.action === 'withdraw' ? maxUint256 : value,
  }
}

/** Max was pressed on a withdraw: the plan takes everything with the protocol's own "everything" form. */
export function withdrawsAll(f: VaultForm): boolean {
  return f.action === 'withdraw' && f.exact === maxUint256
}

/**
 * The notice shown before any input (spec 001 §2.2): the protocol's own refusal first (Comet paused, Convex shut
 * down, Yearn full: issue 42), then no DAI for Morpho, no USDe for Ethena.
 */
export function modalNotice(f: VaultForm): ModalText | null {
  if (f.action === 'claim') return null
  const limit = limitNotice(f.protocol, f.action, f.facts.limits, f.asset)
  if (limit) return { key: limit }
  const key = zeroBalanceNotice(f.protocol, f.action, f.facts.wallet[f.asset] ?? 0n)
  return key ? { key } : null
}
