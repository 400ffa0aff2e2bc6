import type { Page } from '@playwright/test'

/**
 * Opens a second tab of the same browser (same storage, same origin) in a window of its own, the way a person
 * keeps two windows side by side. Headless Chromium gives a tab in the background of a window one animation
 * frame a second, and every Playwright action waits for frames to see its target stand still: with both
 * pages as tabs of one window (`context.newPage()`), clicks in whichever tab was not last in front took 1–2 s
 * instead of tens of milliseconds.
 * @example const other = await otherWindow(page); await unlockHome(other)
 */
export async function otherWindow(page: Page): Promise<Page> {
  const context = page.context()
  const browser = context.browser()
  if (!browser) throw new Error('otherWindow needs a browser launched by Playwright')
  const own = await context.newCDPSession(page)
  const { targetInfo } = await own.send('Target.getTargetInfo')
  await own.detach()
  const root = await browser.newBrowserCDPSession()
  const opened = context.waitForEvent('page')
  await root.send('Target.createTarget', {
    url: 'about:blank',
    newWindow: true,
    ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
  })
  await root.detach()
  return opened
}
