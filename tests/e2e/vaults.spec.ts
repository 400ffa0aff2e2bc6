import { expect, test } from '@playwright/test'
import { createWalletClient, erc20Abi, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type DevnetManifest, devnetProfile } from '../../src/chain/devnetProfile'
import { foreignWords } from '../language/telltales'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { VaultsPage } from './pages/VaultsPage'
import { setReserveFrozen } from './support/aave'
import { manifest, rpc } from './support/wallet'

const usdc = (n: number) => BigInt(n) * 1_000_000n
const sUSDeAbi = parseAbi([
  'function cooldowns(address) view returns (uint104 cooldownEnd, uint152 underlyingAmount)',
  'function cooldownDuration() view returns (uint24)',
])

test.describe('vaults from a funded wallet on the devnet', () => {
  test('validates, deposits 100 USDC into Aave and back, stakes USDe through the cooldown and back, revokes an approval', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const profile = devnetProfile(manifest() as unknown as DevnetManifest)
    const v = profile.vaults
    const tokens = profile.networks.ethereum.tokenAddresses
    const chain = rpc(1)
    const wallet = freshWallet()
    const me = wallet.address
    const balance = (token: `0x${string}`) =>
      chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
    await fundExactly(me, { ETH: 10n ** 18n, USDC: usdc(1000), USDe: 500n * 10n ** 18n })
    await openWithWallet(page, wallet, '/inflation')
    const vaults = new VaultsPage(page)
    await expect(vaults.title()).toHaveText('Bóvedas contra la inflación')
    // A savings app starts at the safest cards: tolerance Baja, so only Aave and Compound (issue 44).
    await expect(vaults.riskTolerance().locator('option:checked')).toHaveText('Baja')
    await expect(vaults.cards()).toHaveCount(2)
    await expect(vaults.card('ethena')).toHaveCount(0)
    await vaults.chooseRisk('high')
    await expect(vaults.cards()).toHaveCount(8)
    // Every card has its protocol's mark and its assets' logos: no letter placeholder (issue 44).
    await expect(vaults.card('convex').locator('[data-logo="convex"]')).toBeVisible()
    await expect(vaults.card('convex').locator('[data-logo="CVX"]')).toBeVisible()
    await expect(page.locator('.vault-cards [data-placeholder]')).toHaveCount(0)
    // The ES checkbox switches the whole app to English, where the spec's messages are word for word.
    await vaults.spanish().uncheck()
    await expect(vaults.title()).toHaveText('Inflation Hedge Vaults')
    await expect(vaults.tile('health')).toContainText('/100')
    await expect(vaults.diversification()).toHaveText(/^Vault diversification: 0\/100 /)
    // Analytics: each protocol's rate and source, the position, and the share-price samples kept on this device.
    await vaults.openAnalytics()
    await expect(vaults.analytics().getByRole('listitem').filter({ hasText: 'APY' })).toHaveCount(8)
    await expect(vaults.analytics()).toContainText(/1 sample, on \d\d\/\d\d\/\d{4}|\d+ samples, since/)
    await page.keyboard.press('Escape')
    await expect(vaults.analytics()).toHaveCount(0)

    // Validation, in each card's own words.
    await vaults.start('aave', /^Deposit$/, '0')
    await expect(vaults.error()).toHaveText('Enter a valid amount')
    await vaults.amount().fill('5000')
    await vaults.submit().click()
    await expect(vaults.error()).toHaveText('Insufficient USDC balance')
    await vaults.close().click()
    await vaults.start('compound', /^Deposit$/, 'abc')
    await expect(vaults.error()).toHaveText('Please enter a valid amount greater than 0')
    await vaults.close().click()
    await vaults.action('morpho', /^Deposit$/).click()
    await expect(vaults.notice()).toHaveText('No DAI balance detected.')
    await vaults.close().click()

    // Nothing held yet: Withdraw is disabled and says why.
    await expect(vaults.action('aave', /^Withdraw$/)).toBeDisabled()
    await expect(vaults.noWithdraw('aave')).toHaveText('No position to withdraw')

    // 100 USDC into Aave through the review: an exact approval, then the supply.
    await vaults.start('aave', /^Deposit$/, '100')
    await expect(vaults.reviewSteps()).toHaveCount(2)
    // What arrives is Aave's receipt token, said to be one, in plain words (issue 44).
    await expect(vaults.review().getByTestId(/^review-receipt-a/)).toHaveText(
      '(the receipt for your deposit, redeemed for USDC)',
    )
    await vaults.pressConfirm()
    await expect(vaults.success()).toBeVisible({ timeout: 30_000 })
    // The result in words, the transaction labelled with its short hash, and what next; not Deposit again.
    await expect(vaults.success().getByRole('status')).toHaveText('You deposited 100 USDC into Aave v3.')
    await expect(vaults.success()).toContainText(/Transaction: 0x[0-9a-f]{4}…[0-9a-f]{4}/)
    await expect(vaults.success().getByRole('link')).toHaveText(/^0x[0-9a-f]{4}…[0-9a-f]{4}$/)
    await expect(vaults.success().getByRole('button', { name: 'See activity' })).toBeVisible()
    await expect(vaults.submit()).toHaveCount(0)
    expect(await balance(tokens.USDC!)).toBe(usdc(900))
    expect(await balance(v.aTokens.USDC)).toBeGreaterThanOrEqual(usdc(100) - 1n)
    await vaults.close().click()
    await expect(vaults.held('aave')).toContainText('aUSDC: 100')
    // The receipt token's name comes with what it is, in plain words (issue 44).
    await expect(vaults.card('aave').getByTestId('receipt-explain-aUSDC')).toHaveText(
      'aUSDC is the receipt for your deposit in Aave v3: you redeem it for your USDC with what it earned.',
    )
    await expect(vaults.noWithdraw('aave')).toHaveCount(0)
    // The recent activity names each transaction by its own step: the approval as an approval, one deposit.
    await expect(vaults.activityRows()).toHaveText([
      /^Deposit · Aave v3\s*0x[0-9a-f]{8}/,
      /^Approval of USDC for Aave v3\s*0x[0-9a-f]{8}/,
    ])
    // One position held: 25 of the spec's 100 diversification points.
    await expect(vaults.diversification()).toHaveText(/^Vault diversification: 25\/100 Positions: 1 /)
    // The position in pesos at the MEP dollar of devnet/recorded: 100 USDC × US$ 1 × $ 1.468 = ARS 146,800.
    await expect(vaults.held('aave').getByTestId('position-ars-aUSDC')).toHaveText(
      /^ARS\u00a0146,80\d\.\d\d$/,
    )
    // The card's TEA in pesos: (1 + TEA) × (1 + the MEP dollar's 20.1 %) ÷ (1 + 31.8 %) − 1, named as this
    // vault's own, with its period and inflation (the page's tile is of the deposits' TEA).
    await expect(vaults.card('aave').getByTestId('real-pesos-aave')).toHaveText(
      /^This vault’s real yield: -?\d+\.\d\d% in pesos over the 12 months to September 2025, with inflation of 31\.8%\.$/,
    )

    // And all of it back with Max (the protocol's own "everything": no aUSDC dust left).
    const cardReal = (await vaults.card('aave').getByTestId('real-pesos-aave').textContent()) ?? ''
    await vaults.start('aave', /^Withdraw$/, 'max')
    // The modal says the same real yield in pesos as its card, beside the TEA.
    await expect(vaults.modal().getByTestId('vault-modal-real-pesos')).toHaveText(`${cardReal} · `)
    await vaults.pressConfirm()
    await expect(vaults.success()).toBeVisible({ timeout: 30_000 })
    expect(await balance(v.aTokens.USDC)).toBe(0n)
    expect(await balance(tokens.USDC!)).toBeGreaterThanOrEqual(usdc(1000))
    await vaults.close().click()
    await expect(vaults.diversification()).toHaveText(/^Vault diversification: 0\/100 /)

    // Stake 100 USDe, then Unstake starts Ethena's cooldown, shown with the date it unlocks.
    await vaults.start('ethena', /^Stake$/, '100')
    await vaults.pressConfirm()
    await expect(vaults.success()).toBeVisible({ timeout: 30_000 })
    expect(await balance(tokens.USDe!)).toBe(400n * 10n ** 18n)
    await vaults.close().click()
    await expect(vaults.held('ethena')).toContainText(/sUSDe: (99\.99|100\.)/)
    await vaults.start('ethena', /^Unstake$/, 'max')
    await vaults.pressConfirm()
    await expect(vaults.success()).toBeVisible({ timeout: 30_000 })
    await vaults.close().click()
    expect(await balance(v.sUSDe)).toBe(0n)
    const [, cooling] = await chain.readContract({
      address: v.sUSDe,
      abi: sUSDeAbi,
      functionName: 'cooldowns',
      args: [me],
    })
    expect(cooling).toBeGreaterThanOrEqual(100n * 10n ** 18n - 1n)
    await expect(vaults.cooldown()).toContainText(/Cooling down: 100[.,]\d{2} USDe · Unlocks on /)

    // Once the cooldown has passed on chain, the second step brings the USDe back.
    const duration = await chain.readContract({
      address: v.sUSDe,
      abi: sUSDeAbi,
      functionName: 'cooldownDuration',
    })
    const request = chain.request as (a: { method: string; params: unknown[] }) => Promise<unknown>
    await request({ method: 'evm_increaseTime', params: [Number(duration) + 1] })
    await request({ method: 'evm_mine', params: [] })
    await vaults.refresh().click()
    await vaults.claim().click()
    await vaults.submit().click()
    await vaults.pressConfirm()
    await expect(vaults.success()).toBeVisible({ timeout: 30_000 })
    await vaults.close().click()
    expect(await balance(tokens.USDe!)).toBeGreaterThanOrEqual(500n * 10n ** 18n - 1n)
    await expect(vaults.cooldown()).toHaveCount(0)

    // Settings: the pesos view follows the dollar the user picks (MEP until then), the app's own choice.
    await expect(vaults.realYield()).toContainText('MEP dollar over 12 months: 20.1%')
    await vaults.openSettings()
    await vaults.settingsDollar().selectOption('blue')
    await vaults.closeDialog()
    await expect(vaults.realYield()).toContainText('Blue dollar over 12 months: 15.7%')

    // An approval granted elsewhere shows under Approvals; Revoke sets it to 0 through the review.
    const signer = createWalletClient({
      account: privateKeyToAccount(wallet.key),
      transport: http(profile.networks.ethereum.rpcUrls[0]),
    })
    const granted = await signer.writeContract({
      chain: null,
      address: tokens.USDC!,
      abi: erc20Abi,
      functionName: 'approve',
      args: [v.comet, usdc(5)],
    })
    await chain.waitForTransactionReceipt({ hash: granted })
    await vaults.refresh().click()
    await expect(vaults.approvals()).toContainText('5.00 USDC to Compound')
    await vaults.revoke().click()
    await expect(vaults.reviewSteps()).toHaveCount(1)
    await vaults.pressConfirm()
    await expect(vaults.revoked()).toBeVisible({ timeout: 30_000 })
    const left = await chain.readContract({
      address: tokens.USDC!,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [me, v.comet],
    })
    expect(left).toBe(0n)

    // With no USDe the stake says so and shows how to get some; with too little ETH nothing is planned.
    await fundExactly(me, { USDe: 0n, ETH: 10n ** 15n })
    await vaults.refresh().click()
    await vaults.action('ethena', /^Stake$/).click()
    // The modal follows the page's reads: the notice appears once the refresh lands.
    await expect(vaults.notice()).toHaveText('No USDe balance detected How to get USDe')
    await expect(vaults.notice().getByRole('link')).toHaveAttribute('href', '/buy')
    await vaults.close().click()
    await vaults.start('aave', /^Deposit$/, '1')
    await expect(vaults.error()).toHaveText('Insufficient ETH for gas (need ~0.003 ETH)')
  })

  for (const [language, deposit, failure] of [
    ['es', /^Depositar$/, 'No se pudo depositar: La transacción falló'],
    ['en', /^Deposit$/, 'Supply failed: Transaction failed'],
  ] as const) {
    test(`a deposit that reverts on chain says so once, in ${language === 'es' ? 'Spanish' : 'English'}`, async ({
      page,
    }) => {
      const profile = devnetProfile(manifest() as unknown as DevnetManifest)
      const usdcToken = profile.networks.ethereum.tokenAddresses.USDC!
      const wallet = freshWallet()
      const balance = (token: `0x${string}`) =>
        rpc(1).readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [wallet.address],
        })
      await fundExactly(wallet.address, { ETH: 10n ** 18n, USDC: usdc(1000) })
      if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
      await openWithWallet(page, wallet, '/inflation')
      const vaults = new VaultsPage(page)
      // The page's first read has landed (the card's rate is a figure) before the tap: this test is about the
      // revert, not about a tap while the screen is still filling in.
      await expect(page.getByTestId('apy-aave')).toHaveText(/\d/)
      await vaults.action('aave', deposit).click()
      // The modal knows the wallet's 1000 USDC once the page's read has landed.
      await expect(vaults.available()).toContainText(/1[.,]?000[.,]0+\s*USDC/)
      await vaults.amount().fill('100')
      await vaults.submit().click()
      await expect(vaults.reviewSteps()).toHaveCount(2)
      // Simulated and reviewed while Aave took USDC; frozen before Confirmar, the approval goes through and
      // the supply, signed as reviewed, reverts on chain.
      await setReserveFrozen('USDC', true)
      try {
        await vaults.pressConfirm()
        await expect(vaults.error()).toHaveText(failure, { timeout: 30_000 })
        await expect(vaults.success()).toHaveCount(0)
        expect(foreignWords((await vaults.error().textContent()) ?? '', language)).toEqual([])
        expect(await balance(profile.vaults.aTokens.USDC)).toBe(0n)
        expect(await balance(usdcToken)).toBe(usdc(1000))
      } finally {
        await setReserveFrozen('USDC', false)
      }
    })
  }
})
