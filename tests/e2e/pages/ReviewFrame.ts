import { expect, type Locator } from '@playwright/test'
import { tabToInFrame } from '../support/signerFrame'

/**
 * The signer's review frame (issue 41 step 5, src/signer/reviewScreen.ts), inside a review (`review`: the
 * review's region): what the key worker decoded, the password field when the worker asks for it, Volver and
 * Confirmar. Confirmar answers only a moment after the review was drawn and while the frame is visible and
 * unobscured (`aria-disabled` until then, with the reason under it): Playwright's click waits for it.
 */
export class ReviewFrame {
  constructor(private readonly review: () => Locator) {}

  /** The frame element, on the app's page. */
  readonly element = () => this.review().locator('iframe[data-testid="signer-review"]')
  private readonly frame = () => this.review().frameLocator('iframe[data-testid="signer-review"]')
  /** Everything the frame shows: the summary, the reasons, the field, the buttons. */
  readonly box = () => this.frame().locator('main')
  /** The password field (only when the worker asks for it); its message is its accessible description. */
  readonly field = () => this.frame().getByLabel(/^(Contraseña de la billetera|Wallet password)$/)
  readonly confirm = () => this.frame().getByRole('button', { name: /^(Confirmar|Confirm)$/ })
  readonly back = () => this.frame().getByRole('button', { name: /^(Volver|Back)$/ })
  /** Why Confirmar does not answer yet, or that the review was confirmed. */
  readonly status = () => this.frame().getByRole('status')
  readonly error = () => this.frame().getByRole('alert')
  /** One reason the frame gives, by its test id (review-password-fees, -borrow, -collateral, -newRecipient). */
  readonly why = (reason: 'newRecipient' | 'fees' | 'borrow' | 'collateral') =>
    this.frame().getByTestId(`review-password-${reason}`)

  /**
   * What the frame says the review does, as the key worker decoded it (never the page's words): `amount` (with
   * its token), `to` (the recipient in full), `network`, `fees` (the fee ceiling).
   */
  readonly summary = (what: 'amount' | 'to' | 'network' | 'fees') =>
    this.frame().getByTestId(`review-summary-${what}`)
  /** Each step of a plan of steps, as the frame says it (a transfer's review shows none). */
  readonly steps = () => this.frame().getByTestId('review-summary-steps').getByRole('listitem')

  /**
   * Confirmar pressed as a person does once it answers (`double`: pressed twice in a row), from the keyboard: the
   * frame scrolled into view, Tab within it to the button (a key acts in the frame only after the person moved
   * there: src/signer/consent.ts), Enter. Not the mouse: Chromium drops a click on a cross-origin
   * frame watched with IntersectionObserver v2 that moved in the last 500 ms (the dialog scrolled or recentred as
   * the review grew) — its defence against a frame slid under the pointer, which drops a person's click the
   * same way — and a Playwright click scrolls the element into view right before it clicks.
   */
  async pressConfirm({ double = false } = {}) {
    await this.show()
    await expect(this.confirm()).toBeEnabled()
    await tabToInFrame(this.element(), this.confirm())
    const keyboard = this.element().page().keyboard
    await keyboard.press('Enter')
    // The second press lands on a review already taken (or gone with it): it does nothing.
    if (double)
      await this.confirm()
        .press('Enter', { timeout: 2_000 })
        .catch(() => undefined)
  }

  /** Volver pressed from the keyboard, as Confirmar is (see {@link pressConfirm}); returns once the review closed. */
  async pressBack() {
    await this.show()
    await expect(this.confirm()).toBeEnabled()
    await tabToInFrame(this.element(), this.back())
    await this.element().page().keyboard.press('Enter')
    await expect(this.element()).toHaveCount(0)
  }

  /**
   * Scrolls the frame into view, as a person scrolls down to it: Chromium draws nothing of a cross-origin frame
   * below the fold (no animation frame), so until then the review was never on screen and Confirmar waits.
   */
  async show() {
    await this.element().scrollIntoViewIfNeeded()
  }

  /** Types the password in the frame once Confirmar answers, and presses Enter there: the review is confirmed. */
  async confirmWith(password: string) {
    await this.show()
    await expect(this.confirm()).toBeEnabled()
    await tabToInFrame(this.element(), this.field())
    await this.field().fill(password)
    await this.field().press('Enter')
  }

  /** The name hostile-page specs written for step 4 use: the password typed and Enter, which now confirms. */
  async approveWith(password: string) {
    await this.confirmWith(password)
  }

  /** Types a password the key worker refuses and presses Enter; waits for the frame's message. */
  async refuse(password: string) {
    await this.show()
    await expect(this.confirm()).toBeEnabled()
    await tabToInFrame(this.element(), this.field())
    await this.field().fill(password)
    await this.field().press('Enter')
    await expect(this.error()).toHaveText(/^(Contraseña incorrecta|Wrong password)/)
  }
}
