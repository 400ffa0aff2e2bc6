import { clear, get, set } from 'idb-keyval'
import { parseTransaction, recoverTransactionAddress } from 'viem'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  AccountError,
  PasswordRequiredError,
  UnsafeTransactionError,
  VaultLockedError,
  type WalletError,
} from '../../src/domain/errors'
import { VAULT_KEY, type VaultRecord } from '../../src/workers/vault/keystore'
import { addressOf, deriveAccountsNode, parseMnemonic } from '../../src/workers/vault/secrets'
import type { PlanForReview, WalletAccount } from '../../src/workers/vaultApi'
import vectors from '../vectors/accounts.json'
import { GWEI, PASSWORD, pay, plan, testVault, transfer } from './plans'
import { snapshot } from './vaultHarness'

type Address = `0x${string}`

/**
 * The accounts' calls as a hostile script on the page makes them: any call, any argument, and IndexedDB
 * written by hand between calls. Each refusal here is one check of the worker; each test fails without it.
 */
const [junk, abandon] = vectors.wallets as [
  { mnemonic: string; accounts: Address[] },
  { mnemonic: string; accounts: Address[] },
]
const [ME, SECOND, THIRD] = junk.accounts as [Address, Address, Address]
/** Another seed's account: an address this wallet can watch, never sign for. */
const WATCHED = abandon.accounts[1] as Address
const { vault, store } = testVault('accounts-refusals')

const from = (address: unknown, p: PlanForReview): PlanForReview => ({ ...p, from: address as Address })
const reason = (error: unknown) => (error as WalletError).details
const stored = async () => (await get<VaultRecord>(VAULT_KEY, store)) as VaultRecord
const forge = async (accounts: unknown[]) => set(VAULT_KEY, { ...(await stored()), accounts }, store)
const entry = (index: unknown, address: Address, name: unknown = null): unknown => ({
  index,
  address,
  name,
  hidden: false,
})

/** The address at m/44'/60'/0'/0/i' (i hardened): what index 2^31 + i would derive without the range check. */
async function hardenedChild(i: number): Promise<Address> {
  const node = await deriveAccountsNode(parseMnemonic(junk.mnemonic))
  const child = node.deriveChild(2 ** 31 + i)
  try {
    return addressOf(child.privateKey as Uint8Array)
  } finally {
    child.wipePrivateData()
    node.wipePrivateData()
  }
}

beforeEach(async () => {
  await vault.lock()
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importMnemonic(junk.mnemonic)
})

afterAll(async () => {
  await vault.lock()
  await clear(store)
})

describe('reviewPlan: only accounts the worker derives sign', () => {
  it.each([
    ['a number', 42, /malformed sender/],
    ['null', null, /malformed sender/],
    ['an object that lowercases to the wallet', { toLowerCase: () => ME.toLowerCase() }, /malformed sender/],
    ['a watched address (another seed)', WATCHED, /not from this wallet/],
    ['an account of the seed not added yet', SECOND, /not from this wallet/],
  ])('refuses a plan "from" %s', async (_what, address, why) => {
    const error = await vault.reviewPlan(from(address, transfer('ETH', THIRD, 1n))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect(reason(error)).toMatch(why)
  })

  it('refuses at Confirm a plan whose account left the record after its review', async () => {
    await vault.addAccount('Segunda')
    const review = await vault.reviewPlan(from(SECOND, transfer('ETH', THIRD, 1n)))
    await forge([entry(0, ME)])
    const error = await vault.signReviewed(review.id, { nonce: 0 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect(reason(error)).toMatch(/not from this wallet/)
  })

  it('signs for a hidden account: hiding is not losing', async () => {
    await vault.addAccount('Segunda')
    await vault.setAccountHidden(SECOND, true)
    const review = await vault.reviewPlan(from(SECOND, transfer('ETH', THIRD, 1n)))
    const [raw] = await vault.signReviewed(review.id, { nonce: 0 })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(SECOND)
  })
})

describe('a record written by hand: indexes the worker does not derive', () => {
  it.each([
    ['negative', -1],
    ['not whole', 1.5],
    ['a string', '1'],
    ['not a number', Number.NaN],
    ['beyond the safe integers', 2 ** 60],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('ignores an entry whose index is %s', async (_what, index) => {
    await forge([entry(0, ME), entry(index, SECOND, 'Falsa')])
    expect((await vault.status()).accounts).toEqual([{ index: 0, address: ME, name: null, hidden: false }])
    const error = await vault.reviewPlan(from(SECOND, transfer('ETH', THIRD, 1n))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
  })

  it("never derives a hardened child: index 2^31 is not m/44'/60'/0'/0/0'", async () => {
    const hardened = await hardenedChild(0)
    await forge([entry(0, ME), entry(2 ** 31, hardened, 'Endurecida'), entry(2 ** 31 - 1, ME, 'Última')])
    const accounts = (await vault.status()).accounts
    expect(accounts.map((a) => a.index)).toEqual([0, 2 ** 31 - 1])
    expect(accounts.map((a) => a.address)).not.toContain(hardened)
    const error = await vault.reviewPlan(from(hardened, transfer('ETH', THIRD, 1n))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
  })

  it('reads at most 100 accounts, however many are written', async () => {
    await forge(Array.from({ length: 400 }, (_, i) => entry(i, ME)))
    const accounts = (await vault.status()).accounts
    expect(accounts).toHaveLength(100)
    expect(accounts.at(-1)?.index).toBe(99)
  })

  it.each([
    ['129 characters', 'x'.repeat(129)],
    ['33 characters', 'x'.repeat(33)],
    ['a right-to-left override', 'Ahorro\u202Eevil'],
  ])('shows no name rather than a stored name of %s', async (_what, name) => {
    await vault.addAccount('Segunda')
    await forge([entry(0, ME, name), entry(1, SECOND, name)])
    expect((await vault.status()).accounts.map((a) => a.name)).toEqual([null, null])
  })

  it("writes back, and answers, the derived address when a forged one stood at an account's index", async () => {
    await vault.addAccount('Segunda')
    await forge([entry(0, ME), entry(1, THIRD, 'Segunda')])
    const answered = await vault.renameAccount(SECOND, 'Ahorro')
    expect(answered.map((a) => a.address)).toEqual([ME, SECOND])
    expect((await stored()).accounts?.map((a: WalletAccount) => a.address)).toEqual([ME, SECOND])
  })
})

describe('add, rename, hide: refused, nothing changed', () => {
  it.each([
    ['a right-to-left override', 'Ahorro\u202Eevil'],
    ['a zero-width joiner', 'Aho\u200Drro'],
    ['a control character', 'Aho\u0007rro'],
    ['33 characters', 'x'.repeat(33)],
    ['a megabyte', 'x'.repeat(2 ** 20)],
    ['an array', ['Ahorro']],
  ])('refuses renaming to %s', async (_what, name) => {
    await vault.addAccount('Segunda')
    const before = await snapshot(store)
    const error = await vault.renameAccount(SECOND, name as string).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AccountError)
    expect(reason(error)).toBe('badName')
    expect(await snapshot(store)).toEqual(before)
  })

  it.each([
    ['a number', 42],
    ['null', null],
    ['an object', { address: SECOND }],
    ['41 hex digits', `${SECOND}0`],
  ])('refuses renaming or hiding the account at %s', async (_what, address) => {
    await vault.addAccount('Segunda')
    const before = await snapshot(store)
    for (const call of [
      () => vault.renameAccount(address as Address, 'Otra'),
      () => vault.setAccountHidden(address as Address, true),
    ]) {
      const error = await call().catch((e: unknown) => e)
      expect(reason(error)).toBe('badAddress')
    }
    expect(await snapshot(store)).toEqual(before)
  })

  it('refuses renaming or hiding a watched address: it is no account of the wallet', async () => {
    const before = await snapshot(store)
    for (const call of [
      () => vault.renameAccount(WATCHED, 'Mía'),
      () => vault.setAccountHidden(WATCHED, true),
    ])
      expect(reason(await call().catch((e: unknown) => e))).toBe('unknownAccount')
    expect(await snapshot(store)).toEqual(before)
  })

  it('refuses hiding the only account', async () => {
    const before = await snapshot(store)
    const error = await vault.setAccountHidden(ME, true).catch((e: unknown) => e)
    expect(reason(error)).toBe('lastVisible')
    expect(await snapshot(store)).toEqual(before)
  })

  it('accepts the address in any case (it is the same account)', async () => {
    await vault.addAccount('Segunda')
    const renamed = await vault.renameAccount(SECOND.toLowerCase() as Address, 'Ahorro')
    expect(renamed[1]).toEqual({ index: 1, address: SECOND, name: 'Ahorro', hidden: false })
  })

  it('refuses every change once another wallet is stored than the one open here', async () => {
    await vault.addAccount('Segunda')
    await set(VAULT_KEY, { ...(await stored()), address: WATCHED }, store)
    const before = await snapshot(store)
    for (const call of [
      () => vault.addAccount('Tercera'),
      () => vault.renameAccount(SECOND, 'Otra'),
      () => vault.setAccountHidden(SECOND, true),
    ]) {
      const error = await call().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AccountError)
      expect(reason(error)).toBe('walletChanged')
    }
    expect(await snapshot(store)).toEqual(before)
  })

  it('refuses adding while locked, and after the lock nothing was added', async () => {
    await vault.lock()
    await expect(vault.addAccount('Segunda')).rejects.toBeInstanceOf(VaultLockedError)
    await vault.unlock(PASSWORD)
    expect((await vault.status()).accounts).toHaveLength(1)
  })

  it('gives two adds at once two accounts, never one index twice', async () => {
    const [a, b] = await Promise.all([vault.addAccount('Una'), vault.addAccount('Otra')])
    expect(new Set([a.index, b.index])).toEqual(new Set([1, 2]))
    expect((await vault.status()).accounts.map((x) => x.address)).toEqual([ME, SECOND, THIRD])
  })
})

describe('reveal: the key of an account the worker derives, nothing else', () => {
  beforeEach(async () => {
    await vault.lock()
    await clear(store)
    await vault.setPassword(PASSWORD)
    await vault.create(crypto.randomUUID())
  })

  it.each([
    ['a number', 1],
    ['null', null],
    ['an object', {}],
    ['a watched address', WATCHED],
  ])('refuses the private key of %s', async (_what, account) => {
    await vault.addAccount('Segunda')
    const error = await vault.reveal(PASSWORD, 'privateKey', account as Address).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AccountError)
  })

  it('refuses the key of a forged address at an account index, even with the password', async () => {
    await vault.addAccount('Segunda')
    await forge([entry(0, (await vault.status()).accounts[0]?.address as Address), entry(1, WATCHED)])
    const error = await vault.reveal(PASSWORD, 'privateKey', WATCHED).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AccountError)
    expect(reason(error)).toBe('unknownAccount')
  })

  it("shows a hidden account's key: hidden is never lost", async () => {
    const second = await vault.addAccount('Segunda')
    await vault.setAccountHidden(second.address, true)
    const key = await vault.reveal(PASSWORD, 'privateKey', second.address)
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
  })
})

describe('speed-up and cancel from a second account', () => {
  const higher = { maxFeePerGas: 45n * GWEI, maxPriorityFeePerGas: 3n * GWEI }
  const cancelFrom = (account: Address, to: Address) =>
    plan({ kind: 'cancel', network: 'ethereum' }, [pay(to, 0n)], { from: account, fees: higher })

  it("signs a cancel of the second account's payment as 0 from that account to itself, with its key", async () => {
    await vault.addAccount('Segunda')
    const review = await vault.reviewPlan(cancelFrom(SECOND, SECOND))
    const [raw] = await vault.signReviewed(review.id, { nonce: 4 })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(SECOND)
    const tx = parseTransaction(raw as `0x02${string}`)
    expect({ to: tx.to, value: tx.value ?? 0n, nonce: tx.nonce }).toEqual({
      to: SECOND.toLowerCase(),
      value: 0n,
      nonce: 4,
    })
  })

  it('refuses a cancel from the second account that pays the first: a cancel pays only the account signing', async () => {
    await vault.addAccount('Segunda')
    const error = await vault.reviewPlan(cancelFrom(SECOND, ME)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect(reason(error)).toMatch(/cancel pays .* not the wallet itself/)
  })

  it("signs a speed-up of the second account's transfer with that account's key, on the pending nonce", async () => {
    await vault.addAccount('Segunda')
    const spedUp = { ...from(SECOND, transfer('ETH', THIRD, 1n)), fees: higher }
    const review = await vault.reviewPlan(spedUp)
    const [raw] = await vault.signReviewed(review.id, { nonce: 9 })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(SECOND)
    expect(parseTransaction(raw as `0x02${string}`).nonce).toBe(9)
  })
})

describe('the 24 h sum for new addresses, across accounts', () => {
  it('counts the same payment from two accounts on one nonce twice: each account has nonces of its own', async () => {
    await vault.addAccount('Segunda')
    const sixty = (account: Address) => from(account, transfer('USDC', WATCHED, 60_000_000n))
    const first = await vault.reviewPlan(sixty(ME))
    expect(first.needsPassword).toBe(false)
    await vault.signReviewed(first.id, { nonce: 0 })
    // US$ 60 + US$ 60 to a new address: past the US$ 100 limit, so the second needs the password.
    const second = await vault.reviewPlan(sixty(SECOND))
    expect(second.needsPassword).toBe(true)
    await expect(vault.signReviewed(second.id, { nonce: 0 })).rejects.toBeInstanceOf(PasswordRequiredError)
  })
})
