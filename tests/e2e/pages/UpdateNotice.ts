import type { Page } from '@playwright/test'

/** The "new version" notice of the installed app: locators and actions only. */
export class UpdateNotice {
  constructor(readonly page: Page) {}

  readonly notice = () =>
    this.page.getByRole('status').filter({ hasText: /Hay una versión nueva|A new version/ })
  readonly update = () => this.page.getByRole('button', { name: /^(Actualizar|Update)$/ })
}
