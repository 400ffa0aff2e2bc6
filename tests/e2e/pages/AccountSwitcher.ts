import type { Page } from '@playwright/test'

/** The header's account switcher and its sheet (src/ui/accounts): locators and actions only. */
export class AccountSwitcher {
  constructor(readonly page: Page) {}

  /** The header button: the chosen account's name and short address. */
  readonly button = () => this.page.getByTestId('account-switcher')
  readonly sheet = () => this.page.getByTestId('accounts-sheet')
  readonly rows = () => this.sheet().getByTestId('account-row')
  /** An account's row: its name is "Elegir", the account's name, its short address (and its marks). */
  readonly choose = (name: string) =>
    this.sheet().getByRole('button', { name: new RegExp(`^(Elegir|Choose) ${name} 0x`) })
  readonly add = () => this.sheet().getByRole('button', { name: /^(Agregar cuenta|Add account)$/ })
  readonly keyWalletNote = () => this.sheet().getByTestId('key-wallet-note')
  readonly form = () => this.sheet().getByRole('form')
  readonly name = () => this.form().getByLabel(/^(Nombre de la cuenta|Account name|Nombre|Name)$/)
  readonly watchAddress = () => this.form().getByLabel(/^(Dirección|Address)$/)
  readonly submit = () =>
    this.form().getByRole('button', { name: /^(Agregar|Add|Guardar|Save|Mirar|Watch)$/ })
  readonly rename = (name: string) =>
    this.sheet().getByRole('button', { name: new RegExp(`^(Renombrar|Rename) ${name}$`) })
  readonly hide = (name: string) =>
    this.sheet().getByRole('button', { name: new RegExp(`^(Ocultar|Hide) ${name}$`) })
  readonly hiddenAccounts = () => this.sheet().getByTestId('hidden-accounts')
  readonly show = (name: string) =>
    this.hiddenAccounts().getByRole('button', { name: new RegExp(`^(Mostrar|Show) ${name}$`) })
  readonly watch = () =>
    this.sheet().getByRole('button', { name: /^(Agregar dirección para mirar|Add an address to watch)$/ })
  readonly close = () => this.sheet().getByRole('button', { name: /^(Cerrar|Close)$/ })

  async open() {
    await this.button().click()
  }

  /** Agregar cuenta, the name, Agregar: the new account is chosen and the sheet closes. */
  async addAccount(name: string) {
    await this.open()
    await this.add().click()
    await this.name().fill(name)
    await this.submit().click()
  }

  async switchTo(name: string) {
    await this.open()
    await this.choose(name).click()
  }

  async renameAccount(from: string, to: string) {
    await this.rename(from).click()
    await this.name().fill(to)
    await this.submit().click()
  }

  async watchAddressNamed(address: string, name: string) {
    await this.watch().click()
    await this.watchAddress().fill(address)
    await this.name().fill(name)
    await this.submit().click()
  }
}
