import type { Page } from '@playwright/test'

/** Debug mode's panel (Settings → debug mode): the machine inspector and the page's web vitals. */
export class DebugPanel {
  constructor(readonly page: Page) {}

  readonly panel = () => this.page.getByTestId('inspector-panel')
  readonly vitals = () =>
    this.panel().getByRole('region', { name: /Métricas web de esta página|Web vitals of this page/ })
  /** One figure's value: `LCP`, `FCP`, `TTFB`, `CLS` or `INP`. */
  readonly vital = (name: string) => this.vitals().getByTestId(`vital-${name.toLowerCase()}`).locator('dd')

  /** Debug mode as Settings stores it, set before the app starts. */
  async turnOnBeforeLoad() {
    await this.page.addInitScript(() => localStorage.setItem('debug', 'true'))
  }
}
