import { expect, type Page, test } from '@playwright/test'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import { englishNumbers } from '../language/numbers'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { HomePage } from './pages/HomePage'
import { LoansPage } from './pages/LoansPage'
import { ScreenWalk } from './pages/ScreenWalk'
import { VaultsPage } from './pages/VaultsPage'
import { sendAs } from './support/positions'
import { chainOf } from './support/wallet'

type Hex = `0x${string}`

/** The wallet supplies 1 WETH to Aave itself, over RPC, so the loans page has something to lend against. */
async function supplyWeth(wallet: ReturnType<typeof freshWallet>) {
  const { contracts, tokens } = chainOf(1) as unknown as {
    contracts: { aavePool: Hex }
    tokens: { WETH: Hex }
  }
  const amount = parseEther('1')
  await sendAs(wallet, [
    { address: tokens.WETH, abi: erc20Abi, functionName: 'approve', args: [contracts.aavePool, amount] },
    {
      address: contracts.aavePool,
      abi: aavePoolAbi,
      functionName: 'supply',
      args: [tokens.WETH, amount, wallet.address, 0],
    },
  ])
}

/** Everything the screen shows as a Spanish reader sees it: no number may be written the English way. */
async function expectSpanishNumbers(page: Page, where: string) {
  const walk = new ScreenWalk(page)
  await expect.poll(async () => englishNumbers(await walk.visibleText('es')), { message: where }).toEqual([])
}

test('a funded wallet reads every amount with a decimal comma in Spanish: home, vaults and loans', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const wallet = freshWallet()
  await fundExactly(wallet.address, { ETH: parseEther('1'), WETH: parseEther('2') })
  await supplyWeth(wallet)
  // Too little ETH for a vault's gas (0.003), dollars with cents, and a token on a second network.
  await fundExactly(wallet.address, {
    ETH: parseEther('0.002'),
    USDC: parseUnits('1234.56', 6),
    DAI: parseUnits('500', 18),
    'USDC-POLYGON': parseUnits('250', 6),
  })
  await openWithWallet(page, wallet, '/home')

  const home = new HomePage(page)
  await expect(home.healthScore()).toBeVisible({ timeout: 30_000 })
  // Stablecoins 1 984,56 of 4 984,58 (1 WETH at 3 000 and 0,002 ETH): 40 %, plus half of 5 of 20 tokens (12,5).
  await expect(page.getByTestId('inflation-protection')).toHaveText(
    /^52\/100: 40\s?% de tu saldo está en stablecoins \(dólares digitales\), más 12,5 puntos por la variedad de tokens/,
  )
  await expectSpanishNumbers(page, '/home')

  const walk = new ScreenWalk(page)
  await walk.go('/inflation')
  const vaults = new VaultsPage(page)
  await expect(vaults.diversification()).toHaveText(/^Diversificación en bóvedas: 0\/100 /, {
    timeout: 30_000,
  })
  await expect(vaults.card('aave')).toContainText('US$ 12.500 M')
  await expectSpanishNumbers(page, '/inflation')
  await vaults.action('aave', /^Depositar$/).click()
  await expect(vaults.available()).toContainText('1.234,56 USDC')
  await vaults.max().click()
  await expect(vaults.amount()).toHaveValue('1234,560000')
  await vaults.submit().click()
  await expect(vaults.error()).toHaveText('No tenés ETH suficiente para el gas (necesitás ~0,003 ETH)')
  await expectSpanishNumbers(page, 'the Aave deposit modal')
  await vaults.close().click()

  await walk.go('/loans')
  const loans = new LoansPage(page)
  await expect(loans.tile('available')).toHaveText(/^US\$\s2\.415,00$/, { timeout: 30_000 })
  await loans.prepare(/^Pedir prestado$/, 'USDC')
  await loans.fill(/^25 %$/).click()
  await expect(loans.amount()).toHaveValue(/^\d+,\d+$/)
  await loans.amount().fill('1000000')
  await expect(loans.formError()).toHaveText(
    /^El monto supera lo disponible para pedir \(US\$\s2\.415,00\)\. Bajá el monto\.$/,
  )
  await expectSpanishNumbers(page, '/loans with the borrow cap')
})
