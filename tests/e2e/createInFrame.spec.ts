import { expect, type Page, test } from '@playwright/test'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import { hasVault, storedVaultAddress } from './fixtures/storage'
import { DashboardPage, RevealPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { UnlockPage } from './pages/UnlockPage'
import { seriousViolations } from './support/axe'
import { expectGroupedAddress } from './support/groupedAddress'
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
 * Issue 41 step 4 (docs/signer-plan.md): Crear billetera's password, its new words and the backup check happen
 * in the signer's create screen, a frame of the signer's origin laid out on /reveal; the key worker seals the
 * wallet only once the check is right, and the app's page hears the address alone. A script on the app's origin
 * (an init script that runs there only) records every key, input, field value and DOM text of its document while
 * the person creates a wallet, and sees no character of the password and no word of the phrase; calling the
 * app's channel's `create`, `draftWallet` or `sealDraft` itself, it is refused.
 */
const PASSWORD = 'clave-segura-123'
const WRONG = 'otra-clave-456'
/** A wait that spans a password key derivation (PBKDF2, 600 000 rounds) on a loaded machine. */
const DERIVING = { timeout: 30_000 }

/** Welcome → Crear billetera → the name → the terms → /reveal, where the create frame asks the password. */
async function toReveal(page: Page, username = 'Ana') {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.create().click()
  await expect(page).toHaveURL(/\/signup\?mode=create/)
  const signup = new SignupPage(page)
  // Sign-up asks the name only: the password is the frame's.
  await expect(signup.password()).toHaveCount(0)
  await signup.fill(username)
  await new TermsPage(page).accept().click()
  await expect(page).toHaveURL(/\/reveal/)
  const reveal = new RevealPage(page)
  await expect(reveal.password()).toBeVisible()
  return reveal
}

/** The frame holds its whole screen without a scroll bar of its own, and the page none sideways. */
async function expectFits(page: Page) {
  await expectFrameFits(signerFrame(page, 'create'))
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
}

/** The words of the phrase found in `text` as whole words. */
const wordsIn = (words: readonly string[], text: string) =>
  words.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(text))
/** Two words of the phrase, next to each other in it, found side by side in `text`. */
const pairsIn = (words: readonly string[], text: string) =>
  words.slice(1).flatMap((word, i) => {
    const pair = `${words[i]} ${word}`
    return text.toLowerCase().includes(pair) ? [pair] : []
  })

test('a script on the app’s page sees no password character and no new word while the person creates in the signer’s frame; its own create calls are refused; the wallet opens with that password', async ({
  page,
  baseURL,
}) => {
  await installRecorder(page, baseURL as string)
  const reveal = await toReveal(page)
  // The app's page holds no password field of its own.
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  // The recorder works: a key pressed in the app's own document is seen.
  await reveal.heading().click()
  await page.keyboard.press('Escape')
  expect((await recorded(page)).keys).toContain('Escape')
  // What the app's document held before any word existed (words of the phrase may be common words too), and
  // what was typed in it: the name, on sign-up.
  const earlier = await recorded(page)
  const before = everythingIn(earlier)

  await reveal.password().pressSequentially(PASSWORD)
  await reveal.confirmation().pressSequentially(WRONG)
  await reveal.confirmation().press('Enter')
  await expect(reveal.error()).toHaveText('Las contraseñas no coinciden.')
  await reveal.confirmation().fill('')
  await reveal.confirmation().pressSequentially(PASSWORD)
  await reveal.confirmation().press('Enter')
  await expect(reveal.seedWords()).toHaveCount(12)
  const words = await reveal.words()
  const address = (await reveal.address().textContent()) ?? ''
  expect(await hasVault(page)).toBe(false)

  // A wrong word says so in the frame and seals nothing.
  await reveal.saved().click()
  await reveal.answerQuiz(words, { wrong: true })
  await expect(reveal.quizError()).toContainText(/No coincide la palabra n\.º \d+/)
  expect(await hasVault(page)).toBe(false)
  await reveal.answerQuiz(words)
  await expect(page).toHaveURL(/\/dashboard$/, DERIVING)
  await expect(new DashboardPage(page).address()).toHaveText(address)
  expect(await storedVaultAddress(page)).toBe(address)

  // The page script calls the app's channel itself, the wallet open, with its password: every call that makes
  // or shows a wallet is refused, and the stored wallet stays.
  for (const [method, args] of [
    ['create', [crypto.randomUUID(), { password: PASSWORD }]],
    ['draftWallet', []],
    ['sealDraft', ['0'.repeat(32), PASSWORD, []]],
    ['confirmWords', [[{ position: 1, word: words[0] }]]],
  ] as const) {
    const answer = JSON.stringify(await callOnAppChannel(page, method, ...args))
    expect(answer, method).toMatch(/only the calls of its API/)
    expect(answer, method).not.toMatch(/mnemonic|privateKey/)
    expect(pairsIn(words, answer), method).toEqual([])
  }
  expect(await storedVaultAddress(page)).toBe(address)

  const seen = await recorded(page)
  expectNothingOf(seen, [PASSWORD, WRONG, words.join(' ')])
  // No word of the phrase appeared in the app's document at any moment, but the app's own words (a phrase word
  // may be a common one: those its pages showed before the words existed, or show now), and no two side by side.
  const after = everythingIn(seen)
  // The app's own words include those of its texts: the dashboard's title, "Panel de la billetera", is the
  // document's title there, not in its body, and "panel" is a word of the English list.
  const ownText = [
    before,
    await page.locator('body').textContent(),
    ...Object.values(es),
    ...Object.values(en),
  ].join('\n')
  expect(wordsIn(words, after).filter((word) => !wordsIn([word], ownText).length)).toEqual([])
  expect(pairsIn(words, after)).toEqual([])
  // Not one key or character typed in the frame reached the page (only the page's own Escape and the name).
  expect(charactersIn(seen)).toEqual([])
  expect(seen.data).toEqual(earlier.data)

  // The wallet is sealed under the password typed in the frame, and under no other.
  await page.reload()
  await expect(page).toHaveURL(/\/unlock/)
  const unlock = new UnlockPage(page)
  await unlock.unlock(WRONG)
  await expect(unlock.error()).toBeVisible(DERIVING)
  await unlock.unlock(PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/, DERIVING)
  await expect(new DashboardPage(page).address()).toHaveText(address)
})

test('creates with the keyboard alone: the password, the words, the check', async ({ page }) => {
  const reveal = await toReveal(page)
  await reveal.heading().focus()
  await tabInto(page, reveal.password(), 12)
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Tab')
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(reveal.seedWords()).toHaveCount(12)
  const words = await reveal.words()
  // Focus went on to "Ya las guardé", in the frame.
  await expect(reveal.saved()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(reveal.quizFields()).toHaveCount(3)
  for (const field of await reveal.quizFields().all()) {
    const position = Number((await field.getAttribute('id'))?.replace('word-', ''))
    await page.keyboard.press('Tab')
    await expect(field).toBeFocused()
    await page.keyboard.type(words[position - 1] as string)
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/, DERIVING)
})

for (const look of [
  {
    language: 'es',
    theme: 'light',
    password: 'Contraseña',
    short: 'La contraseña debe tener al menos 8 caracteres.',
    common: 'Esa contraseña es de las más usadas. Elegí otra.',
    saved: 'Ya las guardé',
    wrong: /^No coincide la palabra n\.º \d+\. Mirá tu papel o volvé a ver las palabras\.$/,
  },
  {
    language: 'en',
    theme: 'dark',
    password: 'Password',
    short: 'The password must be at least 8 characters long.',
    common: 'That password is one of the most common ones. Choose another.',
    saved: "I've saved them",
    wrong: /^Word #\d+ does not match\. Check your paper or look at the words again\.$/,
  },
] as const) {
  test(`the create frame speaks the app’s language and theme (${look.language}, ${look.theme}), is axe-clean, fits at 360 px and keeps every word whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/welcome')
    await page.evaluate(
      ({ language, theme }) => {
        localStorage.setItem('language', language)
        localStorage.setItem('theme', theme)
      },
      { language: look.language, theme: look.theme },
    )
    const reveal = await toReveal(page, 'Maximiliano Bustamante')
    await expect(reveal.frame().getByLabel(look.password, { exact: true })).toBeVisible()
    const frame = signerFrame(page, 'create')
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
    await expectFits(page)

    // Today's rules, said in the frame.
    await reveal.choosePassword('corta')
    await expect(reveal.error()).toHaveText(look.short)
    await reveal.choosePassword('12345678')
    await expect(reveal.error()).toHaveText(look.common)
    expect(await seriousViolations(frame)).toEqual([])

    await reveal.choosePassword(PASSWORD)
    await expect(reveal.seedWords()).toHaveCount(12)
    await expect(reveal.saved()).toHaveText(look.saved)
    expect(await seriousViolations(frame)).toEqual([])
    await expectFits(page)
    // Every word whole in its own numbered cell: none drawn on two lines.
    const split = await reveal
      .seedPhrase()
      .evaluate((grid) =>
        [...grid.querySelectorAll('.seed-word')]
          .filter((word) => word.getClientRects().length !== 1)
          .map((word) => word.textContent),
      )
    expect(split).toEqual([])
    await expect(reveal.seedPhrase().getByRole('listitem').first()).toHaveText(/^1 [a-z]+$/)
    // The new address in the app's groups of four, as the key below it (it broke mid-string).
    const address = (await reveal.address().textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expectGroupedAddress(reveal.address(), address)

    const words = await reveal.words()
    await reveal.saved().click()
    await reveal.answerQuiz(words, { wrong: true })
    await expect(reveal.quizError()).toHaveText(look.wrong)
    expect(await hasVault(page)).toBe(false)
    expect(await seriousViolations(frame)).toEqual([])
    await expectFits(page)
    // Look again: the same words; the check asks again and, answered right, the wallet is made.
    await reveal.quizLookAgain().click()
    expect(await reveal.words()).toEqual(words)
    await reveal.finish()
    await expect(page).toHaveURL(/\/dashboard$/, DERIVING)
  })
}
