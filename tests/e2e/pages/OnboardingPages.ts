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
  /** The name, and the password where the page asks it (importing; Crear billetera's is typed on /reveal). */
  async fill(username: string, password?: string, confirmation = password) {
    await this.username().fill(username)
    if (password !== undefined) {
      await this.password().fill(password)
      await this.confirmation().fill(confirmation ?? password)
    }
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

/** The dialog that asks before a stored wallet is replaced (Generate New, Create, importing over one). */
export class ReplaceDialog {
  constructor(readonly page: Page) {}
  readonly dialog = () => this.page.getByRole('dialog')
  readonly address = () => this.page.getByTestId('replace-address')
  readonly password = () =>
    this.dialog().getByLabel(/Contraseña de la billetera guardada|Password of the stored wallet/)
  readonly confirm = () => this.dialog().getByRole('button', { name: /Reemplazar billetera|Replace wallet/ })
  readonly cancel = () => this.dialog().getByRole('button', { name: /^(Cancelar|Cancel)$/ })
  readonly error = () => this.dialog().getByRole('alert')
  async replaceWith(password: string) {
    await this.password().fill(password)
    await this.confirm().click()
  }
}

/** "¿Olvidaste tu contraseña?" on /unlock and its "different wallet" question. */
export class RestorePage {
  constructor(readonly page: Page) {}
  readonly forgot = () =>
    this.page.getByRole('button', { name: /¿Olvidaste tu contraseña\?|Forgot your password\?/ })
  readonly secret = () => this.page.getByLabel(/Frase semilla o clave privada|Seed phrase or private key/)
  readonly password = () => this.page.getByLabel(/^(Contraseña nueva|New password)$/)
  readonly confirmation = () => this.page.getByLabel(/Repetí la contraseña nueva|Repeat the new password/)
  readonly strength = () => this.page.getByTestId('password-strength')
  readonly submit = () => this.page.getByRole('button', { name: /Recuperar billetera|Restore wallet/ })
  readonly error = () => this.page.getByRole('alert')
  readonly dialog = () => this.page.getByRole('dialog')
  readonly storedAddress = () => this.page.getByTestId('stored-address')
  readonly otherAddress = () => this.page.getByTestId('other-address')
  /** What the different-wallet question says of the wallet it sets aside. */
  readonly setAsideNote = () => this.page.getByTestId('set-aside-note')
  readonly useOther = () =>
    this.page.getByRole('button', { name: /Usar la otra billetera|Use the other wallet/ })
  readonly keepStored = () => this.page.getByRole('button', { name: /Volver y revisar|Go back and check/ })
  async restore(secret: string, password: string, confirmation = password) {
    await this.secret().fill(secret)
    await this.password().fill(password)
    await this.confirmation().fill(confirmation)
    await this.submit().click()
  }
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
  readonly backupTab = () => this.page.getByRole('tab', { name: /Archivo de respaldo|Backup file/ })
  readonly backupFile = () => this.page.getByLabel(/Archivo de respaldo \(|Backup file \(/)
  readonly backupPassword = () => this.page.getByLabel(/Contraseña del archivo|File password/)
  async importBackup(path: string, password: string) {
    await this.backupTab().click()
    await this.backupFile().setInputFiles(path)
    await this.backupPassword().fill(password)
    await this.submit().click()
  }
}

export class DashboardPage {
  constructor(readonly page: Page) {}
  readonly address = () => this.page.getByTestId('wallet-address')
  readonly homeLink = () => this.page.getByRole('link', { name: /Ir al inicio|Go to Home/ })
}
