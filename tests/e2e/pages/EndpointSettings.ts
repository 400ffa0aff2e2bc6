import type { Page } from '@playwright/test'

/** Settings → Networks and endpoints (inside the settings panel): locators and actions only. */
export class EndpointSettings {
  constructor(readonly page: Page) {}

  readonly section = () => this.page.getByRole('dialog').getByTestId('endpoint-settings')
  readonly toggle = () => this.section().getByText(/^(Redes y nodos|Networks and endpoints)$/)
  readonly network = (id: string) => this.section().getByTestId(`endpoints-${id}`)
  /** Every network's card, its name and chain id as the legend. */
  readonly networks = () => this.section().getByTestId(/^endpoints-/)
  readonly urlInput = (name: string) =>
    this.section().getByLabel(new RegExp(`^(Nuevo nodo para|New endpoint for) ${name}$`))
  readonly saved = (id: string) => this.network(id).getByRole('listitem')
  readonly remove = (url: string) =>
    this.section().getByRole('button', {
      name: new RegExp(`^(Quitar|Remove) ${url.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}$`),
    })
  readonly notice = () => this.section().getByTestId('endpoint-notice')
  readonly keyInput = (label: RegExp) => this.section().getByLabel(label)
  readonly keyState = (name: string) => this.section().getByTestId(`api-key-${name}`)
  readonly saveKeys = () => this.section().getByRole('button', { name: /Guardar claves|Save keys/ })

  async add(id: string, name: string, url: string) {
    await this.urlInput(name).fill(url)
    await this.network(id)
      .getByRole('button', { name: /^(Agregar|Add)$/ })
      .click()
  }
}
