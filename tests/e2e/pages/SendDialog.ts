import type { Page } from '@playwright/test'
import { ReviewFrame } from './ReviewFrame'

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
  /** The signer's review frame: what the key worker decoded, the password when it asks, Volver and Confirmar. */
  readonly reviewFrame = new ReviewFrame(() => this.review())
  /** Confirmar, in the signer's frame. */
  readonly confirm = () => this.reviewFrame.confirm()
  /** Presses Confirmar in the signer's frame once it answers (`double`: twice in a row). */
  readonly pressConfirm = (options?: { double?: boolean }) => this.reviewFrame.pressConfirm(options)
  /** Volver, in the signer's frame. */
  readonly back = () => this.reviewFrame.back()
  /** Presses Volver in the signer's frame. */
  readonly pressBack = () => this.reviewFrame.pressBack()
  /** "Firmando y enviando el paso 1 de 1…", under the review once Confirmar was pressed. */
  readonly signing = () => this.review().getByTestId('review-signing')
  /** The same frame, where a review's password is typed (a new address above the limit, high fees). */
  readonly passwordFrame = this.reviewFrame
  /** What the frame says when the key worker asks for the password (a new address above the limit); none when it does not. */
  readonly reviewPasswordBox = () => this.reviewFrame.box().filter({ has: this.reviewFrame.field() })
  /** The password field itself, in the signer's frame; its message (a wrong password) is its accessible description. */
  readonly reviewPassword = () => this.reviewFrame.field()

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

  /** Types the wallet's password in the signer's frame and presses Enter there: Confirmar with the password. */
  async confirmWithPassword(password: string) {
    await this.reviewFrame.confirmWith(password)
  }

  /** Enviar, then Confirmar on the review: the whole send as a user does it. */
  async send(recipient: string, amount: string) {
    await this.fill(recipient, amount)
    await this.submit().click()
    await this.pressConfirm()
  }
}
