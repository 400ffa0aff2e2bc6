import type { Page } from '@playwright/test'

/** The frame around every screen: preferences bar, tab bar and inspector panel. */
export class AppFrame {
  constructor(readonly page: Page) {}

  readonly language = () => this.page.getByRole('combobox', { name: /Idioma|Language/ })
  readonly darkMode = () => this.page.getByRole('switch', { name: /Modo oscuro|Dark mode/ })
  /** The bar on top of every screen: the name, the language and the dark mode. */
  readonly preferences = () => this.page.getByRole('banner').filter({ has: this.darkMode() })
  /** In the Settings panel. */
  readonly debugMode = () => this.page.getByRole('switch', { name: /Modo depuración|Debug mode/ })
  readonly tabBar = () => this.page.getByRole('navigation', { name: /Navegación principal|Main navigation/ })
  readonly tab = (name: RegExp) => this.tabBar().getByRole('link', { name })
  readonly inspector = () => this.page.getByTestId('inspector-panel')
  readonly inspectedActor = (machineId: string) =>
    this.inspector().locator(`[data-testid="inspector-actor"][data-actor="${machineId}"]`)

  async chooseLanguage(code: 'es' | 'en') {
    await this.language().selectOption(code)
  }
}
