import { expect, type Frame, type Page, test } from '@playwright/test'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { openOrigin, storeLockedWallet, testPassword } from './fixtures/storedWallet'
import { SecretPage } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { seriousViolations } from './support/axe'
import {
  callOnAppChannel,
  charactersIn,
  everythingIn,
  expectNothingOf,
  installRecorder,
  recorded,
} from './support/hostilePage'
import { expectFrameFits, signerFrame, tabInto } from './support/signerFrame'

/**
 * Issue 41 step 4 (docs/signer-plan.md): /view-seed-phrase's password is typed, and its twelve words shown, in
 * the signer's frame, on the signer's origin. A script on the app's origin — here an init script that runs
 * there only — records every key, input, field value and DOM text of its document while the person reveals the
 * seed, and never sees the password nor a word; calling the app's channel's `reveal` itself, even with the
 * right password and the wallet open, it is refused.
 */
const PHRASE =
  'abstract category multiply accident broccoli champion daughter elephant frequent mountain hospital decorate'
const WORDS = PHRASE.split(' ')
/** A wait that spans a password key derivation (PBKDF2, 600 000 rounds) on a loaded machine. */
const DERIVING = { timeout: 30_000 }

/** The signer's reveal screen's frame (Playwright's handle, for axe and measures). */
async function revealFrame(page: Page): Promise<Frame> {
  await expect(new SecretPage(page).password()).toBeVisible()
  return signerFrame(page, 'reveal')
}

/** The frame holds its whole screen without a scroll bar of its own, and the page none sideways. */
async function expectFits(page: Page, frame: Frame) {
  await expectFrameFits(frame)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
}

/** A wallet of PHRASE stored locked, opened on /view-seed-phrase (the unlock in its own frame). */
async function seedPageOpen(page: Page, prefs: Record<string, string> = {}) {
  await openOrigin(page)
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, prefs)
  const entropy = bytesToHex(mnemonicToEntropy(PHRASE, wordlist))
  await storeLockedWallet(
    page,
    testPassword,
    { key: entropy, address: mnemonicToAccount(PHRASE).address },
    'mnemonic',
  )
  await page.goto('/view-seed-phrase')
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/view-seed-phrase$/, DERIVING)
}

test('a script on the app’s page sees no password character and no seed word while the person reveals in the signer’s frame; its own reveal call is refused', async ({
  page,
  baseURL,
}) => {
  await installRecorder(page, baseURL as string)
  await seedPageOpen(page)
  const secret = new SecretPage(page)
  // The app's page holds no password field and no word of its own.
  await expect(secret.masked()).toHaveCount(12)
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  // The recorder works: a key pressed in the app's own document is seen.
  await secret.heading().click()
  await page.keyboard.press('Escape')
  expect((await recorded(page)).keys).toContain('Escape')

  await secret.password().pressSequentially('no-es-esta')
  await secret.password().press('Enter')
  await expect(secret.error()).toHaveText('Contraseña incorrecta. Probá de nuevo.', DERIVING)
  await secret.password().pressSequentially(testPassword)
  await secret.password().press('Enter')
  // The words are shown, numbered, in the frame.
  await expect(secret.value()).toHaveText(PHRASE, DERIVING)
  await expect(secret.words()).toHaveText(WORDS.map((word, i) => `${i + 1} ${word}`))

  // The page script calls the app's channel to the key worker itself, with the right password, the wallet
  // open: refused, and no word in the answer.
  const answer = JSON.stringify(await callOnAppChannel(page, 'reveal', testPassword, 'mnemonic'))
  expect(answer).toMatch(/only the calls of its API/)
  for (const word of WORDS) expect(answer).not.toContain(word)

  await secret.hide().click()
  await expect(secret.masked()).toHaveCount(12)

  const seen = await recorded(page)
  expectNothingOf(seen, [testPassword, 'no-es-esta'])
  // No word of the phrase appeared in the app's document, at any moment.
  const everything = everythingIn(seen)
  expect(WORDS.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(everything))).toEqual([])
  // Not one key or character typed in the frame reached the page (only the page's own Escape, down and up).
  expect(charactersIn(seen)).toEqual([])
  expect(seen.data).toEqual([])
})

test('reveals with the keyboard alone: Tab reaches the frame’s field, Enter shows the words, Hide hides them', async ({
  page,
}) => {
  await seedPageOpen(page)
  const secret = new SecretPage(page)
  await expect(secret.password()).toBeVisible()
  await secret.heading().focus()
  await tabInto(page, secret.password(), 12)
  await page.keyboard.type(testPassword)
  await page.keyboard.press('Enter')
  await expect(secret.value()).toHaveText(PHRASE, DERIVING)
  // Focus went with the form to Hide, in the frame.
  await expect(secret.hide()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(secret.masked()).toHaveCount(12)
  await expect(secret.password()).toBeFocused()
})

for (const look of [
  {
    language: 'es',
    theme: 'light',
    wrong: 'Contraseña incorrecta. Probá de nuevo.',
    field: 'Contraseña',
    button: 'Mostrar frase semilla',
    hide: 'Ocultar',
    copy: 'Copiar todo',
  },
  {
    language: 'en',
    theme: 'dark',
    wrong: 'Wrong password. Try again.',
    field: 'Password',
    button: 'Reveal Seed Phrase',
    hide: 'Hide',
    copy: 'Copy All',
  },
] as const) {
  test(`the reveal frame speaks the app’s language and theme (${look.language}, ${look.theme}), is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await seedPageOpen(page, { language: look.language, theme: look.theme })
    const secret = new SecretPage(page)
    await expect(secret.frame().getByLabel(look.field, { exact: true })).toBeVisible()
    await expect(secret.frame().getByRole('button', { name: look.button, exact: true })).toBeVisible()
    const frame = await revealFrame(page)
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
    await expectFits(page, frame)

    await secret.revealWith('no-es-esta')
    await expect(secret.error()).toHaveText(look.wrong, DERIVING)
    expect(await seriousViolations(frame)).toEqual([])
    await expectFits(page, frame)

    await secret.revealWith(testPassword)
    await expect(secret.value()).toHaveText(PHRASE, DERIVING)
    await expect(secret.frame().getByRole('button', { name: look.hide, exact: true })).toBeVisible()
    await expect(secret.frame().getByRole('button', { name: look.copy, exact: true })).toBeVisible()
    expect(await seriousViolations(frame)).toEqual([])
    await expectFits(page, frame)
    // Every word whole in its own cell: none drawn on two lines.
    const split = await secret
      .grid()
      .evaluate((grid) =>
        [...grid.querySelectorAll('.seed-word')]
          .filter((word) => word.getClientRects().length !== 1)
          .map((word) => word.textContent),
      )
    expect(split).toEqual([])
  })
}
