import type { Page } from '@playwright/test'

/** The loan warning at the top of every wallet screen: locators and actions only. */
export class LoanAlertBanner {
  constructor(readonly page: Page) {}

  readonly banner = () =>
    this.page.getByRole('complementary', { name: /^(Aviso sobre tu préstamo|About your loan)$/ })
  /** The spec's alert text with the figures: role alert (critical) or status (warning). */
  readonly message = () => this.banner().getByRole('alert').or(this.banner().getByRole('status'))
  readonly healthFactor = () => this.banner().getByTestId('loan-alert-health')
  readonly liquidation = () => this.banner().getByTestId('loan-alert-liquidation')
  readonly act = () =>
    this.banner().getByRole('link', { name: /^(Pagar o sumar garantía|Repay or add collateral)$/ })
  readonly notify = () => this.banner().getByRole('button', { name: /^(Avisarme|Notify me)$/ })
  readonly notifying = () =>
    this.banner().getByText(/^(Te avisamos si empeora\.|We will let you know if it gets worse\.)$/)
  readonly dismiss = () =>
    this.banner().getByRole('button', { name: /^(Ocultar este aviso|Hide this notice)$/ })
  /** In the Settings panel: the same consent, asked before any warning shows. */
  readonly setting = () =>
    this.page.getByRole('dialog').getByRole('switch', {
      name: /^(Avisarme si mi préstamo corre riesgo|Notify me if my loan is at risk)$/,
    })
}
