import type { Address } from 'viem'
import { checkAccountName } from '../../domain/accounts/accountName'
import { AccountError, NoVaultError, VaultLockedError } from '../../domain/errors'
import type { WalletAccount } from '../vaultApi'
import { readRecord, type VaultRecord } from './record'
import { accountsOf, MAX_LISTED } from './recordAccounts'
import { updateAccounts } from './records'
import type { VaultContext } from './sealing'
import { accountAddress, accountKey } from './secrets'

/** The most accounts one wallet keeps (hidden ones count). */
export const MAX_ACCOUNTS = MAX_LISTED

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** A name as it came over Comlink, checked (AccountError 'badName' otherwise). */
export function accountName(raw: unknown): string {
  const check = typeof raw === 'string' ? checkAccountName(raw) : null
  if (!check?.ok) throw new AccountError({ details: 'badName' })
  return check.name
}

/** An address as it came over Comlink, lowercase (AccountError 'badAddress' otherwise). */
function addressArg(raw: unknown): string {
  if (typeof raw !== 'string' || !HEX_ADDRESS.test(raw)) throw new AccountError({ details: 'badAddress' })
  return raw.toLowerCase()
}

/** The open wallet and its stored record, which must be the same wallet (AccountError otherwise). */
async function openRecord(ctx: VaultContext): Promise<{ record: VaultRecord; wallet: Address }> {
  const unlocked = ctx.session.unlocked
  if (!unlocked) throw new VaultLockedError()
  const record = await readRecord(ctx.store)
  if (!record) throw new NoVaultError()
  if (record.address.toLowerCase() !== unlocked.address.toLowerCase())
    throw new AccountError({ details: 'walletChanged' })
  return { record, wallet: unlocked.address }
}

/**
 * The stored accounts with the addresses this worker derives for their indexes while the wallet is open
 * (a listed address is never taken on trust: IndexedDB can be written by any script on the page). Locked, or
 * another wallet stored than the open one: the record's list as it stands.
 */
export async function listAccounts(ctx: VaultContext, record: VaultRecord): Promise<WalletAccount[]> {
  const listed = accountsOf(record)
  const unlocked = ctx.session.unlocked
  if (!unlocked || unlocked.address.toLowerCase() !== record.address.toLowerCase()) return listed
  try {
    const derived: WalletAccount[] = []
    for (const account of listed) {
      const address = await ctx.session.accountAddress(account.index)
      if (address) derived.push({ ...account, address })
    }
    return derived
  } catch (error) {
    // Locked meanwhile: what is stored is all there is to say.
    if (error instanceof VaultLockedError) return listed
    throw error
  }
}

/**
 * The index of the open wallet's account at `from`, derived here; null when `from` is none of its accounts
 * (a watch-only address, another wallet's, anything a page script names).
 */
export async function accountIndexOf(ctx: VaultContext, from: unknown): Promise<number | null> {
  const { record } = await openRecord(ctx)
  if (typeof from !== 'string') return null
  const wanted = from.toLowerCase()
  for (const account of accountsOf(record)) {
    const address = await ctx.session.accountAddress(account.index)
    if (address?.toLowerCase() === wanted) return account.index
  }
  return null
}

/** The open wallet's key of account `index`: a copy the caller zeroes. */
export async function keyOfAccount(ctx: VaultContext, index: number): Promise<Uint8Array> {
  const unlocked = ctx.session.unlocked
  if (!unlocked) throw new VaultLockedError()
  if (index === 0) return unlocked.privateKey.slice()
  const node = await ctx.session.accountsNode()
  if (!node) throw new AccountError({ details: 'keyWallet' })
  return accountKey(node, index)
}

/** Every address of the open wallet's accounts, lowercase: what counts as "the wallet itself". */
export async function ownAddresses(ctx: VaultContext): Promise<Set<string>> {
  const { record } = await openRecord(ctx)
  return new Set((await listAccounts(ctx, record)).map((a) => a.address.toLowerCase()))
}

/**
 * Derives and stores the next account of the open seed under `name`. The index is chosen inside the write's
 * transaction, one past the highest listed, so two tabs adding at once get two accounts, never one twice.
 */
export async function addAccount(ctx: VaultContext, rawName: unknown, locks: number): Promise<WalletAccount> {
  const name = accountName(rawName)
  const { record, wallet } = await openRecord(ctx)
  if (record.kind !== 'mnemonic') throw new AccountError({ details: 'keyWallet' })
  const node = await ctx.session.accountsNode()
  if (!node) throw new AccountError({ details: 'keyWallet' })
  ctx.session.noLockSince(locks)
  const added = await updateAccounts(ctx.store, wallet, (current) => {
    const accounts = accountsOf(current)
    if (accounts.length >= MAX_ACCOUNTS) throw new AccountError({ details: 'tooMany' })
    const index = Math.max(...accounts.map((a) => a.index)) + 1
    const account: WalletAccount = { index, address: accountAddress(node, index), name, hidden: false }
    return { accounts: [...accounts, account], result: account }
  })
  ctx.session.announceAccounts()
  return added
}

/** Changes one account's entry (`change` throws AccountError to refuse); answers the list as stored now. */
async function changeAccount(
  ctx: VaultContext,
  rawAddress: unknown,
  change: (account: WalletAccount, accounts: WalletAccount[]) => WalletAccount,
): Promise<WalletAccount[]> {
  const target = addressArg(rawAddress)
  const { record, wallet } = await openRecord(ctx)
  // Matched against derived addresses, so a page script cannot make a listed address stand for another index.
  const own = await listAccounts(ctx, record)
  const index = own.find((a) => a.address.toLowerCase() === target)?.index
  if (index === undefined) throw new AccountError({ details: 'unknownAccount' })
  // Written back and answered with the addresses derived here: a forged address is not kept, nor shown.
  const derived = new Map(own.map((a) => [a.index, a.address]))
  const accounts = await updateAccounts(ctx.store, wallet, (current) => {
    const list = accountsOf(current).map((a) => ({ ...a, address: derived.get(a.index) ?? a.address }))
    const found = list.find((a) => a.index === index)
    if (!found) throw new AccountError({ details: 'unknownAccount' })
    const next = list.map((a) => (a.index === index ? change(found, list) : a))
    return { accounts: next, result: next }
  })
  ctx.session.announceAccounts()
  return accounts
}

/** Renames the account at `address`. */
export async function renameAccount(
  ctx: VaultContext,
  address: unknown,
  rawName: unknown,
): Promise<WalletAccount[]> {
  const name = accountName(rawName)
  return changeAccount(ctx, address, (account) => ({ ...account, name }))
}

/** Hides or shows the account at `address`; the last visible one stays visible. */
export async function setAccountHidden(
  ctx: VaultContext,
  address: unknown,
  hidden: unknown,
): Promise<WalletAccount[]> {
  if (typeof hidden !== 'boolean') throw new AccountError({ details: 'badFlag' })
  return changeAccount(ctx, address, (account, accounts) => {
    if (hidden && !accounts.some((a) => a.index !== account.index && !a.hidden))
      throw new AccountError({ details: 'lastVisible' })
    return { ...account, hidden }
  })
}
