import { expect, test } from '@playwright/test'
import { parseEther, parseUnits } from 'viem'
import { foreignWords } from '../language/telltales'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { LoansPage } from './pages/LoansPage'
import { openPosition } from './support/aave'
import { seriousViolations } from './support/axe'

/** A fresh wallet with `weth` WETH (and gas) that opens its own Aave position over RPC, then /loans. */
async function openLoansWith(
  page: import('@playwright/test').Page,
  language: 'es' | 'en',
  position: { weth: bigint; supply: bigint; borrow?: bigint },
  theme: 'light' | 'dark' = 'light',
) {
  const wallet = freshWallet()
  await fundExactly(wallet.address, { ETH: parseEther('1'), WETH: position.weth })
  await openPosition(wallet.key, position)
  await page.addInitScript(
    (prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    },
    { language, theme },
  )
  await openWithWallet(page, wallet, '/loans')
  return new LoansPage(page)
}

// 10 WETH at $3 000 (liquidation threshold 83 %) against 20 000 USDC: health 1.245; liquidated when
// 10 × price × 0.83 = 20 000, at $2 409.638…, shown up to the cent. The seconds of interest between the borrow
// and the read move it by far less than a cent. Borrowing 1 365 USDC more makes 21 365 against $30 000: the
// liquidation price $2 574.0964 (shown rounded up to the cent), 14.19 % below and an LTV of 71.21 % — every figure
// mid-way between two shown digits, so the interest and the supply yield of those seconds can never tip one
// (1 000 more made exactly 70.00 %, read as 69,9 % whenever the collateral's yield outran the debt's).
const words = {
  es: {
    price: 'US$ 2.409,64',
    distance: '19,6 % por debajo de hoy',
    ltv: '66,6 % · se liquida al 83,0 %',
    rows: {
      10: ['−10 %', 'US$ 2.700,00', '1,12', 'En riesgo'],
      20: ['−20 %', 'US$ 2.400,00', '0,99', 'Liquidable'],
      30: ['−30 %', 'US$ 2.100,00', '0,87', 'Liquidable'],
      50: ['−50 %', 'US$ 1.500,00', '0,62', 'Liquidable'],
    },
    half: 'Alguien puede pagar hasta US$ 10.000,00 de tu deuda y quedarse con 4,375 WETH de tu garantía (bonificación incluida).',
    all: 'Alguien puede pagar US$ 14.285,71 de tu deuda y quedarse con todo tu WETH (10 WETH, bonificación incluida).',
    borrowTab: /^Pedir prestado$/,
    after: 'US$ 2.574,10 (14,1 % debajo)',
    ltvAfter: '71,2 % · se liquida al 83,0 %',
    borrowed: /^[\d.]+(,\d+)? de 4\.000\.000 USDC \(\d+,\d %\)$/,
    emode: 'Correlacionados con ETH (categoría 1)',
    withdrawTab: /^Retirar garantía$/,
    withdrawNow: /^Retirar ahora$/,
    small: '0,01',
    collateral: /^Tenés un préstamo abierto en Aave en esta red/,
  },
  en: {
    price: '$2,409.64',
    distance: '19.6% below today',
    ltv: '66.6% · liquidated at 83.0%',
    rows: {
      10: ['−10%', '$2,700.00', '1.12', 'At risk'],
      20: ['−20%', '$2,400.00', '0.99', 'Liquidatable'],
      30: ['−30%', '$2,100.00', '0.87', 'Liquidatable'],
      50: ['−50%', '$1,500.00', '0.62', 'Liquidatable'],
    },
    half: 'Someone may repay up to $10,000.00 of your debt and take 4.375 WETH of your collateral (bonus included).',
    all: 'Someone may repay $14,285.71 of your debt and take all your WETH (10 WETH, bonus included).',
    borrowTab: /^Borrow$/,
    after: '$2,574.10 (14.1% below)',
    ltvAfter: '71.2% · liquidated at 83.0%',
    borrowed: /^[\d,]+(\.\d+)? of 4,000,000 USDC \(\d+\.\d%\)$/,
    emode: 'ETH correlated (category 1)',
    withdrawTab: /^Withdraw$/,
    withdrawNow: /^Withdraw Now$/,
    small: '0.01',
    collateral: /^You have an open loan on Aave on this network/,
  },
} as const

for (const language of ['es', 'en'] as const) {
  const w = words[language]
  test(`/loans with a position shows the liquidation price, the LTV and "¿Y si baja?" (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const loans = await openLoansWith(
      page,
      language,
      { weth: parseEther('10'), supply: parseEther('10'), borrow: parseUnits('20000', 6) },
      language === 'es' ? 'light' : 'dark',
    )
    await expect(loans.liquidationPanel()).toBeVisible()
    await expect(loans.collateralLiquidationPrice('WETH')).toHaveText(w.price)
    await expect(loans.collateralDistance('WETH')).toHaveText(w.distance)
    await expect(loans.ltv()).toHaveText(w.ltv)
    for (const [percent, cells] of Object.entries(w.rows))
      await expect(loans.dropRow(Number(percent))).toHaveText(cells)
    await expect(loans.dropDetail(10)).toHaveCount(0)
    await expect(loans.dropDetail(20)).toHaveText(w.half)
    await expect(loans.dropDetail(50)).toHaveText(w.all)
    // biome-ignore lint/performance/useDomNodeTextContent: only what is rendered counts, as a reader sees it
    const shown = await page.locator('main').innerText()
    expect(foreignWords(shown, language)).toEqual([])
    // On a phone the table and the figures fit: nothing scrolls sideways; and axe finds nothing serious.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect((await seriousViolations(page)).map((v) => v.id)).toEqual([])

    // Before a borrow: the same figures after it, beside the new health factor, and the reserve's facts.
    await loans.prepare(w.borrowTab, 'USDC', '1365')
    await expect(loans.summaryRow('liquidation-WETH')).toHaveText(w.after)
    await expect(loans.summaryRow('ltv-after')).toHaveText(w.ltvAfter)
    await expect(loans.fact('borrowed')).toHaveText(w.borrowed)
    await loans.asset('WETH').check()
    await expect(loans.fact('emode')).toHaveText(w.emode)

    // A withdrawal of collateral while the loan is open: its review opens in sight on a phone, its top below
    // the loan strip (whose height the language sets), and asks for the password, saying why.
    await loans.prepare(w.withdrawTab, 'WETH', w.small)
    await loans.action(w.withdrawNow).click()
    const top = loans.review().getByRole('heading').first()
    await expect(top).toBeInViewport()
    const strip = await page.getByTestId('loan-alert').boundingBox()
    const heading = await top.boundingBox()
    expect(heading && strip && heading.y >= strip.y + strip.height).toBe(true)
    // The signer's frame, with the reason and Confirmar, is laid out once the risk is accepted.
    await loans.acknowledge().check()
    await expect(loans.reviewPasswordCollateral()).toHaveText(w.collateral)
  })
}

for (const [language, borrowTab, refusal] of [
  [
    'es',
    /^Pedir prestado$/,
    /^Aave presta hasta 25\.000 LINK en total: quedan 4\.9\d\d(,\d{1,4})? LINK para pedir\. Bajá el monto\.$/,
  ],
  [
    'en',
    /^Borrow$/,
    /^Aave lends at most 25,000 LINK in all: 4,9\d\d(\.\d{1,4})? LINK are left to borrow\. Lower the amount\.$/,
  ],
] as const) {
  test(`a borrow above the reserve's borrow cap is refused in plain words (${language})`, async ({
    page,
  }) => {
    // 40 WETH ($120 000) may borrow $95 634; LINK's cap (25 000, 20 000 lent by the devnet's seed) leaves
    // about 5 000 LINK ($75 000): 6 000 LINK ($90 000) is within the account's reach but not the reserve's.
    const loans = await openLoansWith(page, language, { weth: parseEther('40'), supply: parseEther('40') })
    await loans.prepare(borrowTab, 'LINK', '6000')
    await expect(loans.formError()).toHaveText(refusal)
    await expect(loans.action(language === 'es' ? /^Pedir Prestado Ahora$/ : /^Borrow Now$/)).toBeDisabled()
    await expect(loans.fact('borrowed')).toContainText(
      language === 'es' ? 'de 25.000 LINK' : 'of 25,000 LINK',
    )
    // The 100 % fill stops at what the cap leaves, and that is taken.
    await loans.fill(/^100 ?%$/).click()
    await expect(loans.formError()).toHaveCount(0)
    await expect(loans.amount()).toHaveValue(language === 'es' ? /^4\d{3}(,\d+)?$/ : /^4\d{3}(\.\d+)?$/)
  })
}
