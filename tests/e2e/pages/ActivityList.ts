import type { Page } from '@playwright/test'

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
  readonly confirm = () => this.review().getByRole('button', { name: /^(Confirmar|Confirm)$/ })
  readonly sent = () => this.dialog().getByTestId('replace-sent')
  readonly error = () => this.dialog().getByTestId('replace-error')
  readonly close = () => this.dialog().getByRole('button', { name: /^(Cerrar|Close)$/ })
}
