import { expect, type Page } from '@playwright/test'

/** Walking the app's screens: in-app navigation, dialogs, and the text a reader of a language sees. */
export class ScreenWalk {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  /** The devnet build's banner on every screen. */
  readonly banner = () => this.page.getByTestId('devnet-banner')
  readonly dialog = () => this.page.getByRole('dialog')
  readonly closeDialog = () => this.page.keyboard.press('Escape')

  /** Chooses the language before the app reads it. */
  async useLanguage(language: 'es' | 'en') {
    await this.page.goto('/welcome')
    await this.page.evaluate((l) => localStorage.setItem('language', l), language)
  }

  /**
   * Moves to `path` the way a link does (no reload, so an unlocked wallet stays unlocked), and waits until the
   * new screen is drawn: the address bar moves first, while the screen's code loads, and until then the old
   * screen (its title, its buttons) is what a check would read.
   */
  async go(path: string) {
    const moved = await this.page.evaluate((to) => {
      if (location.pathname + location.search === to) return false
      for (const title of document.querySelectorAll('h1')) title.dataset.walkLeft = ''
      history.pushState({}, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
      return true
    }, path)
    await this.page.waitForURL((url) => url.pathname === path.split('?')[0])
    if (moved) await expect(this.page.locator('h1:not([data-walk-left])').first()).toBeAttached()
  }

  /**
   * What a reader of the screen meets, minus anything marked as written in another language (`lang`): the
   * visible text, and the words it carries outside it, on each shown element: placeholders, titles (tooltips)
   * and aria labels (what a screen reader says).
   */
  async visibleText(language: 'es' | 'en'): Promise<string> {
    return this.page.evaluate((lang) => {
      const foreign = (element: Element) => {
        const marked = element.closest<HTMLElement>('[lang]')
        return marked !== null && !marked.lang.startsWith(lang)
      }
      // biome-ignore lint/performance/useDomNodeTextContent: only what is rendered counts, as a reader sees it
      let text = document.body.innerText
      for (const element of document.body.querySelectorAll<HTMLElement>('[lang]')) {
        if (!element.lang.startsWith(lang)) text = text.replace(element.textContent ?? '', ' ')
      }
      const said: string[] = []
      for (const element of document.body.querySelectorAll('[placeholder], [title], [aria-label]')) {
        if (foreign(element) || !element.checkVisibility()) continue
        for (const name of ['placeholder', 'title', 'aria-label']) said.push(element.getAttribute(name) ?? '')
      }
      return [text, ...said].join('\n')
    }, language)
  }
}
