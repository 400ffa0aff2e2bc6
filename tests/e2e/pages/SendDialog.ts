import type { Page } from '@playwright/test'
import { ReviewPasswordFrame } from './ReviewPasswordFrame'

/** The send dialog opened from home. */
export class SendDialog {
  constructor(readonly page: Page) {}

  readonly openButton = () =>
    this.page
      .getByTestId('wallet-address')
      .locator('..')
      .getByRole('button', { name: /^(Enviar|Send)$/ })
  readonly dialog = () => this.page.getByRole('dialog', { name: /Enviar token|Send token/ })
  readonly network = () => this.dialog().getByLabel(/^(Red|Network)$/)
  readonly token = () => this.dialog().getByLabel(/^Token$/)
  readonly recipient = () => this.dialog().getByLabel(/Dirección del destinatario|Recipient address/)
  readonly amount = () => this.dialog().getByLabel(/^(Monto|Amount)$/)
  readonly scan = () => this.dialog().getByRole('button', { name: /^(Escanear QR|Scan QR)$/ })
  readonly max = () => this.dialog().getByRole('button', { name: /^(Máx\.|Max)$/ })
  readonly balance = () => this.dialog().getByTestId('send-balance')
  readonly fee = () => this.dialog().getByTestId('send-fee')
  readonly submit = () => this.dialog().getByRole('button', { name: /^(Enviar|Send|Enviando…|Sending…)$/ })
  readonly success = () => this.dialog().getByTestId('send-success')
  readonly lookalike = () => this.dialog().getByTestId('lookalike-warning')
  /** Under the recipient field: the address an ENS name resolved to, or the lookup under way. */
  readonly recipientResolved = () => this.dialog().getByTestId('recipient-resolved')
  readonly recipientResolving = () => this.dialog().getByTestId('recipient-resolving')
  readonly retryName = () => this.dialog().getByRole('button', { name: /^(Buscar otra vez|Look up again)$/ })
  readonly message = (text: string | RegExp) => this.dialog().getByText(text)
  /** The review shown after Enviar, before anything is signed. */
  readonly review = () =>
    this.dialog().getByRole('region', { name: /Revisá antes de firmar|Review before signing/ })
  readonly reviewLeaving = () => this.review().getByTestId('review-leaving')
  readonly reviewRecipient = () => this.review().getByTestId('review-recipient')
  /** The ENS name the recipient was typed as, beside its address. */
  readonly reviewRecipientName = () => this.review().getByTestId('review-recipient-name')
  readonly reviewNetwork = () => this.review().getByTestId('review-network')
  readonly reviewSteps = () => this.review().getByTestId('review-steps')
  readonly reviewFee = () => this.review().getByTestId('review-fee')
  readonly reviewWarning = (kind: string) => this.review().getByTestId(`review-warning-${kind}`)
  /** The review's words for a maximum fee above a tenth of what moves. */
  readonly reviewFeeOutweighs = () => this.review().getByTestId('review-fee-outweighs')
  readonly confirm = () =>
    this.review().getByRole('button', { name: /^(Confirmar|Confirm|Firmando.*|Signing.*)$/ })
  readonly back = () => this.review().getByRole('button', { name: /^(Volver|Back)$/ })
  /** The signer's frame where the review's password is typed (a new address above the limit, high fees). */
  readonly passwordFrame = new ReviewPasswordFrame(() => this.review())
  /** What the frame says when the key worker asks for the password (a new address above the limit). */
  readonly reviewPasswordBox = () => this.passwordFrame.box()
  /** The password field itself, in the signer's frame; its message (a wrong password) is its accessible description. */
  readonly reviewPassword = () => this.passwordFrame.field()

  async open() {
    await this.openButton().click()
  }

  /** Closes the dialog with Escape and waits until it is gone. */
  async closeDialog() {
    await this.page.keyboard.press('Escape')
    await this.dialog().waitFor({ state: 'hidden' })
  }

  async fill(recipient: string, amount: string) {
    await this.recipient().fill(recipient)
    await this.amount().fill(amount)
  }

  /** Types the wallet's password in the signer's frame, waits for the review to be approved, presses Confirmar. */
  async confirmWithPassword(password: string) {
    await this.passwordFrame.approveWith(password)
    await this.confirm().click()
  }

  /** Enviar, then Confirmar on the review: the whole send as a user does it. */
  async send(recipient: string, amount: string) {
    await this.fill(recipient, amount)
    await this.submit().click()
    await this.confirm().click()
  }
}
