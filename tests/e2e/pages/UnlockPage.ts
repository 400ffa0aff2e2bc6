import type { Page } from '@playwright/test'

export class UnlockPage {
  constructor(readonly page: Page) {}

  readonly password = () => this.page.getByLabel(/Contraseña|Password/)
  readonly submit = () => this.page.getByRole('button', { name: /Desbloquear|Unlock/ })
  readonly error = () => this.page.getByRole('alert')

  async unlock(password: string) {
    await this.password().fill(password)
    await this.submit().click()
  }
}
