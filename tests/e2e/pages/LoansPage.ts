import type { Page } from '@playwright/test'
import { ReviewFrame } from './ReviewFrame'

/** /loans: locators and actions only. Names match Spanish and English. */
export class LoansPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly tile = (id: 'health-factor' | 'collateral' | 'debt' | 'available') =>
    this.page.getByTestId(`tile-${id}`).locator('dd').first()
  /** A money tile's figure in pesos at the chosen dólar. */
  readonly tileArs = (id: 'collateral' | 'debt' | 'available') => this.page.getByTestId(`tile-${id}-ars`)
  readonly dollarQuote = () => this.page.getByTestId('dollar-quote')
  /** A market-rates row's borrow or supply figures: its TEA, its nominal rate (TNA / APR), its peso figure. */
  readonly marketRate = (asset: string, side: 'borrow' | 'supply') =>
    this.page.getByTestId(`rate-${asset}`).getByTestId(`rate-${side}`)
  readonly marketTea = (asset: string, side: 'borrow' | 'supply') =>
    this.marketRate(asset, side).getByTestId('tea')
  readonly marketTna = (asset: string, side: 'borrow' | 'supply') =>
    this.marketRate(asset, side).getByTestId('tna')
  readonly marketReal = (asset: string, side: 'borrow' | 'supply') =>
    this.marketRate(asset, side).getByTestId(side === 'borrow' ? 'real-cost' : 'real-yield')
  /** What the peso figures counted (the dollar's move, the inflation and its source), and how. */
  readonly pesosInputs = () => this.page.getByTestId('loans-pesos').getByTestId('real-yield-inputs')
  readonly pesosHelp = () => this.page.getByTestId('loans-pesos').getByTestId('pesos-help')
  /** The form's line under the assets: the chosen rate in pesos. */
  readonly formReal = () => this.page.getByTestId('loans-form-real')
  readonly assetTea = (symbol: string) => this.asset(symbol).locator('..').getByTestId('tea')
  readonly riskBorrowRate = () => this.page.getByTestId('risk-borrow-rate').locator('dd')
  readonly tab = (name: RegExp) => this.page.getByRole('tab', { name })
  readonly asset = (symbol: string) => this.page.getByRole('radio', { name: new RegExp(`^${symbol}\\b`) })
  readonly amount = () => this.page.getByLabel(/^(Monto|Amount)$/)
  readonly fill = (name: RegExp) => this.page.locator('.loans-fills').getByRole('button', { name })
  /** The quick fills under the slider (25 %, 50 %, 75 %, 100 %, or a tab's own). */
  readonly fills = () => this.page.locator('.loans-fills').getByRole('button')
  readonly action = (name: RegExp) => this.page.getByRole('button', { name })
  readonly formError = () => this.page.getByTestId('loans-form-error')
  readonly newHealthFactor = () => this.page.getByTestId('summary-new-health-factor').locator('dd')
  readonly status = () => this.page.getByTestId('loans-status')
  /** The status line's words, without its Dismiss button. */
  readonly statusMessage = () => this.status().locator('span')
  readonly viewTransaction = () =>
    this.status().getByRole('link', { name: /View Transaction|Ver transacción/ })
  readonly review = () =>
    this.page.getByRole('region', { name: /Revisá antes de firmar|Review before signing/ })
  readonly reviewSteps = () => this.review().getByTestId('review-steps').getByRole('listitem')
  /** One list of the review: what leaves the wallet, what arrives, the debt taken on or paid off. */
  readonly reviewLine = (list: 'leaving' | 'arriving' | 'debt-taken' | 'debt-repaid') =>
    this.review().getByTestId(`review-${list}`)
  readonly liquidationPrice = () => this.review().getByTestId('loans-liquidation-price')
  readonly acknowledge = () =>
    this.review().getByRole('checkbox', { name: /Entiendo el riesgo|I understand the risk/ })
  /**
   * The signer's review frame, with Volver and Confirmar (laid out once the risk is accepted where it must be),
   * the password a loan's review asks for, and the paragraph that says why.
   */
  readonly passwordFrame = new ReviewFrame(() => this.review())
  readonly confirm = () => this.passwordFrame.confirm()
  /** Presses Confirmar in the signer's frame once it answers (`double`: twice in a row). */
  readonly pressConfirm = (options?: { double?: boolean }) => this.passwordFrame.pressConfirm(options)
  readonly back = () => this.passwordFrame.back()
  /** "Firmando y enviando el paso 1 de 2…", under the review once Confirmar was pressed. */
  readonly signing = () => this.review().getByTestId('review-signing')
  readonly reviewPassword = () => this.passwordFrame.field()
  readonly reviewPasswordWhy = () => this.passwordFrame.why('borrow')
  /** Why a withdrawal of collateral asks for it: a loan open on the Pool, or a debt the worker could not read. */
  readonly reviewPasswordCollateral = () => this.passwordFrame.why('collateral')
  readonly activity = () => this.page.getByTestId('loans-activity').getByRole('listitem')
  /** The liquidation-price panel: per collateral its price and distance, and the position's LTV. */
  readonly liquidationPanel = () =>
    this.page.getByRole('region', { name: /^(Precio de liquidación|Liquidation price)$/ })
  readonly collateralLiquidationPrice = (asset: string) =>
    this.page.getByTestId(`liquidation-${asset}`).getByTestId('liquidation-price')
  readonly collateralDistance = (asset: string) =>
    this.page.getByTestId(`liquidation-${asset}`).getByTestId('liquidation-distance')
  readonly ltv = () => this.page.getByTestId('loans-ltv').locator('dd')
  /** "¿Y si baja?": a row of the table by its fall (10, 20, 30, 50), and the plain words under a liquidatable one. */
  readonly dropTable = () => this.page.getByRole('table')
  readonly dropRow = (percent: number) => this.page.getByTestId(`drop-${percent}`).locator('th, td')
  readonly dropDetail = (percent: number) => this.page.getByTestId(`drop-${percent}-detail`)
  /** A row of the form's summary by its id ('liquidation-WETH', 'ltv-after', 'new-health-factor'). */
  readonly summaryRow = (id: string) => this.page.getByTestId(`summary-${id}`).locator('dd')
  /** A figure of the form's summary by its label ('Disponible', 'Deuda', …). */
  readonly summaryFigure = (label: RegExp) =>
    this.page
      .getByTestId('loans-summary')
      .locator('div')
      .filter({ has: this.page.getByRole('term').filter({ hasText: label }) })
      .getByRole('definition')
  /** The amount field's hint: what the wallet holds of the chosen asset. */
  readonly inWallet = () => this.page.getByText(/^(En tu billetera|In your wallet):/)
  /** A fact of the chosen reserve ('supplied', 'borrowed', 'liquidity', 'isolation', 'emode', 'state'). */
  /** A reserve fact's value (a technical one is followed by its one-line explanation). */
  readonly fact = (id: string) => this.page.getByTestId(`fact-${id}`).locator('dd').first()
  readonly factExplained = (id: string) => this.page.getByTestId(`fact-${id}`).locator('dd').nth(1)
  readonly refresh = () => this.page.getByRole('main').getByRole('button', { name: /^(Actualizar|Refresh)$/ })
  /** The form's line under Max: everything, interest until it lands included. */
  readonly allNote = () => this.page.getByTestId('loans-all')
  /** The review's line under a step that takes everything. */
  readonly reviewAllNote = () => this.review().getByTestId('review-all-note')

  /** Remembers every text the status line shows from now on, in order (a pending text may last only ms). */
  async recordStatus() {
    await this.page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { loansStatus: string[] }).loansStatus = seen
      const note = () => {
        const text = document.querySelector('[data-testid="loans-status"] span')?.textContent ?? ''
        if (text && seen.at(-1) !== text) seen.push(text)
      }
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    })
  }

  /** The status texts seen since {@link recordStatus}. */
  statusTexts() {
    return this.page.evaluate(() => (window as unknown as { loansStatus: string[] }).loansStatus)
  }

  /** Picks the tab and the asset, types the amount. */
  async prepare(tab: RegExp, symbol: string, amount?: string) {
    await this.tab(tab).click()
    await this.asset(symbol).check()
    if (amount !== undefined) await this.amount().fill(amount)
  }
}
