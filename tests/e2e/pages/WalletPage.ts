import type { Page } from '@playwright/test'

/** /wallet (Gestión de Billetera): locators and actions only. */
export class WalletPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Gestión de Billetera' })
  readonly summary = (what: 'total-tokens' | 'active-tokens' | 'networks' | 'total') =>
    this.page.getByTestId(`summary-${what}`)
  readonly filter = () => this.page.getByLabel(/Filtrar por red|Filter by network/)
  readonly sort = () => this.page.getByLabel(/Ordenar por|Sort by/)
  readonly cards = () => this.page.getByTestId('token-cards').locator('article')
  readonly card = (key: string) => this.page.getByTestId(`token-card-${key}`)
  /** A token card's value in pesos at the chosen dólar. */
  readonly cardArs = (key: string) => this.card(key).getByTestId(`ars-${key}`)
  readonly dollarQuote = () => this.page.getByTestId('dollar-quote')
  readonly cardBalance = (key: string) => this.card(key).getByTestId('token-balance')
  readonly cardUsd = (key: string) => this.card(key).getByTestId('token-usd')
  /** A network's value in the per-network summary. */
  readonly networkValue = (id: string) => this.page.getByTestId(`network-value-${id}`)
  readonly networkSummary = (id: string) => this.page.getByTestId(`network-summary-${id}`)
  readonly back = () => this.page.getByRole('link', { name: /^(Volver al Inicio|Back to Home)$/ })
  readonly reload = () => this.page.getByRole('button', { name: 'Actualizar Datos' })

  async filterBy(network: string) {
    await this.filter().selectOption(network)
  }

  async sortBy(order: 'balance' | 'name' | 'network') {
    await this.sort().selectOption(order)
  }
}
