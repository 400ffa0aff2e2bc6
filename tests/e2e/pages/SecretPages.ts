import type { Page } from '@playwright/test'

export class SecretPage {
  constructor(readonly page: Page) {}
  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly password = () => this.page.getByLabel(/^(Contraseña|Password)$/)
  readonly reveal = () =>
    this.page.getByRole('button', { name: /^(Mostrar|Reveal|Mostrar frase semilla|Reveal Seed Phrase)$/ })
  readonly hide = () => this.page.getByRole('button', { name: /Ocultar|Hide/ })
  readonly copy = () => this.page.getByRole('button', { name: /Copiar|Copy|¡Copiado!|Copied!/ })
  readonly value = () => this.page.getByTestId('secret-value')
  readonly words = () => this.page.getByTestId('seed-words').getByRole('listitem')
  readonly error = () => this.page.getByRole('alert')
  readonly goBack = () => this.page.getByRole('link', { name: /Volver|Go Back/ })
  async revealWith(password: string) {
    await this.password().fill(password)
    await this.reveal().click()
  }
}

export class SettingsPanel {
  constructor(readonly page: Page) {}
  readonly open = () => this.page.getByRole('button', { name: /^(Configuración|Settings)$/ })
  readonly dialog = () => this.page.getByRole('dialog')
  readonly item = (name: RegExp) => this.dialog().getByRole('button', { name })
  readonly link = (name: RegExp) => this.dialog().getByRole('link', { name })
  readonly notice = () => this.dialog().getByRole('alert')
  /** The confirmation Log out and Delete open over the panel. */
  readonly confirmDialog = () => this.page.getByRole('alertdialog')
  readonly confirm = () => this.confirmDialog().getByRole('button', { name: /Confirmar|Confirm/ })
  readonly cancel = () => this.confirmDialog().getByRole('button', { name: /^(Cancelar|Cancel)$/ })
  /** The wallet password Log out and Delete ask for inside their confirmation. */
  readonly password = () => this.confirmDialog().getByLabel(/Contraseña de la billetera|Wallet password/)
  readonly confirmError = () => this.confirmDialog().getByRole('alert')
  /** Bloqueo automático (minutos): the auto-lock choice. */
  readonly autoLock = () => this.dialog().getByLabel(/Bloqueo automático|Auto-lock/)
  /** Dólar para ver en pesos: MEP, cripto, oficial or blue. */
  readonly dollar = () => this.dialog().getByLabel(/Dólar para ver en pesos|Dollar for peso figures/)
  readonly close = () => this.dialog().getByRole('button', { name: /^(Cerrar|Close)$/ })
  /** The backup confirmation's own button. */
  readonly downloadBackup = () =>
    this.confirmDialog().getByRole('button', { name: /Descargar respaldo|Download backup/ })
}
