import type { Page } from '@playwright/test'

/** /buy: locators only. */
export class BuyPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly address = () => this.page.getByTestId('receive-address')
  readonly qr = () => this.page.getByRole('img', { name: /QR/ })
  readonly warning = () => this.page.getByRole('note').first()
  readonly ramp = (name: string) => this.page.getByRole('link', { name: new RegExp(`^${name}`) })
}
