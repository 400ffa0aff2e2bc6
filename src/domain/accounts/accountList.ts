/** A 20-byte hex address. */
type Address = `0x${string}`

/** One account of the wallet's seed (the worker's WalletAccount): index i is m/44'/60'/0'/0/i. */
export type DerivedAccount = { index: number; address: Address; name: string | null; hidden: boolean }

/** An address watched without a key: balances, history and positions, no writes. */
export type WatchAddress = { address: Address; name: string }

/** What decides whose money the screens show. */
export type AccountsState = {
  /** The stored wallet's own address (its account 0), null without a wallet. */
  wallet: Address | null
  accounts: readonly DerivedAccount[]
  watchList: readonly WatchAddress[]
  /** The account the user picked last (on this device, every tab), if any. */
  selected: Address | null
}

/** The address every screen follows, and whether it is a watch-only one (no key, no write buttons). */
export type ActiveAccount = { address: Address | null; watchOnly: boolean }

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/**
 * The wallet's accounts when `accounts` belongs to `wallet` (its account 0 is the wallet's address), else the
 * wallet's account 0 alone: a list read before an import or a restore never stands for the new wallet.
 */
export function walletAccounts(state: Pick<AccountsState, 'wallet' | 'accounts'>): DerivedAccount[] {
  if (!state.wallet) return []
  if (same(state.accounts[0]?.address, state.wallet)) return [...state.accounts]
  return [{ index: 0, address: state.wallet, name: null, hidden: false }]
}

/**
 * Whose money the screens show: the selected account when it is a visible account of the wallet or a
 * watched address; otherwise the wallet's first visible account (a hidden, unknown or other wallet's choice
 * falls back there).
 * @example activeAccount({ wallet, accounts, watchList: [], selected: null }) // { address: wallet, watchOnly: false }
 */
export function activeAccount(state: AccountsState): ActiveAccount {
  const accounts = walletAccounts(state)
  if (accounts.length === 0) return { address: null, watchOnly: false }
  const chosen = accounts.find((a) => !a.hidden && same(a.address, state.selected))
  if (chosen) return { address: chosen.address, watchOnly: false }
  const watched = state.watchList.find((w) => same(w.address, state.selected))
  if (watched) return { address: watched.address, watchOnly: true }
  const first = accounts.find((a) => !a.hidden) ?? (accounts[0] as DerivedAccount)
  return { address: first.address, watchOnly: false }
}
