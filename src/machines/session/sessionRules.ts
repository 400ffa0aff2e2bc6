import type { Address } from 'viem'
import type { AllBalances } from '../../chain/getBalances'
import type { LoanPosition } from '../../chain/protocols/aavePosition'
import { activeAccount, type DerivedAccount, type WatchAddress } from '../../domain/accounts/accountList'
import type { NetworkId } from '../../domain/catalogue/networks'
import type { WalletKind } from '../../workers/vaultApi'

// The session's context and the pure rules its actions apply (sessionMachine.ts keeps its states and events).

/** How the user entered onboarding: a new wallet or an existing one. */
export type OnboardingMode = 'create' | 'import'

export type SessionContext = {
  username: string | null
  mode: OnboardingMode | null
  /**
   * The address every screen shows and acts for: the chosen account (one of the wallet's or a watched one),
   * resolved by `activeAccount` whenever the wallet, its accounts, the watch list or the choice change.
   */
  address: Address | null
  /** The chosen address is watched, not the wallet's: there is no key for it, so nothing is written. */
  watchOnly: boolean
  /** The stored wallet's own address (its first account), as the vault says. */
  wallet: Address | null
  /** The wallet's accounts, as its record lists them (the switcher's list; hidden ones included). */
  accounts: DerivedAccount[]
  /** Addresses watched without a key. */
  watchList: WatchAddress[]
  /** The account picked in the switcher, remembered on the device for every tab. */
  selected: Address | null
  walletKind: WalletKind | null
  /** Base units per token key; the one place balances live. */
  balances: Record<string, bigint>
  balancesLoading: boolean
  /**
   * Networks whose balances on screen are the last known ones, not current (a failed refresh keeps them
   * rather than showing zeros). Empty when everything is current.
   */
  staleNetworks: NetworkId[]
  /**
   * The wallet's Aave position on Ethereum, read in the same request as Ethereum's balances (the loan warning
   * on every screen reads it); null until read. A read that failed keeps the last one.
   */
  loan: LoanPosition | null
  /** Balances keep refreshing while the tab is hidden (someone is to be told if a loan gets riskier). */
  watchHidden: boolean
  /** Text key of the last failure (unlock or balances). */
  error: string | null
}

/** The session with no wallet: how it starts, and what a forgotten wallet leaves. */
export const emptySession = (): SessionContext => ({
  username: null,
  mode: null,
  address: null,
  watchOnly: false,
  wallet: null,
  accounts: [],
  watchList: [],
  selected: null,
  walletKind: null,
  balances: {},
  balancesLoading: false,
  staleNetworks: [],
  loan: null,
  watchHidden: false,
  error: null,
})

/** What changes when the active address is resolved again; a move to another address drops its money. */
export function followed(context: SessionContext): Partial<SessionContext> {
  const active = activeAccount(context)
  if (active.address === context.address && active.watchOnly === context.watchOnly) return {}
  const moved = active.address !== context.address
  return {
    address: active.address,
    watchOnly: active.watchOnly,
    ...(moved ? { balances: {}, staleNetworks: [], loan: null } : {}),
  }
}

/** A new result: networks that failed keep their last known balances and are marked stale. */
export function mergedBalances(context: SessionContext, result: AllBalances): Partial<SessionContext> {
  const { balances, failedNetworks } = result
  const kept = Object.fromEntries(
    Object.entries(context.balances).filter(([key]) => !(key in balances)),
  ) as Record<string, bigint>
  return {
    balances: { ...(failedNetworks.length ? kept : {}), ...balances } as Record<string, bigint>,
    balancesLoading: false,
    staleNetworks: failedNetworks,
    loan: result.loan ?? context.loan,
    error: null,
  }
}

/**
 * Every network failed: the balances on screen stay, marked not current on every network, or, with nothing on
 * screen yet (a reload with no connection), the balances kept from the last visit.
 */
export function keptBalances(
  context: SessionContext,
  error: string,
  lastKnown: Record<string, bigint> | undefined,
): Partial<SessionContext> {
  const balances = Object.keys(context.balances).length ? context.balances : (lastKnown ?? {})
  return {
    balances,
    balancesLoading: false,
    error,
    staleNetworks: Object.keys(balances).length
      ? (['ethereum', 'polygon', 'arbitrum', 'optimism'] as NetworkId[])
      : [],
  }
}
