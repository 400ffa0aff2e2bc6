import type { Page } from '@playwright/test'

/**
 * "¿Olvidaste tu contraseña?" on /unlock: the seed phrase or key, the new password and the "different wallet"
 * question are the signer's restore screen (docs/signer-plan.md step 4), a frame of the signer's origin reached
 * with frameLocator; the app's page keeps the title, the intro and Volver.
 */
export class RestoreFrame {
  constructor(readonly page: Page) {}
  readonly forgot = () =>
    this.page.getByRole('button', { name: /¿Olvidaste tu contraseña\?|Forgot your password\?/ })
  /** The signer's restore screen, in its frame. */
  readonly frame = () => this.page.frameLocator('iframe[data-testid="signer-restore"]')
  readonly title = () => this.page.getByRole('heading', { name: /Recuperá tu billetera|Restore your wallet/ })
  readonly back = () => this.page.getByRole('button', { name: /^(Volver|Back)$/ })
  readonly secret = () => this.frame().getByLabel(/Frase semilla o clave privada|Seed phrase or private key/)
  readonly password = () => this.frame().getByLabel(/^(Contraseña nueva|New password)$/)
  readonly confirmation = () => this.frame().getByLabel(/Repetí la contraseña nueva|Repeat the new password/)
  readonly strength = () => this.frame().getByTestId('password-strength')
  readonly submit = () => this.frame().getByRole('button', { name: /Recuperar billetera|Restore wallet/ })
  readonly error = () => this.frame().getByRole('alert')
  /** The different-wallet question, in the frame. */
  readonly question = () =>
    this.frame().getByRole('region', { name: /Esta es otra billetera|This is a different wallet/ })
  readonly storedAddress = () => this.frame().getByTestId('stored-address')
  readonly otherAddress = () => this.frame().getByTestId('other-address')
  /** What the different-wallet question says of the wallet it sets aside. */
  readonly setAsideNote = () => this.frame().getByTestId('set-aside-note')
  readonly useOther = () =>
    this.frame().getByRole('button', { name: /Usar la otra billetera|Use the other wallet/ })
  readonly keepStored = () => this.frame().getByRole('button', { name: /Volver y revisar|Go back and check/ })
  async restore(secret: string, password: string, confirmation = password) {
    await this.secret().fill(secret)
    await this.password().fill(password)
    await this.confirmation().fill(confirmation)
    await this.submit().click()
  }
}
