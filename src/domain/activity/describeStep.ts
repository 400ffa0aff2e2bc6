import { catalogueContracts } from '../catalogue/contracts'
import type { TokenKey } from '../catalogue/tokens'
import type { StepKind } from './stepKind'

type Address = `0x${string}`

/**
 * What one transaction of the app IS, whatever plan it belonged to: the word home, the vaults' activity, the
 * CSV and the error messages name it by. Several step kinds are one action (a Curve `add_liquidity` is a
 * deposit); an approval and the approval that takes an allowance back to 0 are two.
 */
export type StepAction =
  | 'transfer'
  | 'approve'
  | 'revoke'
  | 'supply'
  | 'withdraw'
  | 'stake'
  | 'cooldown'
  | 'unstake'
  | 'borrow'
  | 'repay'
  | 'cancel'
  | 'swap'

/**
 * The one step → action table. `resetApproval` is an `approve(spender, 0)` (before raising a USDT allowance,
 * or at the end of a plan that may take less than it was allowed): it takes the permission away, so it is
 * a revoke, never "Aprobar 0". Ethena's cooldown is its own action here; only its error messages borrow the
 * spec's "Unstake" ({@link errorAction}).
 */
export const stepActions: Readonly<Record<StepKind, StepAction>> = {
  transfer: 'transfer',
  approve: 'approve',
  resetApproval: 'revoke',
  revoke: 'revoke',
  supply: 'supply',
  deposit: 'supply',
  addLiquidity: 'supply',
  withdraw: 'withdraw',
  stake: 'stake',
  cooldown: 'cooldown',
  unstake: 'unstake',
  borrow: 'borrow',
  repay: 'repay',
  cancel: 'cancel',
  swap: 'swap',
}

/** What the activity store (or a plan) knows of one step. */
export type StepFacts = {
  step: StepKind
  /** The asset moved or approved; absent for the native coin, and for an approval of a token outside the catalogue (3Crv). */
  tokenKey?: TokenKey | undefined
  /** Base units moved, or, for an approval, the allowance it sets. */
  amount?: bigint | undefined
  /** What the plan called the other side: a protocol's name ("Aave v3") or an address. */
  target: string
  /** The spender of an approval or revoke. */
  spender?: string | undefined
  /** The address paid or called: a transfer's recipient, the protocol's contract. */
  to?: string | null | undefined
  /** What a swap brought in: its target token and the amount its receipt paid the wallet. */
  received?: { token: TokenKey; amount: bigint } | undefined
}

/** The other side of a transaction: a protocol's name where there is one, and an address. */
export type Counterparty = { name: string | null; address: Address | null }

/** One transaction, as every screen and file names it. */
export type StepDescription = {
  action: StepAction
  /**
   * The token moved or approved. null: the network's native coin — except for an approval or revoke, which
   * never concern the native coin: there null is a token outside the catalogue (Convex's 3Crv).
   */
  token: TokenKey | null
  /** Base units moved; for an approval, the allowance granted; for a revoke, 0; null when not recorded. */
  amount: bigint | null
  /** Whether `amount` of `token` left or entered the wallet. An approval, a revoke and a cancel move nothing. */
  moves: boolean
  counterparty: Counterparty
  /** What a swap brought in (token and amount), once its receipt said; absent otherwise. */
  received?: { token: TokenKey; amount: bigint }
}

const addressShape = /^0x[0-9a-fA-F]{40}$/
const asAddress = (text: string | null | undefined): Address | null =>
  text && addressShape.test(text) ? (text as Address) : null

/** The catalogue's spenders by lowercase mainnet address (the devnet deploys most at the same address). */
const catalogueSpenders: ReadonlyMap<string, string> = new Map(
  Object.values(catalogueContracts).flatMap((c) =>
    c.spender && c.address ? [[c.address.toLowerCase(), c.name] as const] : [],
  ),
)

/**
 * What one transaction of the app is: its action, the token and amount it moved or approved, and whom it was
 * with. For an approval or revoke the counterparty is the spender: its protocol's name (the plan's `target`,
 * else the catalogue's name for that address, else `names`, e.g. the profile's devnet addresses) and its
 * address. An `approve` of 0 takes the permission away, so it is a revoke.
 * @example describeStep({ step: 'approve', tokenKey: 'USDC', amount: 100_000_000n, target: 'Aave v3', spender: pool })
 * // { action: 'approve', token: 'USDC', amount: 100_000_000n, moves: false, counterparty: { name: 'Aave v3', address: pool } }
 */
export function describeStep(facts: StepFacts, names?: ReadonlyMap<string, string>): StepDescription {
  const base = stepActions[facts.step]
  const action = base === 'approve' && facts.amount === 0n ? 'revoke' : base
  const targetAddress = asAddress(facts.target)
  const targetName = targetAddress ? null : facts.target || null
  const allowance = action === 'approve' || action === 'revoke'
  const address = allowance
    ? (asAddress(facts.spender) ?? targetAddress)
    : (asAddress(facts.to) ?? targetAddress)
  const known = address
    ? (catalogueSpenders.get(address.toLowerCase()) ?? names?.get(address.toLowerCase()))
    : null
  return {
    action,
    token: facts.tokenKey ?? null,
    amount: action === 'revoke' ? 0n : action === 'cancel' ? 0n : (facts.amount ?? null),
    moves: !allowance && action !== 'cancel',
    counterparty: { name: targetName ?? (allowance ? (known ?? null) : null), address },
    ...(action === 'swap' && facts.received ? { received: facts.received } : {}),
  }
}

/** The actions whose failures the spec words on their own ('<Action> simulate failed: …', spec 001 §8). */
export type ErrorAction = Exclude<StepAction, 'cooldown'>

/**
 * The action a step's error messages are keyed by (`pipeline.simulateFailed.<action>`): its
 * {@link stepActions} action in the spec's words, which know two fewer: Ethena's cooldown fails as the first
 * half of its Unstake, and every `approve()` call fails as an Approve, the reset to 0 before a USDT
 * approval included (what the person asked for is the approval that follows it).
 * @example errorAction('cooldown') // 'unstake'
 */
export function errorAction(step: StepKind): ErrorAction {
  if (step === 'resetApproval') return 'approve'
  const action = stepActions[step]
  return action === 'cooldown' ? 'unstake' : action
}
