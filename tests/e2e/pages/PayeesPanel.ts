import type { Page } from '@playwright/test'

/** The saved payees panel inside the send dialog. */
export class PayeesPanel {
  constructor(readonly page: Page) {}

  readonly panel = () => this.page.getByRole('region', { name: /Destinatarios guardados|Saved payees/ })
  readonly formToggle = () =>
    this.panel().getByRole('button', { name: /Agregar destinatario|Cerrar formulario|Add payee|Close form/ })
  readonly listToggle = () =>
    this.panel().getByRole('button', {
      name: /Ver destinatarios|Ocultar destinatarios|Show payees|Hide payees/,
    })
  readonly name = () => this.panel().getByLabel(/^(Nombre|Name)$/)
  readonly address = () => this.panel().getByLabel(/^(Dirección|Address)$/)
  readonly save = () => this.panel().getByRole('button', { name: /Guardar destinatario|Save payee/ })
  readonly rows = () => this.panel().getByTestId('payee-row')
  readonly pick = (name: string) => this.panel().getByRole('button', { name: `Usar ${name}` })
  readonly edit = (name: string) => this.panel().getByRole('button', { name: `Editar ${name}`, exact: true })
  readonly remove = (name: string) =>
    this.panel().getByRole('button', { name: `Borrar ${name}`, exact: true })
  /** The rename or delete confirmation, over the dialog. */
  readonly confirmation = () => this.page.getByRole('alertdialog')
  readonly confirmButton = (name: RegExp) => this.confirmation().getByRole('button', { name })

  async add(name: string, address: string) {
    if (!(await this.save().isVisible())) await this.formToggle().click()
    await this.name().fill(name)
    await this.address().fill(address)
    await this.save().click()
  }
}
