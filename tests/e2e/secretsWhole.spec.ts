import { expect, type Frame, type Locator, type Page, test } from '@playwright/test'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { openOrigin, storeLockedWallet, testKey, testPassword } from './fixtures/storedWallet'
import { AppFrame } from './pages/AppFrame'
import { ImportPage, RevealPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { SecretPage } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { signerFrame } from './support/signerFrame'
import { drawnUnits, offScreen, setTextSize } from './support/wholeText'

/**
 * Secrets stay whole: wherever a seed phrase or a private key is shown or typed, at 320, 360 and 390 px and
 * at 200 % text, no word and no group of the key is drawn across two lines, and nothing runs off the screen
 * sideways. The phrase is made of eight-letter words, the longest BIP-39 has. With SHOTS_DIR set, the reveal
 * grid, its key and /view-seed-phrase are saved there at 320, 390 and 1280 px, es and en, light and dark.
 */
const LONGEST =
  'abstract category multiply accident broccoli champion daughter elephant frequent mountain hospital decorate'
const widths = [320, 360, 390] as const
const textSizes = [100, 200] as const
const PASSWORD = 'clave-segura-123'
/** A wait that spans a password key derivation (PBKDF2, 600 000 rounds) on a loaded machine. */
const DERIVING = { timeout: 30_000 }

/** Every width and text size, the page (and the signer's frame in it, if given) laid out again for each. */
async function* everyLayout(page: Page, frame?: Frame) {
  for (const width of widths) {
    for (const size of textSizes) {
      await page.setViewportSize({ width, height: 800 })
      if (frame) await setTextSize(frame, size)
      await setTextSize(page, size)
      yield `${width} px, ${size} % text`
    }
  }
}

/**
 * A numbered grid's cells: each one's number and word, its box, and where its word is drawn, in the page's
 * coordinates (`shift`: the left edge of the frame the grid is drawn in, 0 for the page's own).
 */
async function cellsOf(grid: Locator, shift: number) {
  const cells = await grid.getByRole('listitem').all()
  return Promise.all(
    cells.map(async (cell) => {
      const box = await cell.evaluate((li) => {
        const { left, right } = li.getBoundingClientRect()
        return { left, right }
      })
      const units = (await drawnUnits(cell, 'words')).map((u) => ({
        ...u,
        left: u.left + shift,
        right: u.right + shift,
      }))
      return { units, left: box.left + shift, right: box.right + shift }
    }),
  )
}

/** Where the signer's reveal frame starts on the page, sideways (its document's 0). */
async function frameLeft(page: Page): Promise<number> {
  const box = await page.locator('iframe[data-testid="signer-reveal"]').boundingBox()
  if (!box) throw new Error('no signer reveal frame on the page')
  return box.x
}

/** The signer's reveal frame (Playwright's handle). */
function revealFrame(page: Page): Frame {
  const frame = page.frames().find((f) => new URL(f.url()).searchParams.get('screen') === 'reveal')
  if (!frame) throw new Error('no signer reveal frame')
  return frame
}

/** Checks a numbered grid of the phrase `words`: each cell says its number and its word, inside the cell and the screen. */
async function expectWholeGrid(page: Page, grid: Locator, words: string[], where: string, shift = 0) {
  const width = page.viewportSize()?.width ?? 0
  const cells = await cellsOf(grid, shift)
  expect(
    cells.map((c) => c.units.map((u) => u.text)),
    where,
  ).toEqual(words.map((w, i) => [String(i + 1), w]))
  for (const [i, cell] of cells.entries()) {
    expect(
      cell.units.filter((u) => u.lines !== 1),
      `${where}: cell ${i + 1} drawn on one line each`,
    ).toEqual([])
    // Clear of the screen's edges (the numbers 10–12 sat 2 px from it), and the word inside its own cell.
    expect(cell.left, `${where}: cell ${i + 1} left`).toBeGreaterThanOrEqual(12)
    expect(cell.right, `${where}: cell ${i + 1} right`).toBeLessThanOrEqual(width - 12)
    const word = cell.units[1]
    expect(
      word && word.right <= cell.right && word.left >= cell.left,
      `${where}: word ${i + 1} in its cell`,
    ).toBe(true)
  }
}

/** Checks a drawn secret: every unit on one line and on screen, and the text the one expected. */
async function expectWholeText(
  page: Page,
  element: Locator,
  cut: 'words' | 'key',
  text: string,
  where: string,
  shift = 0,
) {
  const width = page.viewportSize()?.width ?? 0
  const units = (await drawnUnits(element, cut)).map((u) => ({
    ...u,
    left: u.left + shift,
    right: u.right + shift,
  }))
  expect(units.map((u) => u.text).join(cut === 'words' ? ' ' : ''), where).toBe(text)
  expect(
    units.filter((u) => u.lines !== 1).map((u) => u.text),
    `${where}: units drawn across two lines`,
  ).toEqual([])
  expect(
    units.filter((u) => u.left < 0 || u.right > width).map((u) => u.text),
    `${where}: units off screen`,
  ).toEqual([])
}

async function shots(page: Page, name: string, shown: Locator) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  await setTextSize(page, 100)
  const frame = new AppFrame(page)
  for (const theme of ['light', 'dark'] as const) {
    for (const language of ['es', 'en'] as const) {
      await frame.chooseLanguage(language)
      const dark = (await page.locator('html').getAttribute('class'))?.includes('dark') ?? false
      if (dark !== (theme === 'dark')) await frame.darkMode().click()
      for (const size of [
        { width: 320, height: 800 },
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(size)
        await shown.scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${dir}/${name}-${size.width}-${language}-${theme}.png` })
      }
    }
  }
}

test('/view-seed-phrase: the grid and the full phrase keep every word whole, at 320–390 px and 200 % text', async ({
  page,
}) => {
  const entropy = bytesToHex(mnemonicToEntropy(LONGEST, wordlist))
  const address = mnemonicToAccount(LONGEST).address
  await openOrigin(page)
  await storeLockedWallet(page, testPassword, { key: entropy, address }, 'mnemonic')
  await page.goto('/view-seed-phrase')
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/view-seed-phrase$/, DERIVING)
  const secret = new SecretPage(page)
  await secret.revealWith(testPassword)
  await expect(secret.value()).toHaveText(LONGEST, DERIVING)
  const words = LONGEST.split(' ')
  // The grid and the phrase are drawn in the signer's frame (docs/signer-plan.md step 4).
  const grid = secret.grid()
  const frame = revealFrame(page)
  for await (const where of everyLayout(page, frame)) {
    const shift = await frameLeft(page)
    await expectWholeText(page, secret.value(), 'words', LONGEST, `full phrase, ${where}`, shift)
    await expectWholeGrid(page, grid, words, `grid, ${where}`, shift)
    expect(await offScreen(page.getByRole('main')), `${where}: off screen`).toEqual([])
    expect(await offScreen(secret.frame().getByRole('main')), `${where}: off the frame`).toEqual([])
  }
  await shots(page, 'view-seed-phrase', grid)
})

test('/view-private-key: the key is drawn in whole groups of four, at 320–390 px and 200 % text', async ({
  page,
}) => {
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/view-private-key')
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/view-private-key$/, DERIVING)
  const secret = new SecretPage(page)
  await secret.revealWith(testPassword)
  await expect(secret.value()).toHaveText(testKey, DERIVING)
  const frame = revealFrame(page)
  for await (const where of everyLayout(page, frame)) {
    const shift = await frameLeft(page)
    await expectWholeText(page, secret.value(), 'key', testKey, `key, ${where}`, shift)
    expect(await offScreen(page.getByRole('main')), `${where}: off screen`).toEqual([])
    expect(await offScreen(secret.frame().getByRole('main')), `${where}: off the frame`).toEqual([])
  }
})

test('/reveal: the new phrase’s grid and its key stay whole, at 320–390 px and 200 % text', async ({
  page,
}) => {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.create().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  const reveal = new RevealPage(page)
  await reveal.choosePassword(PASSWORD)
  await expect(reveal.seedWords()).toHaveCount(12, DERIVING)
  const words = await reveal.words()
  const key = (await reveal.privateKey().textContent()) ?? ''
  expect(key).toMatch(/^0x[0-9a-f]{64}$/)
  for await (const where of everyLayout(page)) {
    await expectWholeGrid(page, reveal.seedPhrase(), words, `grid, ${where}`)
    await expectWholeText(page, reveal.privateKey(), 'key', key, `key, ${where}`)
    expect(await offScreen(page.getByRole('main')), `${where}: off screen`).toEqual([])
  }
  await shots(page, 'reveal', reveal.seedPhrase())
  await shots(page, 'reveal-key', reveal.privateKey())
})

test('import: the field wraps a phrase between words and keeps a key on one line, at 320–390 px and 200 % text', async ({
  page,
}) => {
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.import().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  const importPage = new ImportPage(page)
  // The field is the signer's import frame's: its text grows with the frame's own text size.
  const field = importPage.text()
  await expect(field).toBeVisible()
  const frame = signerFrame(page, 'import')
  /** How far the field's own text runs past its box sideways (0 when it wraps inside it). */
  const fieldSideways = () => field.evaluate((el) => el.scrollWidth - el.clientWidth)
  await importPage.seedTab().click()
  await field.fill(LONGEST)
  for await (const where of everyLayout(page, frame)) {
    expect(await fieldSideways(), `phrase, ${where}: wrapped inside the field`).toBe(0)
    expect(await offScreen(page.getByRole('main')), `${where}: off screen`).toEqual([])
  }
  await importPage.keyTab().click()
  await field.fill(testKey)
  for await (const where of everyLayout(page, frame)) {
    // On one line, never cut at a digit: the field scrolls instead.
    expect(await fieldSideways(), `key, ${where}: on one line`).toBeGreaterThan(0)
    expect(await offScreen(page.getByRole('main')), `${where}: off screen`).toEqual([])
  }
})
