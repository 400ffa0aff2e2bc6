import { expect, type Page } from '@playwright/test'
import { tabToInFrame } from '../support/signerFrame'

/**
 * Crear billetera over a stored wallet, on /welcome (docs/signer-plan.md step 4): the app's question keeps its
 * title, what happens and Cancelar; the stored wallet named, its password and *Apartar y seguir* are the signer's
 * removal screen as the set-aside (`?screen=signout&aside=create`), a frame of the signer's origin in the question.
 */
export class SetAsideFrame {
  constructor(readonly page: Page) {}
  readonly dialog = () => this.page.getByRole('dialog')
  readonly title = () =>
    this.dialog().getByRole('heading', {
      name: /¿Reemplazar la billetera guardada\?|Replace the stored wallet\?/,
    })
  readonly cancel = () => this.dialog().getByRole('button', { name: /^(Cancelar|Cancel)$/ })
  readonly frame = () => this.dialog().frameLocator('iframe[data-testid="signer-aside"]')
  readonly frameElement = () => this.dialog().locator('iframe[data-testid="signer-aside"]')
  /** What the frame names: the stored wallet set aside, as the signer's storage holds it. */
  readonly what = () => this.frame().locator('#remove-what')
  readonly password = () =>
    this.frame().getByLabel(/^(Contraseña de la billetera guardada|Password of the stored wallet)$/)
  readonly confirm = () =>
    this.frame().getByRole('button', { name: /^(Apartar y seguir|Set aside and continue)$/ })
  readonly error = () => this.frame().getByRole('alert')

  /** The password typed and Enter, from the keyboard as a person does (SettingsPanel.remove says why). */
  async setAside(password: string) {
    await expect(this.confirm()).toBeEnabled()
    await tabToInFrame(this.frameElement(), this.password())
    await this.password().fill(password)
    await this.password().press('Enter')
  }
}
