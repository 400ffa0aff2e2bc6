import type { Page } from '@playwright/test'

/** /home: locators and actions only. */
export class HomePage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  /** "Ocultar saldos", the eye in the header: pressed while every amount is hidden. */
  readonly hideBalances = () =>
    this.page.getByRole('button', { name: /^(Ocultar saldos|Hide balances)$/, exact: true })
  readonly balance = (key: string) => this.page.getByTestId(`balance-${key}`)
  readonly total = () => this.page.getByTestId('total-usd')
  /** Actualizar under the total, and what it says beside it: working, then the time it was done. */
  readonly refresh = () => this.page.getByRole('main').getByRole('button', { name: /^(Actualizar|Refresh)$/ })
  readonly refreshStatus = () => this.page.getByRole('main').getByTestId('refresh-status')
  /** The total in pesos at the chosen dólar, and the quote it used (source, date, time) or why there is none. */
  readonly totalArs = () => this.page.getByTestId('total-ars')
  readonly dollarQuote = () => this.page.getByTestId('dollar-quote')
  /** How old the quote is, beside it in its paragraph (only once it is older than a day). */
  readonly dollarQuoteAge = () => this.dollarQuote().locator('xpath=..').getByTestId('figure-age')
  readonly tokenArs = (key: string) => this.page.getByTestId(`ars-${key}`)
  readonly tokenUsd = (key: string) => this.page.getByTestId(`usd-${key}`)
  readonly networkSubtotal = (id: string) => this.page.getByTestId(`network-subtotal-${id}`)
  /** The yield estimate's figures (a year, a month, a week). */
  readonly yieldFigures = () => this.page.getByTestId('yield-estimate').getByRole('definition')
  readonly realYieldPesos = () => this.page.getByTestId('real-yield-pesos')
  readonly realYieldInputs = () => this.page.getByTestId('real-yield-inputs')
  readonly pesosHelp = () => this.page.getByTestId('pesos-help')
  readonly summary = () => this.page.getByRole('region', { name: /^(Saldo total|Total balance)$/ })
  readonly send = () => this.summary().getByRole('button', { name: /^(Enviar|Send)$/ })
  readonly receive = () => this.summary().getByRole('button', { name: /^(Recibir|Receive)$/ })
  readonly tokenLists = () => this.page.getByRole('region', { name: /^(Tokens por red|Tokens by network)$/ })
  readonly networkTokens = (id: string) => this.page.getByTestId(`network-tokens-${id}`)
  readonly tokenRows = (id: string) => this.networkTokens(id).getByRole('listitem')
  readonly showAll = (id: string) =>
    this.networkTokens(id).getByRole('button', { name: /^(Ver todos|Show all) \(\d+\)$/ })
  readonly showLess = (id: string) =>
    this.networkTokens(id).getByRole('button', { name: /^(Ver menos|Show less)$/ })
  readonly showZero = () =>
    this.page.getByRole('checkbox', {
      name: /^(Mostrar tokens sin saldo|Show tokens with no balance) \(\d+\)$/,
    })
  readonly tokenLogo = (key: string) => this.page.getByTestId(`token-row-${key}`).locator('[data-logo]')
  readonly clock = () => this.page.getByTestId('home-clock')
  readonly priceSource = () => this.page.getByTestId('price-source')
  /** Argentina's inflation against the savings, and the line saying its source and date. */
  readonly inflation = () => this.page.getByTestId('inflation-comparison')
  readonly inflationSource = () => this.page.getByTestId('inflation-source')
  /** How old the inflation figure is, beside its source line (only once older than its source's update). */
  readonly inflationAge = () => this.inflationSource().locator('xpath=..').getByTestId('figure-age')
  readonly healthScore = () => this.page.getByTestId('health-score')
  readonly healthPart = (part: string) => this.page.getByTestId(`health-${part}`)
  readonly recommendations = () => this.page.getByTestId('health-recommendations').locator('li')
  readonly networkStatus = (id: string) => this.page.getByTestId(`network-status-${id}`)
  readonly networkButton = (name: string) => this.page.getByRole('button', { name, exact: true })
  readonly alert = () => this.page.getByTestId('network-notice')
  readonly manage = () => this.page.getByRole('link', { name: /^(Gestión de Billetera|Wallet Management)$/ })
  readonly getUsde = () => this.page.getByRole('button', { name: /Conseguir USDe|Get USDe/ })
  readonly dialog = () => this.page.getByRole('dialog')
  readonly fund = () =>
    this.page.getByRole('button', { name: /Cargar tokens de prueba|Fund with test tokens/ })
  readonly transactions = () =>
    this.page.getByRole('region', { name: /Últimas transacciones|Recent transactions/ })
  /** The amount of each row of the last transactions (without its date or address). */
  readonly transactionAmounts = () => this.page.getByTestId('tx-list').locator('.amount')
}
