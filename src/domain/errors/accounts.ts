import { WalletError, type WalletErrorOptions } from './base'

/**
 * Why the worker refused a change to the wallet's accounts; the view shows `accounts.error.<reason>`.
 * - badName: not 1–32 characters once trimmed, or with control characters
 * - badAddress: not a 20-byte hex address
 * - badFlag: "hidden" is not true or false
 * - unknownAccount: not one of this wallet's accounts
 * - keyWallet: a wallet imported with a private key has one account only
 * - lastVisible: at least one account stays visible
 * - tooMany: the wallet already has the most accounts it keeps
 * - walletChanged: the stored wallet is no longer the one open in this tab
 */
export type AccountErrorReason =
  | 'badName'
  | 'badAddress'
  | 'badFlag'
  | 'unknownAccount'
  | 'keyWallet'
  | 'lastVisible'
  | 'tooMany'
  | 'walletChanged'

const reasons: readonly AccountErrorReason[] = [
  'badName',
  'badAddress',
  'badFlag',
  'unknownAccount',
  'keyWallet',
  'lastVisible',
  'tooMany',
  'walletChanged',
]

/**
 * A change to the wallet's accounts (add, rename, hide) the worker refused; nothing was changed. `details`
 * is the reason, one of {@link AccountErrorReason}.
 * @example throw new AccountError({ details: 'keyWallet' })
 */
export class AccountError extends WalletError {
  override name = 'AccountError'
  constructor(options: WalletErrorOptions = {}) {
    const reason = reasons.find((r) => r === options.details) ?? 'unknownAccount'
    super(`accounts.error.${reason}`, options)
  }
}
