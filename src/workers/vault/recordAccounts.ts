import { checkAccountName } from '../../domain/accounts/accountName'
import type { WalletAccount } from '../vaultApi'
import type { VaultRecord } from './record'

/** BIP-32 non-hardened child indexes: what m/44'/60'/0'/0/i takes. */
export const MAX_ACCOUNT_INDEX = 2 ** 31 - 1

/** The most accounts one wallet keeps (hidden ones count): far more than a household needs, a bound on work. */
export const MAX_LISTED = 100

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

function wellFormed(entry: unknown): entry is WalletAccount {
  const a = entry as Partial<WalletAccount> | null
  return (
    typeof a === 'object' &&
    a !== null &&
    Number.isSafeInteger(a.index) &&
    (a.index as number) >= 0 &&
    (a.index as number) <= MAX_ACCOUNT_INDEX &&
    typeof a.address === 'string' &&
    HEX_ADDRESS.test(a.address) &&
    (a.name === null || typeof a.name === 'string') &&
    typeof a.hidden === 'boolean'
  )
}

/**
 * A stored name as the form would have taken it; anything else (written straight into IndexedDB by a page
 * script: 500 characters, a right-to-left override that makes a name read as another) is no name at all.
 */
function storedName(name: string | null): string | null {
  if (name === null) return null
  const check = checkAccountName(name)
  return check.ok ? check.name : null
}

/**
 * The wallet's accounts as its record lists them, by index: account 0 always (at the record's own address,
 * the one the ciphertext is bound to), then each well-formed entry once, lowest indexes first, at most 100;
 * a name the form would refuse reads as none. A record of an earlier version lists
 * none and reads as account 0 alone, unnamed ("Cuenta 1"); a wallet imported with a private key has account 0
 * only. At least one account is visible.
 * @example accountsOf(oldRecord) // [{ index: 0, address: oldRecord.address, name: null, hidden: false }]
 */
export function accountsOf(record: Pick<VaultRecord, 'address' | 'kind' | 'accounts'>): WalletAccount[] {
  const listed = Array.isArray(record.accounts) ? record.accounts.filter(wellFormed) : []
  const byIndex = new Map<number, WalletAccount>()
  for (const a of listed) if (!byIndex.has(a.index)) byIndex.set(a.index, a)
  const first = byIndex.get(0)
  const accounts: WalletAccount[] = [
    {
      index: 0,
      address: record.address,
      name: storedName(first?.name ?? null),
      hidden: first?.hidden ?? false,
    },
  ]
  if (record.kind === 'mnemonic')
    for (const a of [...byIndex.values()].sort((x, y) => x.index - y.index)) {
      // Never more than a wallet can add: a forged list of thousands is not derived key by key.
      if (accounts.length >= MAX_LISTED) break
      if (a.index > 0)
        accounts.push({ index: a.index, address: a.address, name: storedName(a.name), hidden: a.hidden })
    }
  if (accounts.every((a) => a.hidden)) accounts[0] = { ...(accounts[0] as WalletAccount), hidden: false }
  return accounts
}
