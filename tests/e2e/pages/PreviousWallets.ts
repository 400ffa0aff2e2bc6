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
  /** The question over the panel: its title and what happens are the app's. */
  readonly dialog = () => this.page.getByRole('alertdialog')
  /**
   * The archived wallet's own password, its button and what it names, in the signer's frame inside the question
   * (docs/signer-plan.md step 4): `signer-reopen` for Abrir, `signer-backup` for Descargar.
   */
  readonly frame = () =>
    this.dialog().frameLocator('[data-testid="signer-reopen"], [data-testid="signer-backup"]')
  readonly password = () => this.frame().getByLabel(/^(Contraseña de esa billetera|That wallet’s password)$/)
  readonly confirm = () => this.frame().getByRole('button', { name: /^(Abrir|Open|Descargar|Download)$/ })
  readonly error = () => this.frame().getByRole('alert')
  /** What the frame names: the wallet it acts on (and, to open one, the stored wallet set aside). */
  readonly what = () => this.frame().locator('#reopen-what, #keystore-what')
  readonly setAside = () => this.frame().getByTestId('reopen-aside')
  readonly cancel = () => this.dialog().getByRole('button', { name: /^(Cancelar|Cancel)$/ })

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
