import { expect, type Locator, type Page } from '@playwright/test'

/** The users' zone: the one Playwright gives the page (playwright.config.ts `timezoneId`). */
export const usersZone = 'America/Argentina/Buenos_Aires'

/** The page's clock (ms), as the app reads it. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now())

/** `YYYY-MM-DD` of an instant in the users' zone, whatever the test process's own zone. */
export const dayInZone = (at: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: usersZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)

/** How far behind the page's clock the app's may be: the clock actors read it every second. */
export const clockLag = 1000

/**
 * A day that is "today or before" for the app whatever the race: the page's day a little earlier than its
 * clock, so a test that picks it at 00:00:00.5 in Buenos Aires is not refused as a future date.
 */
export const safeToday = async (page: Page) => dayInZone((await pageNow(page)) - 5 * clockLag)

/**
 * Runs `act` and returns the instants the app may have used meanwhile, as the page's clock read just before
 * and just after: a date the app shows is checked against those, never against the test process's clock, so
 * a run that crosses midnight (or New Year) in Buenos Aires passes as any other.
 */
export async function aroundPage<T>(
  page: Page,
  act: () => Promise<T>,
): Promise<{ value: T; at: [number, number] }> {
  const before = await pageNow(page)
  const value = await act()
  const after = await pageNow(page)
  return { value, at: [before, after] }
}

/**
 * Expects `locator`'s text to become `text(at)` for an instant the app may have used: between `since` (the
 * page's clock read before the action that made the app compute it) and the moment the text is read. Less
 * than a day apart, so one of the two ends names the same day as the app did. Retried like `toHaveText`.
 */
export async function expectDateShown(
  page: Page,
  locator: Locator,
  since: number,
  text: (at: number) => string,
) {
  const shownAndNamed = async () => {
    const shown = ((await locator.textContent()) ?? '').trim()
    return { shown, named: [since, await pageNow(page)].map(text) }
  }
  await expect
    .poll(async () => {
      const { shown, named } = await shownAndNamed()
      return named.includes(shown) ? 'a day the app may have used' : `"${shown}", not ${named.join(' / ')}`
    })
    .toBe('a day the app may have used')
}
