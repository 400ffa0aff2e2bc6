import { expect, test } from '@playwright/test'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import { freshWallet, fundExactly, homePassword, openWithWallet } from './fixtures/homeWallet'
import { LoansPage } from './pages/LoansPage'
import type { ReviewFrame } from './pages/ReviewFrame'
import { VaultsPage } from './pages/VaultsPage'
import {
  attackerRecord,
  attackerWallet,
  expectNoSecretIn,
  forgeEverything,
  hideAndCover,
  plants,
} from './support/hostileFlows'
import { everythingIn, expectNothingOf } from './support/hostilePage'
import { Hostile, signerRecords } from './support/hostileSuite'
import { sendAs } from './support/positions'
import { chainOf, rpc, tokenBalance } from './support/wallet'

/**
 * Issue 41 step 7, the hostile-page suite (the item mapping is at the top of hostilePage.spec.ts): the same one
 * script on the app's origin while the person deposits into Aave and borrows from Aave. While each review is on
 * screen the script calls every method of the app's channel (but `lock`, which would end the person's review),
 * rewrites and plants the app's storage and hides, covers and moves the signer's frames; afterwards the chain
 * holds exactly what the person confirmed (token balances, debt and nonce over RPC), the signer's records are as
 * they left them, and nothing the script recorded or was answered holds the password or the key.
 */

type Hex = `0x${string}`
type AaveChain = {
  contracts: { aavePool: Hex }
  tokens: { USDC: Hex; WETH: Hex }
  aTokens: { USDC: Hex }
  variableDebtTokens: { USDC: Hex }
}
const aave = () => chainOf(1) as unknown as AaveChain

/** What the review's frame says while a page hides or covers it (i18n/en/signerReview.ts). */
const HIDDEN = 'Confirm works only while this review is in view with nothing over it.'

/** The signer's records but the running sums, which every signature without the password moves (item 4). */
const besidesSums = (records: Record<string, string>) =>
  Object.fromEntries(Object.entries(records).filter(([key]) => !/\/guard-ledger/.test(key)))

/** Every attack of the script at once, while a review of the person's is on screen and Confirmar answers. */
async function attackDuringReview(hostile: Hostile, wallet: { key: Hex; address: Hex }, review: ReviewFrame) {
  // The script strikes once Confirmar answers: when the person is about to press it.
  await review.show()
  await expect(review.confirm()).toBeEnabled()
  const attacker = attackerWallet()
  const forged = await forgeEverything(
    hostile,
    { address: wallet.address, password: homePassword, attacker },
    false,
  )
  expect(forged.wrong).toEqual([])
  expectNoSecretIn(forged.replies, [wallet.key, homePassword])
  const planted = plants(wallet.address, await attackerRecord(attacker))
  await hostile.overwriteAndDelete()
  await hostile.plant(planted.entries, planted.local)
  await hideAndCover(hostile, review, HIDDEN)
  return attacker
}

test('deposit into Aave: the chain holds exactly the person’s exact approval and supply of 100 USDC, and nothing of the script’s', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const hostile = await Hostile.install(page, baseURL as string)
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const wallet = freshWallet()
  await fundExactly(wallet.address, { ETH: parseEther('1'), USDC: parseUnits('1000', 6) })
  await openWithWallet(page, wallet, '/inflation')
  const early = await hostile.snapshot()
  const left = await signerRecords(page)
  const vaults = new VaultsPage(page)
  await vaults.start('aave', /^Deposit$/, '100')
  await expect(vaults.reviewSteps()).toHaveCount(2)
  const attacker = await attackDuringReview(hostile, wallet, vaults.reviewFrame)
  expect(await rpc(1).getTransactionCount({ address: wallet.address })).toBe(0)
  await vaults.pressConfirm()
  await expect(vaults.success()).toBeVisible({ timeout: 30_000 })
  await hostile.rollback(early)

  // Exactly the approval and the supply: 100 USDC left the wallet, about 100 aUSDC arrived, no allowance left.
  const { contracts, tokens, aTokens } = aave()
  expect(await rpc(1).getTransactionCount({ address: wallet.address })).toBe(2)
  expect(await tokenBalance(1, tokens.USDC, wallet.address)).toBe(parseUnits('900', 6))
  const received = await tokenBalance(1, aTokens.USDC, wallet.address)
  expect(received >= parseUnits('100', 6) - 1n && received <= parseUnits('100', 6)).toBe(true)
  expect(
    await rpc(1).readContract({
      address: tokens.USDC,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.address, contracts.aavePool],
    }),
  ).toBe(0n)
  expect(await rpc(1).getBalance({ address: attacker.address })).toBe(0n)
  expect(besidesSums(await signerRecords(page))).toEqual(besidesSums(left))
  const seen = await hostile.collect()
  expectNothingOf(seen, [homePassword])
  expectNoSecretIn(everythingIn(seen), [wallet.key])
})

test('borrow from Aave with the password in the frame: the chain holds exactly the person’s 100 USDC loan; the script sees no password', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const hostile = await Hostile.install(page, baseURL as string)
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const wallet = freshWallet()
  await fundExactly(wallet.address, {
    ETH: parseEther('1'),
    WETH: parseEther('2'),
    USDC: parseUnits('50', 6),
  })
  // The wallet's 1 WETH of collateral, supplied by itself over RPC: the test starts at the borrow.
  const { contracts, tokens, variableDebtTokens } = aave()
  await sendAs(wallet, [
    {
      address: tokens.WETH,
      abi: erc20Abi,
      functionName: 'approve',
      args: [contracts.aavePool, parseEther('1')],
    },
    {
      address: contracts.aavePool,
      abi: aavePoolAbi,
      functionName: 'supply',
      args: [tokens.WETH, parseEther('1'), wallet.address, 0],
    },
  ])
  const nonce = await rpc(1).getTransactionCount({ address: wallet.address })
  await openWithWallet(page, wallet, '/loans')
  const left = await signerRecords(page)
  const loans = new LoansPage(page)
  await loans.prepare(/^Borrow$/, 'USDC', '100')
  await loans.action(/^Borrow Now$/).click()
  await expect(loans.reviewPasswordWhy()).toBeVisible()
  const attacker = await attackDuringReview(hostile, wallet, loans.passwordFrame)
  await loans.passwordFrame.refuse('no-es-la-clave-3')
  // The password typed in the frame, with its Confirmar (issue 41 step 5).
  await loans.passwordFrame.confirmWith(homePassword)
  await expect(loans.status()).toHaveText(/^Borrowed successfully/, { timeout: 20_000 })

  // Exactly the loan: one transaction, 100 USDC of debt, 100 USDC more in the wallet.
  expect(await rpc(1).getTransactionCount({ address: wallet.address })).toBe(nonce + 1)
  const link = await loans.viewTransaction().getAttribute('href')
  const receipt = await rpc(1).getTransactionReceipt({ hash: link?.split('/tx/')[1] as Hex })
  expect(await tokenBalance(1, variableDebtTokens.USDC, wallet.address, receipt.blockNumber)).toBe(
    parseUnits('100', 6),
  )
  expect(await tokenBalance(1, tokens.USDC, wallet.address)).toBe(parseUnits('150', 6))
  expect(await rpc(1).getBalance({ address: attacker.address })).toBe(0n)
  expect(besidesSums(await signerRecords(page))).toEqual(besidesSums(left))
  const seen = await hostile.collect()
  expectNothingOf(seen, [homePassword, 'no-es-la-clave-3'])
  expectNoSecretIn(everythingIn(seen), [wallet.key])
})
