import type { Locator, Page } from '@playwright/test'

/** What the app shows in place of an amount while balances are hidden. */
export const DOTS = '••••'

/**
 * The money regions that still show a digit: for every locator, each element it matches whose visible text
 * (innerText, what a person reads) has a digit in it, as `name: text`; a region that matches nothing yet is
 * reported too (`name: (missing)`), so a screen still loading never passes for a hidden one. `[]` once every
 * region is on screen and shows no digit at all.
 * @example await expect.poll(() => digitsShown({ total: home.total() })).toEqual([])
 */
export async function digitsShown(regions: Record<string, Locator>): Promise<string[]> {
  const shown: string[] = []
  for (const [name, region] of Object.entries(regions)) {
    const texts = await region.allInnerTexts()
    if (texts.length === 0) shown.push(`${name}: (missing)`)
    for (const text of texts) if (/\d/.test(text)) shown.push(`${name}: ${text}`)
  }
  return shown
}

/**
 * The figures of `figures` (balances as the page showed them, `1.234,56`) found anywhere in the page's visible
 * text: `[]` when none of them can be read on this screen.
 */
export async function figuresShown(page: Page, figures: readonly string[]): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: what a person can read, not the text of scripts or hidden nodes
  const text = await page.locator('body').innerText()
  return figures.filter((figure) => text.includes(figure))
}

/**
 * The number in an amount as written (`US$ 1.234,56` → `1.234,56`, `0,500000 ETH` → `0,500000`): what must not be
 * readable anywhere once balances are hidden.
 */
export function figureOf(text: string): string {
  const figure = text.match(/\d[\d.,]*\d|\d/)?.[0]
  if (!figure) throw new Error(`no figure in ${JSON.stringify(text)}`)
  return figure
}
