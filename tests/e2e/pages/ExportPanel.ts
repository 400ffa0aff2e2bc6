import type { Download, Locator, Page } from '@playwright/test'

/** "Exportar movimientos (CSV)" and "Resumen de tenencias": locators and actions only. */
export class ExportPanel {
  constructor(readonly page: Page) {}

  /** /wallet's card. */
  readonly card = () =>
    this.page.getByRole('region', { name: /^(Movimientos e impuestos|Activity and taxes)$/ })
  /** Home's activity card, where the export button sits under the last transactions. */
  readonly transactions = () =>
    this.page.getByRole('region', { name: /^(Últimas transacciones|Recent transactions)$/ })
  readonly exportActivity = (within: Locator = this.page.locator('body')) =>
    within.getByRole('button', { name: /^(Exportar movimientos \(CSV\)|Export activity \(CSV\))$/ })
  readonly holdingsDate = () => this.page.getByLabel(/^(Fecha de corte|As of)$/)
  readonly downloadHoldings = () =>
    this.page.getByRole('button', {
      name: /^(Descargar resumen de tenencias \(CSV\)|Download holdings summary \(CSV\))$/,
    })
  readonly status = (kind: 'activity' | 'holdings') => this.page.getByTestId(`export-status-${kind}`)
  readonly holdingsTotal = () => this.page.getByTestId('holdings-total')
  readonly holdingsQuote = () => this.page.getByTestId('holdings-quote')

  /** Clicks `button` and resolves with the file the browser downloads. */
  async download(button: Locator): Promise<Download> {
    const downloading = this.page.waitForEvent('download')
    await button.click()
    return downloading
  }
}
