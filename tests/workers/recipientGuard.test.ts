import { clear, get, set } from 'idb-keyval'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PasswordRequiredError, ReviewExpiredError, WrongPasswordError } from '../../src/domain/errors'
import type { PlanForReview } from '../../src/workers/vaultApi'
import { expectSigned, KEY, ME, PASSWORD, testVault, transfer } from './plans'

/**
 * Settings' "ask for the password for new addresses" (DESIGN.md §3): a transfer to an address this wallet
 * never confirmed with the password, above US$ 100 alone or with what went to new addresses in the last
 * 24 h, needs the password at Confirm, checked in the worker.
 */
const { vault, store, clock } = testVault('recipient-guard')
const NEW = [
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
] as const
const USD = 1_000_000n
const ETH = 10n ** 18n
const HOUR = 3_600_000
const RECORD = `recipient-guard:${ME.toLowerCase()}`

async function confirm(reviewed: PlanForReview, password?: string) {
  const review = await vault.reviewPlan(reviewed)
  const raws = await vault.signReviewed(review.id, { nonce: 0, ...(password ? { password } : {}) })
  await expectSigned(raws, reviewed, 0)
  return review
}

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
  await vault.setAutoLockMinutes(PASSWORD, 1440)
})
afterAll(() => vault.forget(PASSWORD))

describe('a transfer to a new address above US$ 100', () => {
  it('needs the password, checked in the worker; then that address is trusted', async () => {
    const oneEth = transfer('ETH', NEW[0], ETH)
    const review = await vault.reviewPlan(oneEth)
    expect(review.needsPassword).toBe(true)
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(PasswordRequiredError)
    const wrong = { nonce: 0, password: 'not the password' }
    await expect(vault.signReviewed(review.id, wrong)).rejects.toBeInstanceOf(WrongPasswordError)
    const raws = await vault.signReviewed(review.id, { nonce: 0, password: PASSWORD })
    await expectSigned(raws, oneEth, 0)
    expect((await confirm(transfer('ETH', NEW[0], 2n * ETH))).needsPassword).toBe(false)
  })

  it('leaves what goes to trusted addresses out of the sum for new ones', async () => {
    expect((await vault.reviewPlan(transfer('USDC', NEW[1], 90n * USD))).needsPassword).toBe(false)
  })

  it('is counted at the catalogue’s price, which a page price can raise but not lower', async () => {
    expect((await vault.reviewPlan(transfer('USDC', NEW[1], 101n * USD))).needsPassword).toBe(true)
    const cheap = { ...transfer('USDC', NEW[1], 101n * USD), usdPrice: 0.5 }
    expect((await vault.reviewPlan(cheap)).needsPassword).toBe(true)
    const dear = { ...transfer('USDC', NEW[1], 60n * USD), usdPrice: 2 }
    expect((await vault.reviewPlan(dear)).needsPassword).toBe(true)
    expect((await vault.reviewPlan(transfer('USDC', NEW[1], 100n * USD))).needsPassword).toBe(false)
  })

  it('counts what leaves at a ceiling price: US$ 100.01 of WBTC at 100 000 asks, whatever price the page gives', async () => {
    // 0.0010001 WBTC: US$ 100.01 with WBTC at US$ 100 000. At the old US$ 60 000 floor it read as US$ 60.
    const wbtc = transfer('WBTC', NEW[2], 100_010n)
    for (const usdPrice of [undefined, 60_000, 100_000, 0])
      expect(
        (await vault.reviewPlan({ ...wbtc, ...(usdPrice === undefined ? {} : { usdPrice }) })).needsPassword,
      ).toBe(true)
    const refused = await vault.reviewPlan({ ...wbtc, usdPrice: 60_000 })
    await expect(vault.signReviewed(refused.id, { nonce: 0 })).rejects.toBeInstanceOf(PasswordRequiredError)
    // US$ 100.01 of ETH at US$ 4 000 (0.025 ETH): the US$ 3 000 floor read it as US$ 75.
    expect(
      (await vault.reviewPlan({ ...transfer('ETH', NEW[2], ETH / 40n), usdPrice: 3_000 })).needsPassword,
    ).toBe(true)
  })

  it('never needs it to the wallet itself', async () => {
    expect((await confirm(transfer('ETH', ME, 10n * ETH))).needsPassword).toBe(false)
  })

  it('signs once when two confirms with the password race', async () => {
    const review = await vault.reviewPlan(transfer('ETH', NEW[5], ETH))
    const both = await Promise.allSettled([
      vault.signReviewed(review.id, { nonce: 0, password: PASSWORD }),
      vault.signReviewed(review.id, { nonce: 0, password: PASSWORD }),
    ])
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(both.find((r) => r.status === 'rejected')?.reason).toBeInstanceOf(ReviewExpiredError)
  })
})

describe('small transfers to new addresses', () => {
  it('add up over 24 h: past US$ 100 they need the password, even when reviewed before', async () => {
    expect((await confirm(transfer('USDC', NEW[2], 40n * USD))).needsPassword).toBe(false)
    const early = await vault.reviewPlan(transfer('USDC', NEW[3], 40n * USD))
    const other = await vault.reviewPlan(transfer('DAI', NEW[4], 40n * ETH))
    expect([early.needsPassword, other.needsPassword]).toEqual([false, false])
    await vault.signReviewed(early.id, { nonce: 0 })
    await expect(vault.signReviewed(other.id, { nonce: 0 })).rejects.toBeInstanceOf(PasswordRequiredError)
    expect((await vault.reviewPlan(transfer('USDC', NEW[2], 30n * USD))).needsPassword).toBe(true)
  })

  it('stop counting after 24 h', async () => {
    clock.now += 24 * HOUR
    // A day is past every auto-lock: the wallet opens again first.
    await vault.unlock(PASSWORD)
    expect((await vault.reviewPlan(transfer('USDC', NEW[2], 90n * USD))).needsPassword).toBe(false)
  })
})

describe('the rule itself', () => {
  it('changes only with the password', async () => {
    expect(await vault.recipientGuard()).toEqual({ enabled: true, limitUsd: 100 })
    const off = { enabled: false, limitUsd: 100 }
    await expect(vault.setRecipientGuard('', off)).rejects.toBeInstanceOf(WrongPasswordError)
    await expect(vault.setRecipientGuard('not the password', off)).rejects.toBeInstanceOf(WrongPasswordError)
    await expect(vault.setRecipientGuard(PASSWORD, { enabled: true, limitUsd: -1 })).rejects.toThrow(
      RangeError,
    )
    expect(await vault.recipientGuard()).toEqual({ enabled: true, limitUsd: 100 })
    await vault.setRecipientGuard(PASSWORD, { enabled: true, limitUsd: 10_000 })
    expect(await vault.recipientGuard()).toEqual({ enabled: true, limitUsd: 10_000 })
    // 1 ETH counts at its US$ 6 000 ceiling.
    expect((await vault.reviewPlan(transfer('ETH', NEW[4], ETH))).needsPassword).toBe(false)
  })

  it('ignores a record changed outside the worker: the defaults apply', async () => {
    const stored = (await get<Record<string, unknown>>(RECORD, store)) ?? {}
    expect(stored).toMatchObject({ enabled: true, limitUsd: 10_000 })
    await set(RECORD, { ...stored, enabled: false }, store)
    expect(await vault.recipientGuard()).toEqual({ enabled: true, limitUsd: 100 })
    expect((await vault.reviewPlan(transfer('ETH', NEW[4], ETH))).needsPassword).toBe(true)
    await set(RECORD, { ...stored, trusted: [...(stored.trusted as string[]), NEW[4].toLowerCase()] }, store)
    expect((await vault.reviewPlan(transfer('ETH', NEW[4], ETH))).needsPassword).toBe(true)
  })

  it('is on when its record is gone', async () => {
    await set(RECORD, undefined, store)
    expect(await vault.recipientGuard()).toEqual({ enabled: true, limitUsd: 100 })
    expect((await vault.reviewPlan(transfer('ETH', NEW[0], ETH))).needsPassword).toBe(true)
  })

  it('off, lets any transfer through without the password', async () => {
    await vault.setRecipientGuard(PASSWORD, { enabled: false, limitUsd: 100 })
    expect((await confirm(transfer('ETH', NEW[4], 5n * ETH))).needsPassword).toBe(false)
  })
})

it('never stores the key beside the rule', async () => {
  expect(JSON.stringify(await get(RECORD, store))).not.toContain(KEY.slice(2))
})
