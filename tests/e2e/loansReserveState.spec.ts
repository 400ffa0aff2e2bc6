import { expect, test } from '@playwright/test'
import { parseEther } from 'viem'
import { setAaveFaults } from '../../devnet/aaveFaults.mjs'
import { AAVE_CAPS } from '../../devnet/index.mjs'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { LoansPage } from './pages/LoansPage'
import { chainOf } from './support/wallet'

const texts = {
  es: {
    supply: /^Depositar garantía$/,
    withdraw: /^Retirar garantía$/,
    supplyNow: /^Depositar ahora$/,
    withdrawNow: /^Retirar ahora$/,
    frozen: 'Aave congeló DAI: por ahora no toma depósitos ni presta. Podés pagar y retirar.',
    frozenOpen: 'Aave congeló DAI: no toma depósitos ni presta, pero podés pagar y retirar.',
    full: 'Aave llegó a su tope de 1 USDC depositados: por ahora no toma más.',
    paused: 'Aave pausó LINK: por ahora no se puede operar.',
  },
  en: {
    supply: /^Supply collateral$/,
    withdraw: /^Withdraw$/,
    supplyNow: /^Supply Now$/,
    withdrawNow: /^Withdraw Now$/,
    frozen:
      'Aave has frozen DAI: for now it takes no deposits and lends nothing. You can still repay and withdraw.',
    frozenOpen:
      'Aave has frozen DAI: it takes no deposits and lends nothing, but you can repay and withdraw.',
    full: 'Aave has reached its cap of 1 USDC supplied: it takes no more for now.',
    paused: 'Aave has paused LINK: no operations for now.',
  },
} as const

for (const language of ['es', 'en'] as const) {
  const t = texts[language]
  test(`${language}: a frozen, full or paused Aave reserve is said before typing, and its action is off`, async ({
    page,
  }) => {
    const chain = chainOf(1) as Parameters<typeof setAaveFaults>[0]
    await setAaveFaults(chain, { DAI: { frozen: true }, LINK: { paused: true }, USDC: { supplyCap: 1n } })
    try {
      const wallet = freshWallet()
      await fundExactly(wallet.address, { ETH: parseEther('1'), WETH: parseEther('1') })
      if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
      await openWithWallet(page, wallet, '/loans')
      const loans = new LoansPage(page)
      const notice = page.getByTestId('loans-reserve-notice')

      await loans.prepare(t.supply, 'DAI')
      await expect(notice).toHaveText(t.frozen)
      await expect(loans.amount()).toBeDisabled()
      await expect(loans.action(t.supplyNow)).toBeDisabled()
      await expect(loans.action(t.supplyNow)).toHaveAccessibleDescription(t.frozen)

      await loans.asset('USDC').check()
      await expect(notice).toHaveText(t.full)
      await expect(loans.amount()).toBeDisabled()
      await expect(loans.action(t.supplyNow)).toBeDisabled()

      // A reserve with room says nothing and takes an amount.
      await loans.asset('WETH').check()
      await expect(notice).toHaveCount(0)
      await expect(loans.amount()).toBeEnabled()

      await loans.prepare(t.withdraw, 'LINK')
      await expect(notice).toHaveText(t.paused)
      await expect(loans.amount()).toBeDisabled()
      await expect(loans.action(t.withdrawNow)).toBeDisabled()

      // Frozen still gives withdrawals: said, and open.
      await loans.asset('DAI').check()
      await expect(notice).toHaveText(t.frozenOpen)
      await expect(loans.amount()).toBeEnabled()
    } finally {
      await setAaveFaults(chain, {
        DAI: { frozen: false },
        LINK: { paused: false },
        USDC: { supplyCap: AAVE_CAPS.USDC.supply },
      })
    }
  })
}
