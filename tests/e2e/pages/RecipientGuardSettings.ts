import type { Page } from '@playwright/test'

/** Settings → New addresses: the rule that asks for the password to send to an address never confirmed. */
export class RecipientGuardSettings {
  constructor(readonly page: Page) {}

  readonly section = () => this.page.getByRole('dialog').getByTestId('guard-settings')
  readonly title = () => this.section().getByText(/^(Direcciones nuevas|New addresses)$/)
  /** The line that says what the key worker holds now. */
  readonly now = () => this.section().getByRole('status')
  readonly toggle = () =>
    this.section().getByRole('switch', {
      name: /^(Pedir la contraseña para enviar a direcciones nuevas|Ask for the password to send to new addresses)$/,
    })
  readonly limit = () => this.section().getByLabel(/^(Límite en US\$|Limit in US\$)$/)
  readonly save = () => this.section().getByRole('button', { name: /^(Guardar|Save)$/ })

  /** Opens the section (it starts folded, like Networks and endpoints). */
  async expand() {
    if (!(await this.section().evaluate((el) => (el as HTMLDetailsElement).open))) await this.title().click()
  }
}
