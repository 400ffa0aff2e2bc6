import type { Page } from '@playwright/test'

/** The receive dialog opened from home. */
export class ReceiveDialog {
  constructor(readonly page: Page) {}

  readonly openButton = () => this.page.getByRole('button', { name: /^(Recibir|Receive)$/ })
  readonly dialog = () => this.page.getByRole('dialog', { name: /Recibir cripto|Receive crypto/ })
  readonly network = () => this.dialog().getByLabel(/^(Red|Network)$/)
  readonly token = () => this.dialog().getByLabel(/^Token$/)
  readonly qr = () => this.dialog().getByRole('img', { name: /Código QR para recibir|QR code to receive/ })
  readonly uri = () => this.dialog().getByTestId('receive-uri')
  readonly copy = () =>
    this.dialog().getByRole('button', { name: /Copiar datos del QR|Copy QR data|Copiado|Copied/ })
  readonly warning = () => this.dialog().getByRole('note')
  readonly address = () => this.dialog().getByTestId('receive-address')
  readonly copyAddress = () =>
    this.dialog().getByRole('button', { name: /^(Copiar dirección|Copy address)$/ })
  readonly status = () => this.dialog().getByRole('status')
}
