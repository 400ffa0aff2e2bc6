import { expect, type Page, test } from '@playwright/test'
import { fund } from '../../devnet/index.mjs'
import { type DevnetManifest, devnetProfile } from '../../src/chain/devnetProfile'
import { freshWallet, fundExactly, homePassword } from './fixtures/homeWallet'
import { openOrigin, storeLockedWallet, testAddress, testPassword } from './fixtures/storedWallet'
import { Keyboard } from './pages/Keyboard'
import {
  DashboardPage,
  ImportPage,
  RevealPage,
  SignupPage,
  TermsPage,
  WelcomePage,
} from './pages/OnboardingPages'
import { ReceiveDialog } from './pages/ReceiveDialog'
import { SettingsPanel } from './pages/SecretPages'
import { SendDialog } from './pages/SendDialog'
import { UnlockPage } from './pages/UnlockPage'
import { VaultsPage } from './pages/VaultsPage'
import { watchSendSuccess } from './support/sendSuccess'
import { balanceOf, freshAddress, manifest, tokenBalance } from './support/wallet'

// Keyboard only: Tab, Shift+Tab, Enter, Space, arrows and typing. No click, no fill, in the flows below.

const PASSWORD = 'clave-de-teclado-1'
const JUNK = 'test test test test test test test test test test test junk'
/** Waits that span a password key derivation (PBKDF2, 600 000 rounds) on a busy machine. */
const DERIVING = { timeout: 30_000 }

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** Welcome → sign-up → terms by keyboard: the steps creating and importing share. */
async function signUpAndAccept(page: Page, kb: Keyboard, start: 'create' | 'import') {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await kb.press(start === 'create' ? welcome.create() : welcome.import())
  await expect(page).toHaveURL(/\/signup/)
  const signup = new SignupPage(page)
  await kb.typeInto(signup.username(), 'Ana')
  // The password is typed in the signer's frame: on /reveal creating, on /import importing.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tos(\?|$)/, DERIVING)
  await kb.press(new TermsPage(page).accept())
}

/** Opens `path` with a stored locked wallet and unlocks it by typing the password and pressing Enter. */
async function unlockByKeyboard(
  page: Page,
  kb: Keyboard,
  path: string,
  password: string,
  { reload = true } = {},
) {
  if (reload) await page.goto(path)
  await expect(page).toHaveURL(/\/unlock/)
  await kb.typeInto(new UnlockPage(page).password(), password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${path}$`), DERIVING)
  await expect(heading(page)).not.toHaveText(/Desbloquear|Unlock/)
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

test('creates a wallet with the keyboard alone: welcome, sign-up, terms, keys, the three-word check, home', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const kb = new Keyboard(page)
  await signUpAndAccept(page, kb, 'create')
  const reveal = new RevealPage(page)
  await expect(reveal.password()).toBeVisible()
  // Each new screen takes the focus its departed button had: its heading, not the top of the page.
  await expect(heading(page)).toBeFocused()
  // The password, typed twice in the signer's frame, then the words there.
  await kb.typeInto(reveal.password(), PASSWORD)
  await kb.typeInto(reveal.confirmation(), PASSWORD)
  await page.keyboard.press('Enter')
  await expect(reveal.seedWords()).toHaveCount(12, DERIVING)
  const words = await reveal.words()
  await kb.press(reveal.saved())
  await expect(reveal.frame().getByRole('heading', { name: /Comprobá|Check/ })).toBeFocused()
  for (const field of await reveal.quizFields().all()) {
    const position = Number((await field.getAttribute('id'))?.replace('word-', ''))
    await kb.typeInto(field, words[position - 1] ?? '')
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/, DERIVING)
  await kb.press(new DashboardPage(page).homeLink())
  await expect(page).toHaveURL(/\/home$/)
  await expect(heading(page)).toHaveText('Hola, Ana')
})

test('imports a seed phrase, then unlocks it after a reload, with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000)
  const kb = new Keyboard(page)
  await signUpAndAccept(page, kb, 'import')
  const importing = new ImportPage(page)
  // The tabs are one stop for Tab; the arrows move between them.
  await kb.tabTo(importing.seedTab())
  await page.keyboard.press('ArrowRight')
  await expect(importing.keyTab()).toBeFocused()
  await expect(importing.keyTab()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(importing.seedTab()).toHaveAttribute('aria-selected', 'true')
  await kb.typeInto(importing.text(), JUNK)
  await kb.typeInto(importing.password(), PASSWORD)
  await kb.typeInto(importing.confirmation(), PASSWORD)
  await kb.press(importing.submit())
  await expect(page).toHaveURL(/\/dashboard$/, DERIVING)
  // A full load locks the wallet again. A wrong password, sent with the Desbloquear button, brings focus
  // back to the emptied field; the right one, typed there, opens the wallet.
  await page.goto('/home')
  const unlock = new UnlockPage(page)
  await kb.typeInto(unlock.password(), 'no-es-esta')
  await kb.press(unlock.submit())
  await expect(unlock.error()).toBeVisible(DERIVING)
  await expect(unlock.password()).toBeFocused()
  await unlockByKeyboard(page, kb, '/home', PASSWORD, { reload: false })
  await expect(page.getByTestId('wallet-address')).toHaveText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
})

test('sends ETH through the review by keyboard; focus returns to each opener and its ring shows in light and dark', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const kb = new Keyboard(page)
  await fund(manifest() as never, testAddress)
  await openOrigin(page)
  await storeLockedWallet(page)
  await unlockByKeyboard(page, kb, '/home', testPassword)

  // The ring: solid, at least 2 px, and at least 3:1 against the page, in both themes.
  const theme = page.getByRole('switch', { name: /Modo oscuro|Dark mode/ })
  for (const dark of [false, true]) {
    if (dark) await kb.press(theme, 'Space')
    await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/)
    const send = new SendDialog(page)
    await kb.tabTo(send.openButton())
    const ring = await kb.focusOutline()
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(ring.style).toBe('solid')
    expect(ring.width).toBeGreaterThanOrEqual(2)
    expect(contrast(ring.color, background)).toBeGreaterThanOrEqual(3)
  }

  // Receive, and Settings' Log out → Cancel: closing gives focus back to the button that opened them.
  const receive = new ReceiveDialog(page)
  await kb.press(receive.openButton())
  await expect(receive.dialog()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(receive.openButton()).toBeFocused()
  const settings = new SettingsPanel(page)
  await kb.press(settings.open())
  const logout = settings.item(/^(Cerrar sesión|Log out)$/)
  await kb.press(logout)
  await expect(settings.confirmDialog()).toBeVisible()
  await kb.press(settings.cancel())
  await expect(settings.confirmDialog()).toHaveCount(0)
  await expect(logout).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(settings.open()).toBeFocused()

  // Send: Escape closes and focus is back on Enviar; then recipient, amount, Enviar, the review.
  const send = new SendDialog(page)
  await kb.press(send.openButton())
  await expect(send.dialog()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(send.openButton()).toBeFocused()
  await page.keyboard.press('Enter')
  const to = freshAddress()
  await kb.typeInto(send.recipient(), to)
  await kb.typeInto(send.amount(), '0,25')
  await expect(send.submit()).toBeEnabled()
  await kb.press(send.submit())
  await expect(send.review().getByRole('heading')).toBeFocused()
  await expect(send.reviewLeaving()).toHaveText(/^0,25 ETH/)
  // Volver: focus goes back to the Enviar that opened the review.
  await kb.press(send.back())
  await expect(send.submit()).toBeFocused()
  await page.keyboard.press('Enter')
  // US$ 750 to a new address: the key worker asks for the password, typed in the signer's review frame (Tab
  // reaches its field); Enter there is the frame's Confirmar, which sends.
  await send.reviewFrame.show()
  await expect(send.confirm()).toBeEnabled()
  await kb.typeInto(send.reviewPassword(), testPassword)
  const success = await watchSendSuccess(page)
  await page.keyboard.press('Enter')
  expect((await success()).text).toContain('¡Transacción enviada!')
  await expect(send.dialog()).toBeHidden()
  await expect(send.openButton()).toBeFocused()
  expect(await balanceOf(1, to)).toBe(250_000_000_000_000_000n)
})

test('deposits 100 USDC into Aave through the review with the keyboard alone', async ({ page }) => {
  test.setTimeout(150_000)
  const kb = new Keyboard(page)
  const wallet = freshWallet()
  await fundExactly(wallet.address, { ETH: 10n ** 18n, USDC: 1000n * 10n ** 6n })
  await openOrigin(page)
  await storeLockedWallet(page, homePassword, wallet)
  await unlockByKeyboard(page, kb, '/inflation', homePassword)

  const vaults = new VaultsPage(page)
  const deposit = vaults.action('aave', /^(Depositar|Deposit)$/)
  await kb.press(deposit)
  await expect(vaults.modal()).toBeVisible()
  await kb.typeInto(vaults.amount(), '100')
  await kb.press(vaults.submit())
  await expect(vaults.review().getByRole('heading')).toBeFocused()
  await expect(vaults.reviewSteps()).toHaveCount(2)
  // The frame's Confirmar answers once its review has been in view a moment (Tab scrolls it there); a key acts in
  // the frame after a move within it made while it was shown so (src/signer/consent.ts): back to Volver and on.
  await kb.tabTo(vaults.confirm())
  await expect(vaults.confirm()).toBeEnabled()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(vaults.confirm()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(vaults.success()).toBeVisible(DERIVING)
  await kb.press(vaults.close())
  await expect(vaults.modal()).toHaveCount(0)
  // The modal has no trigger of its own: focus still goes back to the card's Depositar.
  await expect(deposit).toBeFocused()
  const aUSDC = devnetProfile(manifest() as unknown as DevnetManifest).vaults.aTokens.USDC
  const held = await tokenBalance(1, aUSDC, wallet.address)
  expect(held).toBeGreaterThanOrEqual(100n * 10n ** 6n - 1n)
})
