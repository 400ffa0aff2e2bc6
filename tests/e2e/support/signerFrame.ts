import { expect, type Frame, type Page } from '@playwright/test'

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
