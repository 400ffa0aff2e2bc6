import type { Page } from '@playwright/test'
import { ReviewFrame } from './ReviewFrame'

/** The recent transactions list (home and Gestión de Billetera) and a pending row's speed-up / cancel dialog. */
export class ActivityList {
  constructor(readonly page: Page) {}

  readonly list = () => this.page.getByTestId('tx-list')
  readonly rows = () => this.list().getByRole('listitem')
  /** The rows that mention `text` (a recipient's short address). */
  readonly rowsWith = (text: string) => this.rows().filter({ hasText: text })
  readonly badge = (row: ReturnType<ActivityList['rows']>, status: string) => row.getByTestId(`tx-${status}`)
  readonly speedUp = (row: ReturnType<ActivityList['rows']>) =>
    row.getByRole('button', { name: /^(Acelerar|Speed up)$/ })
  readonly cancel = (row: ReturnType<ActivityList['rows']>) =>
    row.getByRole('button', { name: /^(Cancelar|Cancel)$/ })
  readonly replacing = (row: ReturnType<ActivityList['rows']>) => row.getByTestId('tx-replacing')
  readonly outcome = (row: ReturnType<ActivityList['rows']>) => row.getByTestId('tx-outcome')

  readonly dialog = () => this.page.getByTestId('replace-dialog')
  readonly review = () =>
    this.dialog().getByRole('region', { name: /Revisá antes de firmar|Review before signing/ })
  readonly reviewReplaces = () => this.review().getByTestId('review-replaces')
  readonly reviewFees = () => this.review().getByTestId('review-replaces-fees')
  readonly reviewLeaving = () => this.review().getByTestId('review-leaving')
  readonly reviewSteps = () => this.review().getByTestId('review-steps')
  /** The signer's review frame: what the key worker decoded, the password when it asks, Volver and Confirmar. */
  readonly reviewFrame = new ReviewFrame(() => this.review())
  /** Confirmar, in the signer's frame. */
  readonly confirm = () => this.reviewFrame.confirm()
  /** Presses Confirmar in the signer's frame once it answers (`double`: twice in a row). */
  readonly pressConfirm = (options?: { double?: boolean }) => this.reviewFrame.pressConfirm(options)
  /** Volver, in the signer's frame. */
  readonly reviewBack = () => this.reviewFrame.back()
  readonly sent = () => this.dialog().getByTestId('replace-sent')
  readonly error = () => this.dialog().getByTestId('replace-error')
  readonly close = () => this.dialog().getByRole('button', { name: /^(Cerrar|Close)$/ })
}
