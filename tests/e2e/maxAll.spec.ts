import { expect, type Page, test } from '@playwright/test'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import { beefyAbi, cometAbi } from '../../src/chain/protocols/abis'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { LoansPage } from './pages/LoansPage'
import { VaultsPage } from './pages/VaultsPage'
import { passTime, sendAs } from './support/positions'
import { chainOf, tokenBalance } from './support/wallet'

type Hex = `0x${string}`
type Ethereum = {
  tokens: Record<'WETH' | 'USDC', Hex>
  contracts: { aavePool: Hex; comet: Hex; beefyVault: Hex }
  aTokens: { WETH: Hex }
  variableDebtTokens: { USDC: Hex }
}
const ethereum = () => chainOf(1) as unknown as Ethereum
const balance = (token: Hex, owner: Hex) => tokenBalance(1, token, owner)
const DAY = 24 * 3600

async function openAs(
  page: Page,
  wallet: ReturnType<typeof freshWallet>,
  language: 'es' | 'en',
  path: string,
) {
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await openWithWallet(page, wallet, path)
}

/** The words of each language this test reads: the spec's and the review's. */
const words = {
  es: {
    repayTab: /^Pagar$/,
    maxDebt: /^Toda la deuda$/,
    repayNow: /^Pagar Ahora$/,
    repayNote: 'Devolvés toda la deuda, incluido el interés que se sume hasta que se confirme.',
    repayAll: /^Devolver toda la deuda a Aave v3: ~100,\d+ USDC \(hoy\)$/,
    repaid: /^Pago realizado/,
    withdrawTab: /^Retirar garantía$/,
    maxSupply: /^Todo lo depositado$/,
    withdrawNow: /^Retirar ahora$/,
    withdrawAll: /^Retirar todo de Aave v3: ~1,\d+ WETH \(hoy\)$/,
    withdrawn: /^Retiro realizado/,
    note: 'Todo es todo: también lo que se sume de interés hasta que se confirme. No queda nada, ni centavos.',
    noCollateral: 'US$ 0,00',
    card: 'compound',
    receipt: 'cUSDCv3',
    cardWithdraw: /^Retirar$/,
    cardNote: 'Retirás todo, incluido el rendimiento que se sume hasta que se confirme.',
    cardAll: /^Retirar todo de Compound v3: ~100,\d+ USDC \(hoy\)$/,
  },
  en: {
    repayTab: /^Repay$/,
    maxDebt: /^Max debt$/,
    repayNow: /^Repay Now$/,
    repayNote: 'You repay the whole debt, including the interest that accrues until it is confirmed.',
    repayAll: /^Repay all the debt to Aave v3: ~100\.\d+ USDC \(today\)$/,
    repaid: /^Repayed successfully/,
    withdrawTab: /^Withdraw$/,
    maxSupply: /^Max Supply$/,
    withdrawNow: /^Withdraw Now$/,
    withdrawAll: /^Withdraw all from Aave v3: ~1\.\d+ WETH \(today\)$/,
    withdrawn: /^Withdrawn successfully/,
    note: 'All means all: the interest that accrues until it is confirmed goes too. Nothing is left, not a cent.',
    noCollateral: '$0.00',
    card: 'beefy',
    receipt: 'mooUSDC',
    cardWithdraw: /^Withdraw$/,
    cardNote: 'You withdraw all of it, including the yield that accrues until it is confirmed.',
    cardAll: /^Withdraw all from Beefy: ~\d+\.\d+ USDC \(today\)$/,
  },
} as const

test.describe('"Max" means all of it (issue 23)', () => {
  for (const language of ['es', 'en'] as const) {
    const w = words[language]

    test(`on /loans, Max repays all and then withdraws every aWETH wei, a day after the figure was read (${language})`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const { tokens, contracts, aTokens, variableDebtTokens } = ethereum()
      const wallet = freshWallet()
      const me = wallet.address
      const one = parseEther('1')
      await fundExactly(me, { ETH: one, WETH: one, USDC: parseUnits('50', 6) })
      // As the user found it: 1 WETH supplied, 100 USDC borrowed, a day of interest on both.
      await sendAs(wallet, [
        { address: tokens.WETH, abi: erc20Abi, functionName: 'approve', args: [contracts.aavePool, one] },
        {
          address: contracts.aavePool,
          abi: aavePoolAbi,
          functionName: 'supply',
          args: [tokens.WETH, one, me, 0],
        },
        {
          address: contracts.aavePool,
          abi: aavePoolAbi,
          functionName: 'borrow',
          args: [tokens.USDC, parseUnits('100', 6), 2n, 0, me],
        },
      ])
      await passTime(DAY)
      await openAs(page, wallet, language, '/loans')
      const loans = new LoansPage(page)

      await loans.prepare(w.repayTab, 'USDC')
      await loans.fill(w.maxDebt).click()
      await expect(loans.allNote()).toHaveText(w.repayNote)
      await loans.action(w.repayNow).click()
      await expect(loans.reviewSteps().nth(1)).toHaveText(w.repayAll)
      await expect(loans.reviewAllNote()).toHaveText(w.note)
      await loans.pressConfirm()
      await expect(loans.status()).toHaveText(w.repaid, { timeout: 20_000 })
      expect(await balance(variableDebtTokens.USDC, me)).toBe(0n)

      // Max on the collateral; a day passes and the page reads again before the user goes on.
      await loans.prepare(w.withdrawTab, 'WETH')
      await loans.fill(w.maxSupply).click()
      // The field writes the reader's decimal separator (`1,0000…` in Spanish).
      await expect(loans.amount()).toHaveValue(language === 'es' ? /^1,\d+$/ : /^1\.\d+$/)
      const shown = await loans.amount().inputValue()
      await passTime(DAY)
      await loans.refresh().click()
      await expect(loans.amount()).not.toHaveValue(shown)
      await expect(loans.allNote()).toBeVisible()
      await loans.action(w.withdrawNow).click()
      await expect(loans.reviewSteps()).toHaveText([w.withdrawAll])
      await expect(loans.reviewAllNote()).toHaveText(w.note)
      await loans.pressConfirm()
      await expect(loans.status()).toHaveText(w.withdrawn, { timeout: 20_000 })
      expect(await balance(aTokens.WETH, me)).toBe(0n)
      expect(await balance(tokens.WETH, me)).toBeGreaterThan(one)
      await expect(loans.tile('collateral')).toHaveText(w.noCollateral)
    })

    test(`a vault card’s Max withdraw leaves nothing and the review says so (${language}, ${w.card})`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const { tokens, contracts } = ethereum()
      const wallet = freshWallet()
      const me = wallet.address
      const hundred = parseUnits('100', 6)
      await fundExactly(me, { ETH: parseEther('1'), USDC: parseUnits('1000', 6) })
      const [vault, deposit] =
        w.card === 'compound'
          ? ([
              contracts.comet,
              {
                address: contracts.comet,
                abi: cometAbi,
                functionName: 'supply',
                args: [tokens.USDC, hundred],
              },
            ] as const)
          : ([
              contracts.beefyVault,
              { address: contracts.beefyVault, abi: beefyAbi, functionName: 'deposit', args: [hundred] },
            ] as const)
      await sendAs(wallet, [
        { address: tokens.USDC, abi: erc20Abi, functionName: 'approve', args: [vault, hundred] },
        deposit,
      ])
      await openAs(page, wallet, language, '/inflation')
      const vaults = new VaultsPage(page)
      // Beefy is a high-risk card: the list shows it from tolerance Alta up.
      await vaults.chooseRisk('high')
      // The card shows the position once the page has read it: Max then fills all of it.
      await expect(vaults.held(w.card)).toContainText(w.receipt)
      await vaults.action(w.card, w.cardWithdraw).click()
      await vaults.max().click()
      await expect(vaults.allNote()).toHaveText(w.cardNote)
      // The review takes a day to read: the position grows past the figure shown, and all of it goes.
      await passTime(DAY)
      await vaults.submit().click()
      await expect(vaults.reviewSteps()).toHaveText([w.cardAll])
      await vaults.pressConfirm()
      await expect(vaults.success()).toBeVisible({ timeout: 30_000 })
      expect(await balance(vault, me)).toBe(0n)
      expect(await balance(tokens.USDC, me)).toBeGreaterThan(parseUnits('1000', 6))
    })
  }
})
