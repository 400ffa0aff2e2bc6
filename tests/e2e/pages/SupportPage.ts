import type { Page } from '@playwright/test'

/** The customer service page: tabs, FAQ search, chips and accordion, contact form. */
export class SupportPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly tab = (name: RegExp) => this.page.getByRole('tab', { name })
  readonly panel = () => this.page.getByRole('tabpanel')
  readonly search = () => this.page.getByRole('searchbox', { name: /Buscar en las preguntas|Search the FAQ/ })
  readonly chips = () => this.page.getByRole('group', { name: /Categorías|Categories/ }).getByRole('button')
  readonly chip = (name: string) =>
    this.page.getByRole('group', { name: /Categorías|Categories/ }).getByRole('button', { name, exact: true })
  readonly questions = () => this.page.getByTestId('faq-item').getByRole('button')
  readonly question = (name: RegExp) => this.page.getByTestId('faq-item').getByRole('button', { name })
  readonly answer = (name: RegExp) => this.page.getByRole('region', { name })
  readonly expanded = () => this.page.locator('[data-testid="faq-item"] button[aria-expanded="true"]')
  readonly subject = () => this.page.getByLabel(/^(Asunto|Subject)$/)
  readonly message = () => this.page.getByLabel(/^(Mensaje|Message)$/)
  readonly send = () => this.page.getByRole('button', { name: /Abrir mi correo|Open my email/ })
  readonly error = () => this.page.getByRole('alert')
  readonly mailtoLink = () => this.page.getByTestId('contact-mailto')

  async searchFor(text: string) {
    await this.search().fill(text)
  }

  async writeToSupport(subject: string, message: string) {
    await this.subject().fill(subject)
    await this.message().fill(message)
    await this.send().click()
  }
}
