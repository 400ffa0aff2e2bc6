import { expect, type Frame, type Page, test } from '@playwright/test'
import { openOrigin, storeLockedWallet, testPassword } from './fixtures/storedWallet'
import { UnlockPage } from './pages/UnlockPage'
import { seriousViolations } from './support/axe'
import { charactersIn, expectNothingOf, installRecorder, recorded } from './support/hostilePage'
import { expectFrameFits, signerFrame, tabInto } from './support/signerFrame'

/**
 * Issue 41 step 3 (docs/signer-plan.md): /unlock's password is typed in the signer's frame, on the signer's
 * origin. A script on the app's origin — here an init script that runs there only — records every key, input
 * and field value of its document, and never sees the password; the wallet still opens.
 */

/** The signer's unlock screen's frame (Playwright's handle, for axe). */
async function unlockFrame(page: Page): Promise<Frame> {
  await expect(new UnlockPage(page).password()).toBeVisible()
  return signerFrame(page, 'unlock')
}

async function lockedAt(page: Page, path: string, prefs: Record<string, string> = {}) {
  await openOrigin(page)
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, prefs)
  await storeLockedWallet(page)
  await page.goto(path)
  await expect(page).toHaveURL(/\/unlock/)
}

test('a script on the app’s page records no character of the password typed in the signer’s frame; the wallet opens', async ({
  page,
  baseURL,
}) => {
  await installRecorder(page, baseURL as string)
  await lockedAt(page, '/home')
  const unlock = new UnlockPage(page)
  // The app's page holds no password field of its own.
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  // The recorder works: a key pressed in the app's own document is seen.
  await page.getByRole('heading', { level: 1 }).click()
  await page.keyboard.press('Escape')
  expect((await recorded(page)).keys).toContain('Escape')

  await unlock.password().pressSequentially('no-es-esta')
  await unlock.password().press('Enter')
  await expect(unlock.error()).toHaveText('Contraseña incorrecta. Probá de nuevo.')
  await unlock.password().pressSequentially(testPassword)
  await unlock.password().press('Enter')
  await expect(page).toHaveURL(/\/home$/)

  const seen = await recorded(page)
  expectNothingOf(seen, [testPassword, 'no-es-esta'])
  // Not one key or character typed in the frame reached the page (only the page's own Escape, down and up).
  expect(charactersIn(seen)).toEqual([])
  expect(seen.data).toEqual([])
})

/** On the app's page: every height the signer's unlock frame is laid out at, from its first frame on. */
function recordFrameHeights() {
  const heights: number[] = []
  Object.defineProperty(window, '__frameHeights', { value: heights })
  const sizes = new ResizeObserver((entries) => {
    // A frame taken out of the page (home replaced /unlock) reports 0: not a height it was laid out at.
    for (const entry of entries)
      if (entry.target.isConnected) heights.push(Math.round(entry.contentRect.height))
  })
  new MutationObserver(() => {
    const frame = document.querySelector('iframe[data-testid="signer-unlock"]')
    if (frame && !frame.hasAttribute('data-watched')) {
      frame.setAttribute('data-watched', '')
      sizes.observe(frame)
    }
  }).observe(document, { subtree: true, childList: true })
}

test('unlocks with the keyboard alone: Tab reaches the frame’s field, Enter opens the wallet; the frame never changes height', async ({
  page,
}) => {
  await page.addInitScript(recordFrameHeights)
  await lockedAt(page, '/home')
  const unlock = new UnlockPage(page)
  // The wallet an earlier version left on the app's origin is named as found until it is opened once
  // (foundWallet.spec); from then on the frame is the field and its button alone, at the app's first height.
  await unlock.unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)
  await page.reload()
  await expect(page).toHaveURL(/\/unlock/)
  await expect(unlock.password()).toBeVisible()
  await page.getByRole('heading', { level: 1 }).focus()
  await tabInto(page, unlock.password(), 12)
  await page.keyboard.type(testPassword)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/home$/)
  // Laid out at its content's height from the start, and opening adds no line: nothing below it moved.
  const heights = await page.evaluate(
    () => (window as unknown as { __frameHeights: number[] }).__frameHeights,
  )
  expect(heights.length).toBeGreaterThan(0)
  expect(new Set(heights).size, `heights: ${heights.join(', ')}`).toBe(1)
})

for (const look of [
  {
    language: 'es',
    theme: 'light',
    wrong: 'Contraseña incorrecta. Probá de nuevo.',
    field: 'Contraseña',
    button: 'Desbloquear',
  },
  { language: 'en', theme: 'dark', wrong: 'Wrong password. Try again.', field: 'Password', button: 'Unlock' },
] as const) {
  test(`the frame speaks the app’s language and theme (${look.language}, ${look.theme}), says a wrong password and is axe-clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await lockedAt(page, '/home', { language: look.language, theme: look.theme })
    const unlock = new UnlockPage(page)
    await expect(unlock.frame().getByLabel(look.field, { exact: true })).toBeVisible()
    await expect(unlock.frame().getByRole('button', { name: look.button, exact: true })).toBeVisible()
    const frame = await unlockFrame(page)
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    expect(await seriousViolations(page)).toEqual([])

    await unlock.unlock('no-es-esta')
    await expect(unlock.error()).toHaveText(look.wrong)
    await expect(unlock.password()).toBeFocused()
    await expect(unlock.password()).toHaveValue('')
    expect(await seriousViolations(frame)).toEqual([])
    // Phone-sized: the frame holds its whole screen (the error too) without a scroll bar of its own.
    await expectFrameFits(frame)

    await unlock.unlock(testPassword)
    await expect(page).toHaveURL(/\/home$/)
  })
}
