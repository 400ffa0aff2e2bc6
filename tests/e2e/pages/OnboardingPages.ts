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
  readonly strength = () => this.page.getByTestId('password-strength')
  /** The name (the password is typed in the signer's frame: create on /reveal, import on /import). */
  async fill(username: string) {
    await this.username().fill(username)
    await this.continue().click()
  }
}

export class TermsPage {
  constructor(readonly page: Page) {}
  readonly accept = () => this.page.getByRole('button', { name: /Aceptar y continuar|Accept and Continue/ })
  readonly sections = () => this.page.getByRole('heading', { level: 2 })
  readonly lastUpdated = () => this.page.getByTestId('terms-last-updated')
}

/**
 * /reveal (Tus claves): the title is the app's; the password, the new words and key, Copy, Generate New, the
 * warning, "Ya las guardé" and the backup check are the signer's create screen, a frame of the signer's origin
 * laid out in the page (docs/signer-plan.md step 4), reached with frameLocator.
 */
export class RevealPage {
  constructor(readonly page: Page) {}
  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  /** The signer's create screen, in its frame. */
  readonly frame = () => this.page.frameLocator('iframe[data-testid="signer-create"]')
  readonly password = () => this.frame().getByLabel(/^(Contraseña|Password)$/)
  readonly confirmation = () => this.frame().getByLabel(/^(Repetí la contraseña|Repeat the password)$/)
  readonly strength = () => this.frame().getByTestId('password-strength')
  readonly continue = () => this.frame().getByRole('button', { name: /^(Continuar|Continue)$/ })
  /** What the frame says went wrong (a password refused, a word of the check that does not match). */
  readonly error = () => this.frame().getByRole('alert')
  /** The numbered grid of the seed phrase. */
  readonly seedPhrase = () => this.frame().getByTestId('seed-words')
  /** One cell per word, in order. */
  readonly seedWords = () => this.frame().getByTestId('seed-word')
  readonly privateKey = () => this.frame().getByTestId('secret-value')
  readonly address = () => this.frame().getByTestId('wallet-address')
  readonly copyButtons = () => this.frame().getByRole('button', { name: /^(Copiar|Copy|Copiado|Copied)$/ })
  readonly generateNew = () => this.frame().getByRole('button', { name: /Generar nueva|Generate New/ })
  readonly saved = () => this.frame().getByRole('button', { name: /Ya las guardé|I've saved them/ })
  readonly warning = () => this.frame().getByRole('note')
  /** The backup check's fields, one per asked word ("Palabra n.º 4"). */
  readonly quizFields = () => this.frame().getByRole('textbox', { name: /Palabra n\.º \d+|Word #\d+/ })
  readonly quizConfirm = () => this.frame().getByRole('button', { name: /^(Confirmar|Confirm)$/ })
  readonly quizLookAgain = () =>
    this.frame().getByRole('button', { name: /Ver las palabras otra vez|See the words again/ })
  readonly quizError = () => this.error()

  /** The words on show, in order. */
  async words(): Promise<string[]> {
    return this.seedWords().allTextContents()
  }

  /** The password that seals the new wallet, typed twice in the frame, then Continue. */
  async choosePassword(password: string, confirmation = password) {
    await this.password().fill(password)
    await this.confirmation().fill(confirmation)
    await this.continue().click()
  }

  /** Answers the backup check from `words` (the phrase as written down); `wrong` types a wrong word first. */
  async answerQuiz(words: string[], { wrong = false } = {}) {
    await this.quizFields().first().waitFor()
    const fields = await this.quizFields().all()
    for (const [i, field] of fields.entries()) {
      const position = Number((await field.getAttribute('id'))?.replace('word-', ''))
      await field.fill(wrong && i === 0 ? 'zzz' : (words[position - 1] ?? ''))
    }
    await this.quizConfirm().click()
  }

  /** "Ya las guardé", then the three-word check answered right: how every created wallet is finished. */
  async finish() {
    await this.seedWords().first().waitFor()
    const words = await this.words()
    await this.saved().click()
    await this.answerQuiz(words)
  }

  /** Crear billetera's whole frame: the password, then the words written down and checked. */
  async create(password: string) {
    await this.choosePassword(password)
    await this.finish()
  }
}

/**
 * /import: the title is the app's; the Seed Phrase / Private Key / Backup file tabs, the secret, Pegar, the backup
 * file and its password, the new password typed twice and Importar are the signer's import screen, a frame of the
 * signer's origin laid out in the page (docs/signer-plan.md step 4), reached with frameLocator.
 */
export class ImportPage {
  constructor(readonly page: Page) {}
  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  /** The signer's import screen, in its frame. */
  readonly frame = () => this.page.frameLocator('iframe[data-testid="signer-import"]')
  readonly seedTab = () => this.frame().getByRole('tab', { name: /Frase semilla|Seed Phrase/ })
  readonly keyTab = () => this.frame().getByRole('tab', { name: /Clave privada|Private Key/ })
  readonly backupTab = () => this.frame().getByRole('tab', { name: /Archivo de respaldo|Backup file/ })
  /** The seed phrase's or the private key's text area, whichever tab is chosen. */
  readonly text = () => this.frame().locator('#import-secret')
  readonly paste = () => this.frame().getByRole('button', { name: /^(Pegar|Paste)$/ })
  readonly backupFile = () => this.frame().getByLabel(/Archivo de respaldo \(|Backup file \(/)
  readonly backupPassword = () => this.frame().getByLabel(/Contraseña del archivo|File password/)
  readonly password = () => this.frame().getByLabel(/^(Contraseña nueva|New password)$/)
  readonly confirmation = () => this.frame().getByLabel(/^(Repetí la contraseña|Repeat the password)$/)
  readonly strength = () => this.frame().getByTestId('password-strength')
  readonly submit = () =>
    this.frame().getByRole('button', { name: /^(Importar|Import|Importando…|Importing…)$/ })
  readonly error = () => this.frame().getByRole('alert')

  /** The new password, typed twice (Importar not pressed). */
  async choosePassword(password: string, confirmation = password) {
    await this.password().fill(password)
    await this.confirmation().fill(confirmation)
  }
  /** The new password, typed twice, then Importar. */
  async finish(password: string, confirmation = password) {
    await this.choosePassword(password, confirmation)
    await this.submit().click()
  }
  async importSeed(phrase: string, password: string) {
    await this.seedTab().click()
    await this.text().fill(phrase)
    await this.finish(password)
  }
  async importKey(key: string, password: string) {
    await this.keyTab().click()
    await this.text().fill(key)
    await this.finish(password)
  }
  async importBackup(path: string, filePassword: string, password: string) {
    await this.backupTab().click()
    await this.backupFile().setInputFiles(path)
    await this.backupPassword().fill(filePassword)
    await this.finish(password)
  }
}

export class DashboardPage {
  constructor(readonly page: Page) {}
  readonly address = () => this.page.getByTestId('wallet-address')
  readonly homeLink = () => this.page.getByRole('link', { name: /Ir al inicio|Go to Home/ })
}
