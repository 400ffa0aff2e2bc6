import type { Page } from '@playwright/test'

/**
 * /unlock's legacy migration: the app's title and intro around the signer's migration screen, a frame of the
 * signer's origin where the new password is typed twice (docs/signer-plan.md step 4), reached with frameLocator.
 */
export class MigrateFrame {
  constructor(readonly page: Page) {}
  readonly frame = () => this.page.frameLocator('iframe[data-testid="signer-migrate"]')
  readonly password = () => this.frame().getByLabel(/^(Contraseña|Password)$/)
  readonly confirmation = () => this.frame().getByLabel(/^(Repetí la contraseña|Repeat the password)$/)
  readonly submit = () => this.frame().getByRole('button', { name: /^(Elegir contraseña|Set a password)$/ })
  readonly error = () => this.frame().getByRole('alert')

  async choose(password: string, confirmation = password) {
    await this.password().fill(password)
    await this.confirmation().fill(confirmation)
    await this.submit().click()
  }
}
