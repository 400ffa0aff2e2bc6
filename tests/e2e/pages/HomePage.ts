import type { Page } from '@playwright/test'

/** /home: locators and actions only. */
export class HomePage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly balance = (key: string) => this.page.getByTestId(`balance-${key}`)
  readonly total = () => this.page.getByTestId('total-usd')
  readonly clock = () => this.page.getByTestId('home-clock')
  readonly priceSource = () => this.page.getByTestId('price-source')
  readonly healthScore = () => this.page.getByTestId('health-score')
  readonly healthPart = (part: string) => this.page.getByTestId(`health-${part}`)
  readonly recommendations = () => this.page.getByTestId('health-recommendations').locator('li')
  readonly networkStatus = (id: string) => this.page.getByTestId(`network-status-${id}`)
  readonly networkButton = (name: string) => this.page.getByRole('button', { name, exact: true })
  readonly alert = () => this.page.getByTestId('network-notice')
  readonly manage = () => this.page.getByRole('link', { name: 'Gestión de Billetera' })
  readonly getUsde = () => this.page.getByRole('button', { name: /Conseguir USDe|Get USDe/ })
  readonly dialog = () => this.page.getByRole('dialog')
  readonly fund = () =>
    this.page.getByRole('button', { name: /Cargar tokens de prueba|Fund with test tokens/ })
  readonly transactions = () =>
    this.page.getByRole('region', { name: /Últimas transacciones|Recent transactions/ })
}
