import { clear } from 'idb-keyval'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UnsafeTransactionError, UnsupportedChainError, type WalletError } from '../../src/domain/errors'
import type { PlanForReview } from '../../src/workers/vaultApi'
import { expectSigned, FRIEND, KEY, PASSWORD, testVault, transfer } from './plans'
import { calls, limits, malformed } from './refusedInput'
import { approvals, beneficiaries, supply, transfers } from './refusedPlans'

/**
 * The worker reads every plan as a hostile page script could send it (DESIGN.md §3): each request of these
 * tables is refused at review with an UnsafeTransactionError naming why, so no review id exists to sign.
 */
const { vault, store } = testVault('plan-review')

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => vault.forget(PASSWORD))

describe('the worker refuses, naming why, and signs nothing', () => {
  it('has no blind signing call at all', () => {
    expect((vault as unknown as Record<string, unknown>).signTransaction).toBeUndefined()
    expect(Object.getOwnPropertyNames(Object.getPrototypeOf(vault))).not.toContain('signTransaction')
  })

  it.each([...transfers, ...beneficiaries, ...approvals, ...calls, ...limits, ...malformed])(
    'refuses %s',
    async (_name, input, why) => {
      const error = await vault.reviewPlan(input as PlanForReview).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UnsafeTransactionError)
      expect((error as WalletError).shortMessage).toBe('vault.unsafeTransaction')
      expect((error as WalletError).details).toMatch(why)
      expect((error as Error).message).not.toContain(KEY.slice(2))
      // No review id came back, and the worker still signs what it should.
      const review = await vault.reviewPlan(supply)
      await expectSigned(await vault.signReviewed(review.id, { nonce: 5 }), supply, 5)
    },
  )

  it('refuses a chain outside the four networks', async () => {
    const bsc = { ...transfer('ETH', FRIEND, 1n), chainId: 56 }
    await expect(vault.reviewPlan(bsc)).rejects.toBeInstanceOf(UnsupportedChainError)
  })

  it('refuses a confirm without a whole nonce, and the review stays usable', async () => {
    const review = await vault.reviewPlan(supply)
    for (const nonce of [undefined, -1, 1.5, '3'])
      await expect(vault.signReviewed(review.id, { nonce } as never)).rejects.toThrow(/malformed nonce/)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 3 }), supply, 3)
  })
})
