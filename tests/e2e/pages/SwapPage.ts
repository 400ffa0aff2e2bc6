import type { Page } from '@playwright/test'
import { ReviewFrame } from './ReviewFrame'

/** The swap screen, *Cambiar* (/swap). */
export class SwapPage {
  constructor(readonly page: Page) {}

  readonly openFromHome = () => this.page.getByTestId('open-swap')
  readonly heading = () => this.page.getByRole('heading', { level: 1, name: /^(Cambiar|Swap)$/ })
  readonly form = () => this.page.getByRole('form', { name: /^(Cambiar|Swap)$/ })
  readonly network = () => this.form().getByLabel(/^(Red|Network)$/)
  readonly from = () => this.form().getByLabel(/^(Cambiás|You pay)$/)
  readonly to = () => this.form().getByLabel(/^(Recibís|You receive)$/)
  readonly amount = () => this.form().getByLabel(/^(Monto en|Amount in) /)
  readonly receive = () => this.page.getByTestId('swap-receive')
  readonly minimum = () => this.page.getByTestId('swap-minimum')
  readonly route = () => this.page.getByTestId('swap-route')
  readonly submit = () => this.form().getByRole('button', { name: /^(Cambiar|Swap)$/ })
  readonly sentence = () => this.page.getByTestId('swap-sentence')
  readonly review = () =>
    this.page.getByRole('region', { name: /Revisá antes de firmar|Review before signing/ })
  /** The signer's review frame: what the key worker decoded, the password when it asks, Volver and Confirmar. */
  readonly reviewFrame = new ReviewFrame(() => this.review())
  /** Confirmar, in the signer's frame. */
  readonly confirm = () => this.reviewFrame.confirm()
  /** Presses Confirmar in the signer's frame once it answers (`double`: twice in a row). */
  readonly pressConfirm = (options?: { double?: boolean }) => this.reviewFrame.pressConfirm(options)
  /** Volver, in the signer's frame. */
  readonly reviewBack = () => this.reviewFrame.back()
  readonly done = () => this.page.getByTestId('swap-done')
}
