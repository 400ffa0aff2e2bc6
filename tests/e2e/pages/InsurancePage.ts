import type { Page } from '@playwright/test'

/** The DeFi insurance placeholder. */
export class InsurancePage {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByRole('heading', { level: 1 })
  readonly features = () =>
    this.page
      .getByRole('region', { name: /Lo que vas a poder hacer|What you will be able/ })
      .getByRole('listitem')
  readonly phases = () =>
    this.page.getByRole('region', { name: /Fases de desarrollo|Development phases/ }).getByRole('listitem')
  readonly notify = () =>
    this.page.getByRole('button', { name: /^(Notificarme cuando esté listo|Notify me when it is ready)$/ })
  readonly undo = () => this.page.getByRole('button', { name: /Ya no quiero el aviso|no longer want/ })
  readonly confirmation = () => this.page.getByRole('status')
}
