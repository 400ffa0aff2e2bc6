import { expect, type Page } from '@playwright/test'
import { tabToInFrame } from '../support/signerFrame'

/**
 * /view-seed-phrase and /view-private-key. The title, warnings, address, tips and Go Back are the app's; the
 * password field, the masked and the shown secret, Hide and Copy are the signer's reveal screen, a frame of
 * the signer's origin laid out in the page (docs/signer-plan.md step 4), reached with frameLocator.
 */
export class SecretPage {
  constructor(readonly page: Page) {}
  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  /** The signer's reveal screen, in its frame. */
  readonly frame = () => this.page.frameLocator('iframe[data-testid="signer-reveal"]')
  readonly password = () => this.frame().getByLabel(/^(Contraseña|Password)$/)
  readonly reveal = () =>
    this.frame().getByRole('button', { name: /^(Mostrar|Reveal|Mostrar frase semilla|Reveal Seed Phrase)$/ })
  readonly hide = () => this.frame().getByRole('button', { name: /Ocultar|Hide/ })
  readonly copy = () => this.frame().getByRole('button', { name: /Copiar|Copy|¡Copiado!|Copied!/ })
  readonly value = () => this.frame().getByTestId('secret-value')
  readonly grid = () => this.frame().getByTestId('seed-words')
  readonly words = () => this.grid().getByRole('listitem')
  readonly masked = () => this.frame().getByRole('listitem', { name: /(Palabra|Word) \d+ (oculta|hidden)/ })
  readonly error = () => this.frame().getByRole('alert')
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
  /** Log out's and Delete's password and button, in the signer's frame inside their confirmation. */
  readonly removalFrame = () =>
    this.confirmDialog().frameLocator('[data-testid="signer-signout"], [data-testid="signer-forget"]')
  readonly removalPassword = () =>
    this.removalFrame().getByLabel(/^(Contraseña de la billetera|Wallet password)$/)
  readonly removalButton = () =>
    this.removalFrame().getByRole('button', { name: /^(Cerrar sesión|Log out|Borrar datos|Delete data)$/ })
  readonly removalError = () => this.removalFrame().getByRole('alert')
  readonly removalFrameElement = () =>
    this.confirmDialog().locator('[data-testid="signer-signout"], [data-testid="signer-forget"]')
  /**
   * Log out's or Delete's password typed in the frame and Enter, as a person does from the keyboard: once its
   * button answers (the frame shown as drawn), Tab into the frame's field (a key acts there only after such a move,
   * made while the frame was shown: src/signer/consent.ts).
   */
  async remove(password: string) {
    await expect(this.removalButton()).toBeEnabled()
    await tabToInFrame(this.removalFrameElement(), this.removalPassword())
    await this.removalPassword().fill(password)
    await this.removalPassword().press('Enter')
  }
  /** Dólar para ver en pesos: MEP, cripto, oficial or blue. */
  readonly dollar = () => this.dialog().getByLabel(/Dólar para ver en pesos|Dollar for peso figures/)
  readonly close = () => this.dialog().getByRole('button', { name: /^(Cerrar|Close)$/ })
  /** Respaldar's password, button and what it says, in the signer's frame inside its confirmation (step 4). */
  readonly backupFrame = () => this.confirmDialog().frameLocator('[data-testid="signer-backup"]')
  readonly backupPassword = () =>
    this.backupFrame().getByLabel(/^(Contraseña de la billetera|Wallet password)$/)
  readonly downloadBackup = () =>
    this.backupFrame().getByRole('button', { name: /^(Descargar respaldo|Download backup)$/ })
  readonly backupError = () => this.backupFrame().getByRole('alert')
  /** The line that names the wallet whose key goes in the file (read from the signer's storage). */
  readonly backupWhat = () => this.backupFrame().getByRole('status')
}
