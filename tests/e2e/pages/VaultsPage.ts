import type { Page } from '@playwright/test'
import { ReviewFrame } from './ReviewFrame'

/** The Inflation Hedge Vaults page (/inflation), its cards, modals and the approvals list. */
export class VaultsPage {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByRole('heading', { level: 1 })
  readonly spanish = () => this.page.getByRole('checkbox', { name: /Ver en español|Show in Spanish/ })
  readonly tile = (name: 'portfolio' | 'yield' | 'real-yield' | 'inflation' | 'health') =>
    this.page.getByTestId(`tile-${name}`)
  readonly inflationSource = () => this.tile('inflation').getByTestId('inflation-source')
  /** The health tile's line with the spec's diversification score (25 per position, max 100). */
  readonly diversification = () => this.page.getByTestId('vault-diversification')
  readonly card = (id: string) => this.page.getByTestId(`vault-card-${id}`)
  /** Every card the risk tolerance and the strategy let through. */
  readonly cards = () => this.page.getByTestId(/^vault-card-/)
  readonly riskTolerance = () => this.page.getByLabel(/^(Tolerancia al riesgo|Risk tolerance)$/)
  readonly held = (id: string) => this.page.getByTestId(`held-${id}`)
  /** The calculator's amount and a card's estimated earnings for it. */
  readonly investment = () => this.page.getByLabel(/^(Monto a invertir|Investment amount) \(US\$\)$/)
  readonly earnings = (id: string) => this.page.getByTestId(`earnings-${id}`)
  readonly cooldown = () => this.page.getByTestId('ethena-cooldown')
  readonly action = (id: string, name: RegExp) => this.card(id).getByRole('button', { name })
  readonly modal = () => this.page.getByRole('dialog')
  readonly asset = () => this.modal().getByLabel(/^(Activo|Asset)$/)
  readonly amount = () => this.modal().getByLabel(/^(Monto|Amount)$/)
  /** The modal's "available" line: the wallet balance (deposit) or the position (withdraw) it read. */
  readonly available = () => this.modal().getByTestId('vault-available')
  readonly max = () => this.modal().getByRole('button', { name: /^(Máx\.|Max)$/ })
  readonly submit = () =>
    this.modal().getByRole('button', { name: /Deposit|Withdraw|Stake|Unstake|Depositar|Retirar|staking/ })
  readonly error = () => this.modal().getByTestId('vault-error')
  /** The modal's line under Max on a withdraw: everything, yield until it lands included. */
  readonly allNote = () => this.modal().getByTestId('vault-all')
  readonly notice = () => this.modal().getByTestId('vault-notice')
  /** The modal once its action is mined: what was done, the transaction's link, what to do next. */
  readonly success = () => this.modal().getByTestId('vault-success')
  /** Why a card's Withdraw (Unstake) is disabled: nothing held. */
  readonly noWithdraw = (id: string) => this.page.getByTestId(`no-withdraw-${id}`)
  readonly close = () =>
    this.modal()
      .getByRole('button', { name: /^(Cerrar|Close)$/ })
      .first()
  readonly review = () => this.page.getByTestId('review')
  readonly reviewSteps = () => this.review().getByTestId('review-steps').getByRole('listitem')
  /** The signer's review frame: what the key worker decoded, the password when it asks, Volver and Confirmar. */
  readonly reviewFrame = new ReviewFrame(() => this.review())
  /** Confirmar, in the signer's frame. */
  readonly confirm = () => this.reviewFrame.confirm()
  /** Presses Confirmar in the signer's frame once it answers (`double`: twice in a row). */
  readonly pressConfirm = (options?: { double?: boolean }) => this.reviewFrame.pressConfirm(options)
  /** Volver, in the signer's frame. */
  readonly reviewBack = () => this.reviewFrame.back()
  readonly approvals = () => this.page.getByRole('region', { name: /^(Aprobaciones|Approvals)$/ })
  readonly revoke = () => this.approvals().getByRole('button', { name: /^(Revocar|Revoke)$/ })
  readonly revoked = () => this.page.getByTestId('revoke-success')
  readonly claim = () => this.action('ethena', /^(Retirar USDe liberados|Withdraw unlocked USDe)$/)
  readonly realYield = () => this.page.getByTestId('real-yield')
  readonly openAnalytics = () => this.page.getByRole('button', { name: /^(Análisis|Analytics)$/ }).click()
  readonly analytics = () => this.page.getByTestId('vault-analytics')
  readonly settingsDialog = () =>
    this.page.getByRole('dialog', { name: /Configuración de bóvedas|Vault settings/ })
  readonly settingsDollar = () => this.settingsDialog().getByLabel(/Dólar para|Dollar for/)
  readonly refresh = () => this.page.getByRole('button', { name: /^(Actualizar|Refresh)$/ })
  /** "Actividad reciente de bóvedas": one row per transaction. */
  readonly activityRows = () => this.page.getByTestId('vault-activity').getByRole('listitem')

  /** Picks a risk tolerance: the list shows the cards at or below it. */
  async chooseRisk(risk: 'low' | 'medium' | 'high') {
    await this.riskTolerance().selectOption(risk)
  }

  async openSettings() {
    await this.page.getByRole('button', { name: /^(Configuración|Settings)$/ }).click()
  }

  async closeDialog() {
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Cerrar|Close)$/ })
      .click()
  }

  /** Opens a card's action, types the amount (or presses Max) and submits: the review comes next. */
  async start(id: string, action: RegExp, amount: string | 'max') {
    await this.action(id, action).click()
    if (amount === 'max') await this.max().click()
    else await this.amount().fill(amount)
    await this.submit().click()
  }
}
