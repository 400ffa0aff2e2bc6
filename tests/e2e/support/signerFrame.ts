import { expect, type Frame, type Locator, type Page } from '@playwright/test'

/** The signer's frame that shows `screen` (its `?screen=`), as Playwright's handle: for axe and its own document. */
export function signerFrame(page: Page, screen: string): Frame {
  const frame = page.frames().find((f) => new URL(f.url()).searchParams.get('screen') === screen)
  if (!frame) throw new Error(`no signer ${screen} frame`)
  return frame
}

/** The frame holds its whole screen without a scroll bar of its own, down or sideways. */
export async function expectFrameFits(frame: Frame): Promise<void> {
  await expect
    .poll(() =>
      frame.evaluate(
        () =>
          document.documentElement.scrollHeight <= window.innerHeight &&
          document.documentElement.scrollWidth <= window.innerWidth,
      ),
    )
    .toBe(true)
}

/**
 * Keyboard alone: presses Tab on `page` (at most `most` times) until `target`, in a signer's frame, holds the
 * focus with its frame focused — what a person tabbing from the app's page into the frame reaches.
 */
export async function tabInto(page: Page, target: Locator, most: number): Promise<void> {
  let reached = false
  for (let i = 0; i < most && !reached; i++) {
    await page.keyboard.press('Tab')
    reached = await target.evaluate((field) => document.activeElement === field && document.hasFocus())
  }
  expect(reached, 'Tab never reached the frame’s field').toBe(true)
}

/**
 * As a person reaches a control of a signer's frame from the keyboard: the frame (`frameElement`, on the app's
 * page) given the focus afresh, where it lands on the screen itself, on which no key acts (src/signer/consent.ts),
 * then Tab within it until `target` holds the focus. Keys act in the frame only after such a move, made while the
 * frame is shown as drawn (where it watches that: wait for its button to answer first), never on focus the app's
 * page or Playwright gave it; and not a click: Chromium drops a click on a frame watched with IntersectionObserver
 * v2 that moved in the last 500 ms, and a Playwright click scrolls right before it clicks.
 */
export async function tabToInFrame(frameElement: Locator, target: Locator, most = 8): Promise<void> {
  // Whatever held the focus lets it go (the frame's own moves end with it), as the person's click elsewhere would.
  await frameElement.page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await frameElement.focus()
  await tabInto(frameElement.page(), target, most)
}
