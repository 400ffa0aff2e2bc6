import type { Frame } from '@playwright/test'

/** One look at a watched element while it was in the page: its text, whether it was visible, and attributes. */
export type Shown = { text: string; visible: boolean; attributes: Record<string, string> }

/**
 * Starts recording, inside the page, every state of the elements matching `selector`: when one is added, and
 * each time its text or attributes change while it stays. For short-lived screens (a success that closes
 * itself after 2 s, a "¡Copiado!" that goes back, a scanner modal that closes on the first code read): a
 * locator assertion made after the action polls from outside the page and, on a loaded machine, can first
 * look after the screen is gone; the page's own observer sees every state it rendered. Visible means what
 * Playwright means: rendered, not `visibility: hidden`, and a box of some size.
 * Returns a reader of the looks recorded so far, in order; they last until the page navigates. `page` may be a
 * page or one of its frames (the signer's reveal screen: its own document is watched).
 * @example
 * const success = await watchShown(page, '[data-testid="send-success"]')
 * await send.confirm().click()
 * await expect.poll(success).toContainEqual(expect.objectContaining({ visible: true }))
 */
export async function watchShown(
  page: Pick<Frame, 'evaluate'>,
  selector: string,
): Promise<() => Promise<Shown[]>> {
  const key = await page.evaluate((selector) => {
    const looks: Shown[] = []
    const last = new WeakMap<Element, string>()
    const look = (el: Element): Shown => {
      const box = el.getBoundingClientRect()
      return {
        text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
        visible: el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0,
        attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
      }
    }
    const record = () => {
      for (const el of document.querySelectorAll(selector)) {
        const now = look(el)
        const seen = JSON.stringify(now)
        if (last.get(el) === seen) continue
        last.set(el, seen)
        looks.push(now)
      }
    }
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
    record()
    const page = window as unknown as { __shown?: Shown[][] }
    page.__shown ??= []
    return page.__shown.push(looks) - 1
  }, selector)
  return () => page.evaluate((key) => (window as unknown as { __shown: Shown[][] }).__shown[key] ?? [], key)
}
