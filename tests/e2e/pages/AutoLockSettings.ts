import type { Page } from '@playwright/test'

/**
 * Settings → Bloqueo automático: the time now, the choice, the password and Guardar are the signer's auto-lock
 * screen, a frame of the signer's origin laid out in the panel (docs/signer-plan.md step 4, issue 41 item 7).
 */
export class AutoLockSettings {
  constructor(readonly page: Page) {}

  /** The frame element in the app's panel. */
  readonly frameElement = () => this.page.getByRole('dialog').locator('iframe[data-testid="signer-autolock"]')
  /** The signer's auto-lock screen, in its frame. */
  readonly frame = () => this.page.getByRole('dialog').frameLocator('iframe[data-testid="signer-autolock"]')
  /** The line that says what the key worker holds now. */
  readonly now = () => this.frame().locator('#autolock-now')
  readonly choice = () => this.frame().getByLabel(/^(Bloqueo automático \(minutos\)|Auto-lock \(minutes\))$/)
  readonly password = () => this.frame().getByLabel(/^(Contraseña|Password)$/)
  readonly save = () => this.frame().getByRole('button', { name: /^(Guardar|Save)$/ })
  /** A wrong password, or a time that cannot be read, said in the frame. */
  readonly error = () => this.frame().getByRole('alert')
  /** "Bloqueo automático guardado." once saved. */
  readonly saved = () => this.frame().locator('.saved')

  /** Chooses `minutes` and saves with the password typed in the frame. */
  async choose(minutes: number, password: string) {
    await this.choice().selectOption(String(minutes))
    await this.password().fill(password)
    await this.save().click()
  }
}
