import type { Locator, Page } from '@playwright/test'

/** How many presses of Tab the longest screen (the vaults page) needs to reach its last control. */
const MAX_PRESSES = 120

/**
 * Moves through the app with the keyboard alone, as someone without a mouse or touch screen does: Tab and
 * Shift+Tab to move, Enter and Space to press, typing into whatever has focus. Never clicks, never fills.
 */
export class Keyboard {
  constructor(readonly page: Page) {}

  /** The element that has focus now, as a locator (`:focus` is the page's document.activeElement). */
  readonly focused = () => this.page.locator(':focus')

  /**
   * Presses Tab (Shift+Tab with `back`) until `target` has focus. Fails after `max` presses, saying where
   * focus went instead, so an unreachable control reads as such rather than as a timeout.
   */
  async tabTo(target: Locator, { back = false, max = MAX_PRESSES } = {}) {
    await target.waitFor()
    const key = back ? 'Shift+Tab' : 'Tab'
    const seen: string[] = []
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return
      await this.page.keyboard.press(key)
      seen.push(await this.describeFocus())
    }
    if (await target.evaluate((el) => el === document.activeElement)) return
    throw new Error(
      `${max} presses of ${key} never reached ${target}; focus went through: ${[...new Set(seen)].join(' → ')}`,
    )
  }

  /** Tabs to a button or link and presses Enter. */
  async press(target: Locator, key: 'Enter' | 'Space' = 'Enter') {
    await this.tabTo(target)
    await this.page.keyboard.press(key)
  }

  /** Tabs to a field, selects what it holds and types `text` over it. */
  async typeInto(target: Locator, text: string) {
    await this.tabTo(target)
    await this.page.keyboard.press('ControlOrMeta+A')
    await this.page.keyboard.type(text)
  }

  /** A short description of the focused element: tag, role and name, for failure messages. */
  async describeFocus(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return 'body'
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent?.slice(0, 30) ??
        ''
      const role = el.getAttribute('role')
      return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name.trim()}"`
    })
  }

  /** The focused element's outline as the browser draws it (style, width in px, colour). */
  async focusOutline(): Promise<{ style: string; width: number; color: string }> {
    return this.focused().evaluate((el) => {
      const css = getComputedStyle(el)
      return { style: css.outlineStyle, width: Number.parseFloat(css.outlineWidth), color: css.outlineColor }
    })
  }
}
