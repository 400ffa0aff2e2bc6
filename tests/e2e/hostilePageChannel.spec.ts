import { expect, test } from '@playwright/test'
import { openOrigin, storeLockedWallet, testAddress, testPassword } from './fixtures/storedWallet'
import { UnlockPage } from './pages/UnlockPage'
import { ATTACKER_PASSWORD } from './support/forgeries'
import { attackerWallet, scriptTransfer } from './support/hostileFlows'
import { Hostile, signerRecords } from './support/hostileSuite'
import { chainOf, openFundedHome, rpc, unlockHome } from './support/wallet'

/**
 * Issue 41 step 7, the hostile-page suite (the item mapping is at the top of hostilePage.spec.ts): the calls of
 * the app's channel that the steps of this session take away from it. Item 5: `restore(…, { allowDifferent })`
 * swapped the stored wallet for the script's (the signer's restore screen takes it, step 4); and a review the
 * script made itself and confirmed itself on the app's channel (step 5: only a Confirm in the signer's frame
 * lets the app's port sign).
 */

test('restore with allowDifferent over the app’s channel (item 5): refused; the person’s wallet stays and their password opens it after a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const hostile = await Hostile.install(page, baseURL as string)
  const attacker = attackerWallet()
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/home')
  await new UnlockPage(page).unlock(testPassword)
  await page.waitForURL(/\/home$/)
  const left = await signerRecords(page)
  const reply = await hostile.call('restore', [attacker.phrase, ATTACKER_PASSWORD, { allowDifferent: true }])
  expect(reply).toMatchObject({ type: 'HANDLER', value: { name: 'TypeError' } })
  expect(await signerRecords(page)).toEqual(left)
  await hostile.collect()
  await page.reload()
  await unlockHome(page)
  expect((await hostile.call('status', [])).value).toMatchObject({ unlocked: true, address: testAddress })
})

test('a review the script made itself, under the limit, is never signed on the app’s channel: nothing reaches the chain', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const hostile = await Hostile.install(page, baseURL as string)
  const attacker = attackerWallet()
  await openFundedHome(page)
  const before = await rpc(1).getTransactionCount({ address: testAddress })
  // US$ 60 of ETH to the script's own address: under the new-recipient limit, the worker asks no password.
  const review = await hostile.call('reviewPlan', [scriptTransfer(testAddress, attacker.address, 10n ** 16n)])
  const { id, needsPassword } = review.value as { id: string; needsPassword: boolean }
  expect(needsPassword).toBe(false)
  const signed = await hostile.call('signReviewed', [id, { nonce: before }])
  // Were it signed, the script would broadcast it itself.
  if (Array.isArray(signed.value))
    for (const raw of signed.value as string[]) await hostile.broadcast(chainOf(1).rpcUrl, raw)
  expect(signed).toMatchObject({ type: 'HANDLER', value: { name: 'ReviewNotConfirmedError' } })
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(before)
  expect(await rpc(1).getBalance({ address: attacker.address })).toBe(0n)
})
