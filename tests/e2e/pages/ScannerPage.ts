import type { Page } from '@playwright/test'

/** The camera scanner modal and the /qr-test result. */
export class ScannerPage {
  constructor(readonly page: Page) {}

  readonly openButton = () => this.page.getByRole('button', { name: /Abrir escáner QR|Open QR scanner/ })
  readonly modal = () => this.page.getByTestId('scanner-modal')
  readonly frame = () => this.page.getByTestId('scanner-frame')
  readonly live = () => this.page.getByTestId('scanner-live')
  readonly stop = () => this.page.getByRole('button', { name: /^(Detener escaneo|Stop Scan)$/ })
  readonly cancel = () => this.page.getByRole('button', { name: /^(Cancelar|Cancel)$/ })
  readonly again = () => this.page.getByRole('button', { name: /^(Escanear de nuevo|Scan Again)$/ })
  readonly result = () => this.page.getByTestId('scan-result')
  readonly kind = () => this.page.getByTestId('scan-kind')
  readonly data = () => this.page.getByTestId('scan-data')
  readonly error = () => this.page.getByRole('alert')
}
