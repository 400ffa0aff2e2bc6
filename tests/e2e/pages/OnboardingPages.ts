import type { Page } from '@playwright/test'

export class WelcomePage {
  constructor(readonly page: Page) {}
  readonly create = () => this.page.getByRole('button', { name: /Crear billetera|Create Wallet/ })
  readonly import = () => this.page.getByRole('button', { name: /Importar billetera|Import Wallet/ })
  async open() {
    await this.page.goto('/welcome')
  }
}

export class SignupPage {
  constructor(readonly page: Page) {}
  readonly username = () => this.page.getByLabel(/Nombre de usuario|Username/)
  readonly password = () => this.page.getByLabel(/^(Contraseña|Password)$/)
  readonly confirmation = () => this.page.getByLabel(/Repetí la contraseña|Repeat the password/)
  readonly continue = () => this.page.getByRole('button', { name: /Continuar|Continue/ })
  readonly error = () => this.page.getByRole('alert')
  async fill(username: string, password: string, confirmation = password) {
    await this.username().fill(username)
    await this.password().fill(password)
    await this.confirmation().fill(confirmation)
    await this.continue().click()
  }
}

export class TermsPage {
  constructor(readonly page: Page) {}
  readonly accept = () => this.page.getByRole('button', { name: /Aceptar y continuar|Accept and Continue/ })
  readonly sections = () => this.page.getByRole('heading', { level: 2 })
  readonly lastUpdated = () => this.page.getByTestId('terms-last-updated')
}

export class RevealPage {
  constructor(readonly page: Page) {}
  readonly seedPhrase = () => this.page.getByTestId('seed-phrase')
  readonly privateKey = () => this.page.getByTestId('private-key')
  readonly address = () => this.page.getByTestId('wallet-address')
  readonly copyButtons = () => this.page.getByRole('button', { name: /^(Copiar|Copy|Copiado|Copied)$/ })
  readonly generateNew = () => this.page.getByRole('button', { name: /Generar nueva|Generate New/ })
  readonly saved = () => this.page.getByRole('button', { name: /Ya las guardé|I've saved them/ })
  readonly warning = () => this.page.getByRole('note')
}

export class ImportPage {
  constructor(readonly page: Page) {}
  readonly seedTab = () => this.page.getByRole('tab', { name: /Frase semilla|Seed Phrase/ })
  readonly keyTab = () => this.page.getByRole('tab', { name: /Clave privada|Private Key/ })
  readonly text = () => this.page.getByRole('textbox')
  readonly paste = () => this.page.getByRole('button', { name: /Pegar|Paste/ })
  readonly submit = () => this.page.getByRole('button', { name: /^(Importar|Import)$/ })
  readonly error = () => this.page.getByRole('alert')
  async importSeed(phrase: string) {
    await this.seedTab().click()
    await this.text().fill(phrase)
    await this.submit().click()
  }
  async importKey(key: string) {
    await this.keyTab().click()
    await this.text().fill(key)
    await this.submit().click()
  }
}

export class DashboardPage {
  constructor(readonly page: Page) {}
  readonly address = () => this.page.getByTestId('wallet-address')
  readonly homeLink = () => this.page.getByRole('link', { name: /Ir al inicio|Go to Home/ })
}
