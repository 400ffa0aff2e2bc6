import type { Page } from '@playwright/test'

/** /privacy and /terms: title, effective date and the numbered sections. */
export class LegalPage {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByRole('heading', { level: 1 })
  readonly effectiveDate = () => this.page.getByTestId('effective-date')
  readonly sectionHeadings = () => this.page.getByRole('main').getByRole('heading', { level: 2 })
}
