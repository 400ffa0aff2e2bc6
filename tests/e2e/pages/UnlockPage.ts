import type { Page } from '@playwright/test'

/**
 * /unlock. The password field, Desbloquear and their errors are the signer's (docs/signer-plan.md step 3): a
 * frame of the signer's origin laid out in the page, reached with frameLocator; the app's page has none.
 */
export class UnlockPage {
  constructor(readonly page: Page) {}

  /** The signer's unlock screen, in its frame. */
  readonly frame = () => this.page.frameLocator('iframe[data-testid="signer-unlock"]')
  readonly password = () => this.frame().getByLabel(/^(Contraseña|Password)$/)
  readonly submit = () => this.frame().getByRole('button', { name: /^(Desbloquear|Unlock)$/ })
  readonly error = () => this.frame().getByRole('alert')

  async unlock(password: string) {
    await this.password().fill(password)
    await this.submit().click()
  }
}
