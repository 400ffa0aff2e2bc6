import type { Page } from '@playwright/test'

/** Settings → "Billeteras anteriores" (inside the open Settings panel) and the password it asks. */
export class PreviousWallets {
  constructor(readonly page: Page) {}

  readonly section = () => this.page.getByTestId('archived-wallets')
  readonly summary = () => this.section().getByText(/^(Billeteras anteriores|Previous wallets)$/)
  readonly rows = () => this.section().getByTestId('archived-wallet')
  readonly row = (address: string) =>
    this.section().locator(`[data-testid="archived-wallet"][data-address="${address}"]`)
  readonly openButton = (address: string) => this.row(address).getByRole('button', { name: /^(Abrir|Open)/ })
  readonly downloadButton = (address: string) =>
    this.row(address).getByRole('button', { name: /^(Descargar|Download)/ })
  readonly empty = () =>
    this.section().getByText(/No hay billeteras anteriores|There are no previous wallets/)
  readonly notice = () => this.section().getByTestId('archive-notice')
  /** The archived wallet's own password, asked over the panel. */
  readonly dialog = () => this.page.getByRole('alertdialog')
  readonly password = () => this.dialog().getByLabel(/Contraseña de esa billetera|That wallet’s password/)
  readonly confirm = () => this.dialog().getByRole('button', { name: /^(Abrir|Open|Descargar|Download)$/ })
  readonly error = () => this.dialog().getByRole('alert')

  async show() {
    await this.summary().click()
  }

  async open(address: string, password: string) {
    await this.openButton(address).click()
    await this.password().fill(password)
    await this.confirm().click()
  }

  async download(address: string, password: string) {
    await this.downloadButton(address).click()
    await this.password().fill(password)
    await this.confirm().click()
  }
}
