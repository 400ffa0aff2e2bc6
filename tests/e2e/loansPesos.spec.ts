import { expect, type Page, test } from '@playwright/test'
import { parseEther, parseUnits } from 'viem'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import type { Language } from '../../src/domain/i18n'
import { aaveTea } from '../../src/domain/vaults/apy'
import { realYieldInPesos } from '../../src/domain/vaults/realYield'
import { loansFormat } from '../../src/ui/lending/format'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { LoansPage } from './pages/LoansPage'
import { chainOf, rpc } from './support/wallet'

type Hex = `0x${string}`

/*
 * The devnet's recordings (ArgentinaDatos, 30/09/2025): MEP from $ 1.222 to $ 1.468 in 12 months (+20,1 %),
 * inflation 31,8 % to September 2025. The rates are the devnet pool's own, read here as the page reads them.
 */
const rise = 1468 / 1222 - 1
const inflation = 0.318

/** An Aave reserve's rates now (ray): nothing in these tests moves them. */
async function rates(symbol: 'USDC' | 'DAI' | 'WETH') {
  const { contracts, tokens } = chainOf(1) as unknown as {
    contracts: { aavePool: Hex }
    tokens: Record<string, Hex>
  }
  const data = await rpc(1).readContract({
    address: contracts.aavePool,
    abi: aavePoolAbi,
    functionName: 'getReserveData',
    args: [tokens[symbol] as Hex],
  })
  return { borrow: data.currentVariableBorrowRate, supply: data.currentLiquidityRate }
}

/** What the page must say for a rate: its TEA, its nominal rate and, for a stablecoin, its real figure in pesos. */
function expected(language: Language, rate: bigint) {
  const tea = aaveTea(rate)
  const f = loansFormat(language)
  return {
    tea: `${language === 'es' ? 'TEA' : 'APY'} ${f.fraction(tea)}`,
    tna: `${language === 'es' ? 'TNA' : 'APR'} ${f.percent(f.rate(rate))}`,
    real: f.fraction(realYieldInPesos(tea, rise, inflation), 1),
  }
}

async function openLoans(page: Page, language: Language) {
  const wallet = freshWallet()
  await fundExactly(wallet.address, { ETH: parseEther('1'), USDC: parseUnits('50', 6) })
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await openWithWallet(page, wallet, '/loans')
  return new LoansPage(page)
}

test('/loans quotes every rate as TEA beside the TNA, with the real cost and yield in pesos and their source', async ({
  page,
}) => {
  const loans = await openLoans(page, 'es')
  const usdc = await rates('USDC')
  const borrow = expected('es', usdc.borrow)
  const supply = expected('es', usdc.supply)
  // Hand-checked shape: a 4,5 % TNA is a 4,60 % TEA; the figures are the pool's own rates of this moment.
  expect(expected('es', 45n * 10n ** 24n)).toMatchObject({ tea: 'TEA 4,60 %', tna: 'TNA 4,50 %' })

  await expect(loans.marketTea('USDC', 'borrow')).toHaveText(borrow.tea)
  await expect(loans.marketTna('USDC', 'borrow')).toHaveText(borrow.tna)
  await expect(loans.marketReal('USDC', 'borrow')).toHaveText(`Costo real en pesos: ${borrow.real}`)
  await expect(loans.marketTea('USDC', 'supply')).toHaveText(supply.tea)
  await expect(loans.marketReal('USDC', 'supply')).toHaveText(`Real en pesos: ${supply.real}`)
  // WETH's rates as TEA too, but no peso figure: its price moves besides the dollar.
  await expect(loans.marketTea('WETH', 'borrow')).toHaveText(expected('es', (await rates('WETH')).borrow).tea)
  await expect(loans.marketReal('WETH', 'borrow')).toHaveCount(0)

  // What the peso figures counted, with the inflation's source, once for the page; and the formula.
  await expect(loans.pesosInputs()).toContainText('Dólar MEP en 12 meses: 20,1')
  await expect(loans.pesosInputs()).toContainText('inflación de 12 meses: 31,8')
  await expect(loans.pesosInputs()).toContainText('ArgentinaDatos, septiembre de 2025')
  await loans.pesosHelp().getByText('¿Cómo se calcula?').click()
  await expect(loans.pesosHelp()).toContainText(
    'la misma cuenta con la TEA del préstamo da su costo real en pesos',
  )

  // The form: each asset with its TEA, the chosen one in pesos, and the risk assessment's borrow rate.
  await loans.prepare(/^Pedir prestado$/, 'USDC')
  await expect(loans.assetTea('USDC')).toHaveText(borrow.tea)
  await expect(loans.formReal()).toHaveText(`Costo real en pesos: ${borrow.real}`)
  await expect(loans.riskBorrowRate()).toHaveText(`${borrow.tea} · ${borrow.tna}`)
  await loans.prepare(/^Depositar garantía$/, 'USDC')
  await expect(loans.assetTea('USDC')).toHaveText(supply.tea)
  await expect(loans.formReal()).toHaveText(`Real en pesos: ${supply.real}`)
  await loans.asset('WETH').check()
  await expect(loans.formReal()).toHaveCount(0)
})

test('/loans in English: the APY beside the APR, the real cost in pesos, the source', async ({ page }) => {
  const loans = await openLoans(page, 'en')
  const usdc = await rates('USDC')
  const borrow = expected('en', usdc.borrow)
  await expect(loans.marketTea('USDC', 'borrow')).toHaveText(borrow.tea)
  await expect(loans.marketTna('USDC', 'borrow')).toHaveText(borrow.tna)
  await expect(loans.marketReal('USDC', 'borrow')).toHaveText(`Real cost in pesos: ${borrow.real}`)
  await expect(loans.marketReal('DAI', 'supply')).toHaveText(
    `Real in pesos: ${expected('en', (await rates('DAI')).supply).real}`,
  )
  await expect(loans.pesosInputs()).toContainText('MEP dollar over 12 months: 20.1')
  await expect(loans.pesosInputs()).toContainText('ArgentinaDatos, September 2025')
})
