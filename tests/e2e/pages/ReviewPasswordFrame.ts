import { expect, type Locator } from '@playwright/test'

/**
 * The signer's frame where a review's password is typed (issue 41 step 4, src/signer/passwordScreen.ts), inside
 * a review (`review`: the review's region). It says why, takes the password, and says when the review was
 * approved; the app's Confirmar then signs without a password.
 */
export class ReviewPasswordFrame {
  constructor(private readonly review: () => Locator) {}

  /** The frame element, on the app's page. */
  readonly element = () => this.review().locator('iframe[data-testid="signer-review-password"]')
  private readonly frame = () => this.review().frameLocator('iframe[data-testid="signer-review-password"]')
  /** Everything the frame shows: the reasons, the field, its message. */
  readonly box = () => this.frame().locator('main')
  /** The password field; its message (a wrong password) is its accessible description. */
  readonly field = () => this.frame().getByLabel(/^(Contraseña de la billetera|Wallet password)$/)
  readonly check = () => this.frame().getByRole('button', { name: /^(Verificar contraseña|Check password)$/ })
  readonly error = () => this.frame().getByRole('alert')
  /** "Contraseña verificada. Ya podés confirmar." once the key worker approved the review. */
  readonly approved = () => this.frame().getByRole('status')
  /** One reason the frame gives, by its test id (review-password-fees, -borrow, -collateral, -newRecipient). */
  readonly why = (reason: 'newRecipient' | 'fees' | 'borrow' | 'collateral') =>
    this.frame().getByTestId(`review-password-${reason}`)

  /**
   * What the frame says the review does, as the key worker decoded it (never the page's words): `amount` (with
   * its token), `to` (the recipient in full), `network`, `fees` (the fee ceiling).
   */
  readonly summary = (what: 'amount' | 'to' | 'network' | 'fees') =>
    this.frame().getByTestId(`review-summary-${what}`)

  /** Types the password in the frame and presses Enter; waits until the frame says the review was approved. */
  async approveWith(password: string) {
    await this.field().fill(password)
    await this.field().press('Enter')
    await expect(this.approved()).toHaveText(/^(Contraseña verificada|Password checked)/)
  }

  /** Types a password the key worker refuses; waits for the frame's message. */
  async refuse(password: string) {
    await this.field().fill(password)
    await this.field().press('Enter')
    await expect(this.error()).toHaveText(/^(Contraseña incorrecta|Wrong password)/)
  }
}
