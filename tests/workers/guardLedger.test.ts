import { clear, createStore, del, get, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { PasswordRequiredError } from '../../src/domain/errors'
import { Vault } from '../../src/workers/vault/vault'
import type { PlanForReview } from '../../src/workers/vaultApi'
import { GWEI, KEY, ME, PASSWORD, transfer } from './plans'

/**
 * The 24 h sums live in the signer's storage (docs/signer-plan.md step 2, issue 41 item 4): a reload (a new
 * worker on the same storage), another tab, or a lock and unlock start from what was signed, and a ledger that
 * is missing, altered or rolled back counts as the strictest sums, never as zero.
 */
const store = createStore('billetera-test-guard-ledger', 'vault')
const clock = { now: Date.UTC(2026, 0, 1) }
/** A worker as a fresh page starts it: nothing in memory, the same storage. */
const worker = () => new Vault({ channel: null, store, now: () => clock.now })
const USD = 1_000_000n
const LEDGER = `guard-ledger:${ME.toLowerCase()}`
const NEW = [
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
] as const
/** US$ 99 of USDC to a new address: under the US$ 100 limit alone. */
const ninetyNine = (to: `0x${string}`) => transfer('USDC', to, 99n * USD)
/** A token transfer of one unit whose fee ceiling is 200 000 gas × `gwei`. */
const costly = (to: `0x${string}`, gwei: bigint): PlanForReview => ({
  ...transfer('USDC', to, 1n),
  fees: { maxFeePerGas: gwei * GWEI, maxPriorityFeePerGas: GWEI },
})

async function opened(): Promise<Vault> {
  const vault = worker()
  await vault.unlock(PASSWORD)
  return vault
}

/** Signs a plan without the password; returns whether the review asked for it. */
async function signUnasked(vault: Vault, plan: PlanForReview, nonce: number): Promise<boolean> {
  const review = await vault.reviewPlan(plan)
  if (review.needsPassword) return true
  await vault.signReviewed(review.id, { nonce })
  return false
}

beforeEach(async () => {
  await clear(store)
  const first = worker()
  await first.setPassword(PASSWORD)
  await first.importPrivateKey(KEY)
  await first.lock()
})

describe('the new-recipient sum across reloads, tabs and lock/unlock', () => {
  it('US$ 99 three times: the second asks for the password, though each ran in a new worker', async () => {
    expect(await signUnasked(await opened(), ninetyNine(NEW[0]), 0)).toBe(false)
    // A reload: a new worker on the same storage.
    const second = await opened()
    const review = await second.reviewPlan(ninetyNine(NEW[1]))
    expect(review.passwordReasons).toEqual(['newRecipient'])
    await expect(second.signReviewed(review.id, { nonce: 1 })).rejects.toBeInstanceOf(PasswordRequiredError)
    // Lock and unlock in the same worker: the sum is still there.
    await second.lock()
    await second.unlock(PASSWORD)
    expect((await second.reviewPlan(ninetyNine(NEW[2]))).needsPassword).toBe(true)
    // 24 h later the first transfer has left the window.
    clock.now += 24 * 3_600_000 + 1
    expect(await signUnasked(await opened(), ninetyNine(NEW[3]), 1)).toBe(false)
  })

  it('a sum another tab signed meanwhile counts at Confirm, even after this tab reviewed', async () => {
    const here = await opened()
    const there = await opened()
    const review = await here.reviewPlan(ninetyNine(NEW[0]))
    expect(review.needsPassword).toBe(false)
    expect(await signUnasked(there, ninetyNine(NEW[1]), 0)).toBe(false)
    await expect(here.signReviewed(review.id, { nonce: 1 })).rejects.toBeInstanceOf(PasswordRequiredError)
  })
})

describe('the fee budget across reloads', () => {
  it('fees signed in one worker count in the next: the third US$ 60 fee ceiling asks', async () => {
    // 200 000 gas × 50 gwei at US$ 6 000 the ETH: US$ 60 each; the budget is US$ 150 over 24 h.
    const first = await opened()
    expect(await signUnasked(first, costly(NEW[0], 50n), 0)).toBe(false)
    expect(await signUnasked(await opened(), costly(NEW[0], 50n), 1)).toBe(false)
    const third = await (await opened()).reviewPlan(costly(NEW[0], 50n))
    expect(third.passwordReasons).toEqual(['fees'])
  })
})

describe('a ledger missing, altered or rolled back is the strictest rule', () => {
  it('deleted after a signature: the next transfer to a new address asks, even US$ 1', async () => {
    expect(await signUnasked(await opened(), ninetyNine(NEW[0]), 0)).toBe(false)
    await del(LEDGER, store)
    const review = await (await opened()).reviewPlan(transfer('USDC', NEW[1], USD))
    expect(review.passwordReasons).toEqual(['newRecipient', 'fees'])
  })

  it('written back from before a signature: asks as if everything were spent', async () => {
    expect(await signUnasked(await opened(), ninetyNine(NEW[0]), 0)).toBe(false)
    const before = await get(LEDGER, store)
    expect(await signUnasked(await opened(), transfer('USDC', NEW[1], USD), 1)).toBe(false)
    await set(LEDGER, before, store)
    expect((await (await opened()).reviewPlan(transfer('USDC', NEW[2], USD))).needsPassword).toBe(true)
  })

  it('altered (its sums lowered): asks, and stays strict after a reload', async () => {
    expect(await signUnasked(await opened(), ninetyNine(NEW[0]), 0)).toBe(false)
    const record = (await get<{ recipients: { usd: number }[] }>(LEDGER, store)) as {
      recipients: { usd: number }[]
    }
    await set(LEDGER, { ...record, recipients: [] }, store)
    expect((await (await opened()).reviewPlan(transfer('USDC', NEW[1], USD))).needsPassword).toBe(true)
    expect((await (await opened()).reviewPlan(transfer('USDC', NEW[1], USD))).needsPassword).toBe(true)
  })

  it('a wallet with nothing signed yet starts at zero', async () => {
    expect((await (await opened()).reviewPlan(ninetyNine(NEW[0]))).needsPassword).toBe(false)
  })
})
