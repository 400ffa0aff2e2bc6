import { expect, type Page } from '@playwright/test'

/**
 * Settings → New addresses: the rule that asks for the password to send to an address never confirmed. The
 * title and intro are the app's; the rule now, its switch and limit, the password and Guardar are the signer's
 * guard screen, a frame of the signer's origin laid out in the panel (docs/signer-plan.md step 4).
 */
export class RecipientGuardSettings {
  constructor(readonly page: Page) {}

  readonly section = () => this.page.getByRole('dialog').getByTestId('guard-settings')
  readonly title = () => this.section().getByText(/^(Direcciones nuevas|New addresses)$/)
  /** The signer's guard screen, in its frame. */
  readonly frame = () => this.section().frameLocator('iframe[data-testid="signer-guard"]')
  /** The line that says what the key worker holds now. */
  readonly now = () => this.frame().locator('#guard-now')
  readonly toggle = () =>
    this.frame().getByRole('switch', {
      name: /^(Pedir la contraseña para enviar a direcciones nuevas|Ask for the password to send to new addresses)$/,
    })
  readonly limit = () => this.frame().getByLabel(/^(Límite en US\$|Limit in US\$)$/)
  readonly password = () => this.frame().getByLabel(/^(Contraseña|Password)$/)
  readonly save = () => this.frame().getByRole('button', { name: /^(Guardar|Save)$/ })
  /** A wrong password, or a rule that cannot be read, said in the frame. */
  readonly error = () => this.frame().getByRole('alert')
  /** "Regla de direcciones nuevas guardada." once saved. */
  readonly saved = () => this.frame().locator('.saved')

  /**
   * Opens the section (it starts folded, like Networks and endpoints), and holds until it is open: the frame
   * inside a folded section is hidden, and clicks in it wait for ever (one fresh-clone run met a section still
   * folded after the first click).
   */
  async expand() {
    const open = () => this.section().evaluate((el) => (el as HTMLDetailsElement).open)
    await expect(async () => {
      if (!(await open())) await this.title().click()
      expect(await open()).toBe(true)
    }).toPass()
  }

  /** Guardar with the password typed in the frame. */
  async saveWith(password: string) {
    await this.password().fill(password)
    await this.save().click()
  }
}
