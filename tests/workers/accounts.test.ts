import { clear, get, set } from 'idb-keyval'
import { parseTransaction, recoverTransactionAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  AccountError,
  SecretNotAvailableError,
  UnsafeTransactionError,
  VaultLockedError,
  type WalletError,
} from '../../src/domain/errors'
import { deriveSealingKey, seal, VAULT_KEY, type VaultRecord } from '../../src/workers/vault/keystore'
import { accountAddress, deriveAccountsNode, parseMnemonic } from '../../src/workers/vault/secrets'
import { Vault } from '../../src/workers/vault/vault'
import type { PlanForReview } from '../../src/workers/vaultApi'
import vectors from '../vectors/accounts.json'
import { aave, act, erc20, FRIEND, PASSWORD, plan, testVault, transfer, USDC } from './plans'
import { snapshot } from './vaultHarness'

type Address = `0x${string}`

/**
 * Several accounts of one seed (m/44'/60'/0'/0/i), as a hostile page script reaches them: the worker derives
 * every account itself, signs only for those, checks everything "the wallet itself" is against the account
 * signing, and refuses (AccountError, nothing changed) any add, rename or hide it should not do.
 */
const [junk, abandon] = vectors.wallets as [
  { mnemonic: string; accounts: Address[] },
  { mnemonic: string; accounts: Address[] },
]
const [ME, SECOND, THIRD] = junk.accounts as [Address, Address, Address]
const { vault, store } = testVault('accounts')

const from = (address: Address, p: PlanForReview): PlanForReview => ({ ...p, from: address })
const reason = (error: unknown) => (error as WalletError).details

async function junkWallet() {
  await vault.lock()
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importMnemonic(junk.mnemonic)
}

afterAll(async () => {
  await vault.lock()
  await clear(store)
})

describe('accounts of the published seeds', () => {
  it.each(vectors.wallets)('$mnemonic derives its first three published accounts', async (wallet) => {
    const node = await deriveAccountsNode(parseMnemonic(wallet.mnemonic))
    expect([0, 1, 2].map((i) => accountAddress(node, i))).toEqual(wallet.accounts)
    node.wipePrivateData()
  })

  it('"Agregar cuenta" gives the seed\'s next accounts, in order, named', async () => {
    await vault.lock()
    await clear(store)
    await vault.setPassword(PASSWORD)
    await vault.importMnemonic(abandon.mnemonic)
    expect(await vault.addAccount('  Ahorro   dólares ')).toEqual({
      index: 1,
      address: abandon.accounts[1],
      name: 'Ahorro dólares',
      hidden: false,
    })
    await vault.addAccount('Gastos')
    expect((await vault.status()).accounts).toEqual([
      { index: 0, address: abandon.accounts[0], name: null, hidden: false },
      { index: 1, address: abandon.accounts[1], name: 'Ahorro dólares', hidden: false },
      { index: 2, address: abandon.accounts[2], name: 'Gastos', hidden: false },
    ])
  })
})

describe('signing for several accounts', () => {
  beforeEach(junkWallet)

  it("signs a transfer from account 2 with account 2's key, and refuses an account not added yet", async () => {
    const fromThird = from(THIRD, transfer('ETH', FRIEND, 10n ** 15n))
    const before = await vault.reviewPlan(fromThird).catch((e: unknown) => e)
    expect(before).toBeInstanceOf(UnsafeTransactionError)
    expect(reason(before)).toMatch(/not from this wallet/)

    await vault.addAccount('Segunda')
    await vault.addAccount('Tercera')
    const review = await vault.reviewPlan(fromThird)
    const [raw] = await vault.signReviewed(review.id, { nonce: 0 })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(THIRD)
    expect(parseTransaction(raw as `0x02${string}`).to).toBe(FRIEND.toLowerCase())
  })

  it('signs for a hidden account too (hidden is not lost), never for a watch-only or stranger address', async () => {
    await vault.addAccount('Segunda')
    await vault.setAccountHidden(SECOND, true)
    const review = await vault.reviewPlan(from(SECOND, transfer('ETH', FRIEND, 1n)))
    const [raw] = await vault.signReviewed(review.id, { nonce: 1 })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(SECOND)
    for (const stranger of [FRIEND, abandon.accounts[1] as Address]) {
      const error = await vault.reviewPlan(from(stranger, transfer('ETH', ME, 1n))).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UnsafeTransactionError)
    }
  })

  it("checks a protocol's beneficiary against the account signing, not the first account", async () => {
    await vault.addAccount('Segunda')
    const x = 1_000_000n
    const forMe = plan(act('supply', 'aave', 'USDC', x), [
      erc20.approve(USDC, aave.supply(USDC, x).to, x),
      aave.supply(USDC, x, ME),
    ])
    const error = await vault.reviewPlan(from(SECOND, forMe)).catch((e: unknown) => e)
    expect(reason(error)).toMatch(/onBehalfOf .* is not the wallet/)
    const forSecond = plan(act('supply', 'aave', 'USDC', x), [
      erc20.approve(USDC, aave.supply(USDC, x).to, x),
      aave.supply(USDC, x, SECOND),
    ])
    const review = await vault.reviewPlan(from(SECOND, forSecond))
    const raws = await vault.signReviewed(review.id, { nonce: 0 })
    for (const raw of raws)
      expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(SECOND)
  })

  it("treats a transfer between the wallet's own accounts as no new recipient; a stranger above US$ 100 needs the password", async () => {
    await vault.addAccount('Segunda')
    const toFirst = await vault.reviewPlan(from(SECOND, transfer('USDC', ME, 500_000_000n)))
    expect(toFirst.needsPassword).toBe(false)
    const toStranger = await vault.reviewPlan(from(SECOND, transfer('USDC', FRIEND, 500_000_000n)))
    expect(toStranger.needsPassword).toBe(true)
  })
})

describe('what the worker refuses, changing nothing', () => {
  beforeEach(junkWallet)

  it('refuses adding, renaming or hiding accounts while locked', async () => {
    await vault.addAccount('Segunda')
    await vault.lock()
    const before = await snapshot(store)
    for (const call of [
      () => vault.addAccount('Tercera'),
      () => vault.renameAccount(SECOND, 'Otra'),
      () => vault.setAccountHidden(SECOND, true),
    ])
      await expect(call()).rejects.toBeInstanceOf(VaultLockedError)
    expect(await snapshot(store)).toEqual(before)
  })

  it.each([
    ['an empty name', ''],
    ['only spaces', '   \t '],
    ['33 characters', 'x'.repeat(33)],
    ['a right-to-left override', 'Ahorro\u202Eevil'],
    ['a control character', 'Aho\u0000rro'],
    ['a number', 42],
    ['null', null],
    ['an object that turns into text', { toString: () => 'Ahorro' }],
  ])('refuses a new account named with %s', async (_what, name) => {
    const before = await snapshot(store)
    const error = await vault.addAccount(name as string).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AccountError)
    expect(reason(error)).toBe('badName')
    expect((error as WalletError).shortMessage).toBe('accounts.error.badName')
    expect(await snapshot(store)).toEqual(before)
  })

  it('accepts 32 characters (code points, accents included)', async () => {
    const name = 'ñ'.repeat(32)
    expect((await vault.addAccount(name)).name).toBe(name)
  })

  it.each([
    ['rename: a bad address', () => vault.renameAccount('0x1234' as Address, 'Otra'), 'badAddress'],
    ['rename: an address not in the wallet', () => vault.renameAccount(FRIEND, 'Otra'), 'unknownAccount'],
    ['rename: an account not added yet', () => vault.renameAccount(THIRD, 'Otra'), 'unknownAccount'],
    ['rename: a bad name', () => vault.renameAccount(SECOND, ' '), 'badName'],
    ['hide: not a boolean', () => vault.setAccountHidden(SECOND, 'true' as never), 'badFlag'],
    ['hide: an address not in the wallet', () => vault.setAccountHidden(FRIEND, true), 'unknownAccount'],
  ] as const)('refuses %s', async (_what, call, why) => {
    await vault.addAccount('Segunda')
    const before = await snapshot(store)
    const error = await call().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AccountError)
    expect(reason(error)).toBe(why)
    expect(await snapshot(store)).toEqual(before)
  })

  it('renames and hides, shows again, and never hides the last visible account', async () => {
    await vault.addAccount('Segunda')
    await vault.renameAccount(ME, 'Principal')
    await vault.setAccountHidden(ME, true)
    const before = await snapshot(store)
    const error = await vault.setAccountHidden(SECOND, true).catch((e: unknown) => e)
    expect(reason(error)).toBe('lastVisible')
    expect(await snapshot(store)).toEqual(before)
    expect(await vault.setAccountHidden(ME, false)).toEqual([
      { index: 0, address: ME, name: 'Principal', hidden: false },
      { index: 1, address: SECOND, name: 'Segunda', hidden: false },
    ])
  })

  it('has one account for a wallet imported with a private key, and says so', async () => {
    await vault.lock()
    await clear(store)
    await vault.setPassword(PASSWORD)
    const key = mnemonicToAccount(junk.mnemonic).getHdKey().privateKey as Uint8Array
    await vault.importPrivateKey(`0x${[...key].map((b) => b.toString(16).padStart(2, '0')).join('')}`)
    const before = await snapshot(store)
    const error = await vault.addAccount('Segunda').catch((e: unknown) => e)
    expect(reason(error)).toBe('keyWallet')
    expect(await snapshot(store)).toEqual(before)
    expect((await vault.status()).accounts).toEqual([{ index: 0, address: ME, name: null, hidden: false }])
  })

  it('refuses a 101st account, inside the write, leaving the record as it was', async () => {
    const record = (await get<VaultRecord>(VAULT_KEY, store)) as VaultRecord
    const many = Array.from({ length: 100 }, (_, index) => ({
      index,
      address: ME,
      name: null,
      hidden: false,
    }))
    await set(VAULT_KEY, { ...record, accounts: many }, store)
    const before = await snapshot(store)
    const error = await vault.addAccount('Una más').catch((e: unknown) => e)
    expect(reason(error)).toBe('tooMany')
    expect(await snapshot(store)).toEqual(before)
  })

  it('has no call that adds an address or removes an account', () => {
    const calls = Object.getOwnPropertyNames(Object.getPrototypeOf(vault))
    expect(calls.filter((c) => /account/i.test(c)).sort()).toEqual([
      'addAccount',
      'renameAccount',
      'setAccountHidden',
    ])
  })
})

describe('a page script writing the record directly', () => {
  beforeEach(junkWallet)

  it('cannot make an address of its choice an account: the worker derives each listed index itself', async () => {
    await vault.addAccount('Segunda')
    const record = (await get<VaultRecord>(VAULT_KEY, store)) as VaultRecord
    const forged = record.accounts?.map((a) => (a.index === 1 ? { ...a, address: FRIEND } : a))
    await set(VAULT_KEY, { ...record, accounts: forged }, store)
    expect((await vault.status()).accounts.map((a) => a.address)).toEqual([ME, SECOND])
    const error = await vault.reviewPlan(from(FRIEND, transfer('ETH', ME, 1n))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    await expect(vault.renameAccount(FRIEND, 'Mía')).rejects.toBeInstanceOf(AccountError)
  })

  it("cannot make the first account another address: the record's own address is bound to the ciphertext", async () => {
    const record = (await get<VaultRecord>(VAULT_KEY, store)) as VaultRecord
    await set(
      VAULT_KEY,
      { ...record, accounts: [{ index: 0, address: FRIEND, name: 'X', hidden: false }] },
      store,
    )
    expect((await vault.status()).accounts).toEqual([{ index: 0, address: ME, name: 'X', hidden: false }])
  })
})

describe('every tab hears of a change', () => {
  it('announces an added, renamed or hidden account on the vault channel', async () => {
    const name = `billetera-test-accounts-${crypto.randomUUID()}`
    const listener = new BroadcastChannel(name)
    const heard: unknown[] = []
    listener.onmessage = (e) => heard.push(e.data)
    const tab = new Vault({ channel: new BroadcastChannel(name), store })
    await tab.lock()
    await clear(store)
    await tab.setPassword(PASSWORD)
    await tab.importMnemonic(junk.mnemonic)
    heard.length = 0
    await tab.addAccount('Segunda')
    await tab.renameAccount(SECOND, 'Ahorro')
    await tab.setAccountHidden(SECOND, true)
    await expect.poll(() => heard).toEqual([{ type: 'accounts' }, { type: 'accounts' }, { type: 'accounts' }])
    await tab.lock()
    listener.close()
  })
})

describe('records of an earlier version', () => {
  it('reads a record without accounts as one account, adds to it and keeps the sealed secret byte for byte', async () => {
    await vault.lock()
    await clear(store)
    // Sealed exactly as the previous version did: no `accounts` field at all.
    const sealing = await deriveSealingKey(PASSWORD)
    const old = await seal(sealing, parseMnemonic(junk.mnemonic), {
      address: ME,
      kind: 'mnemonic',
      created: false,
    })
    expect('accounts' in old).toBe(false)
    await set(VAULT_KEY, old, store)

    expect((await vault.status()).accounts).toEqual([{ index: 0, address: ME, name: null, hidden: false }])
    await vault.unlock(PASSWORD)
    await vault.addAccount('Segunda')
    const stored = (await get<VaultRecord>(VAULT_KEY, store)) as VaultRecord
    expect({ salt: stored.salt, iv: stored.iv, ciphertext: stored.ciphertext, kdf: stored.kdf }).toEqual({
      salt: old.salt,
      iv: old.iv,
      ciphertext: old.ciphertext,
      kdf: old.kdf,
    })
    expect(stored.accounts?.map((a) => a.address)).toEqual([ME, SECOND])

    // It still opens, and a re-seal under a new password (a restore of the same seed) keeps the accounts.
    await vault.lock()
    expect(await vault.unlock(PASSWORD)).toEqual({ address: ME })
    await vault.restore(junk.mnemonic, 'otra clave bien larga', { allowDifferent: false })
    expect((await vault.status()).accounts.map((a) => a.name)).toEqual([null, 'Segunda'])
  })
})

describe('the private key page', () => {
  it("shows the chosen account's key of a wallet made here; one seed for all", async () => {
    await vault.lock()
    await clear(store)
    await vault.setPassword(PASSWORD)
    const created = await vault.create(crypto.randomUUID())
    const second = await vault.addAccount('Segunda')
    const expected = mnemonicToAccount(created.mnemonic, { addressIndex: 1 })
    expect(second.address).toBe(expected.address)
    const key = await vault.reveal(PASSWORD, 'privateKey', second.address)
    expect(key).toBe(
      `0x${[...(expected.getHdKey().privateKey as Uint8Array)].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
    )
    expect(await vault.reveal(PASSWORD, 'privateKey')).toBe(created.privateKey)
    expect(await vault.reveal(PASSWORD, 'mnemonic', second.address)).toBe(created.mnemonic)
    await expect(vault.reveal(PASSWORD, 'privateKey', FRIEND)).rejects.toBeInstanceOf(AccountError)
  })

  it('shows no key for a wallet imported by seed phrase, whichever account', async () => {
    await junkWallet()
    await vault.addAccount('Segunda')
    await expect(vault.reveal(PASSWORD, 'privateKey', SECOND)).rejects.toBeInstanceOf(SecretNotAvailableError)
  })
})
