import type { Frame, Locator } from '@playwright/test'

/** One unit of a secret as drawn: its characters, the lines they are drawn on, and its box's sides. */
export type DrawnUnit = { text: string; lines: number; left: number; right: number }

/**
 * How each unit of an element's text is drawn, measured from the characters themselves (a Range over each),
 * whatever the markup: 'words' cuts the text at white space and between digits and letters (a seed phrase, a
 * numbered cell), 'key' into "0x" and groups of
 * four (a private key). A unit whose characters sit on two lines is one a person copying by hand would split.
 * @example
 * const units = await drawnUnits(secret.value(), 'words')
 * expect(units.filter((u) => u.lines !== 1)).toEqual([])
 */
export function drawnUnits(element: Locator, cut: 'words' | 'key'): Promise<DrawnUnit[]> {
  return element.evaluate((root, cut) => {
    const chars: { node: Text; offset: number; ch: string }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text
      for (let offset = 0; offset < text.data.length; offset++) {
        chars.push({ node: text, offset, ch: text.data[offset] ?? '' })
      }
    }
    const units: (typeof chars)[] = []
    if (cut === 'words') {
      // A word ends at white space, and where digits meet letters: a cell's number and its word are two units.
      let current: typeof chars = []
      const digit = (c: { ch: string }) => /\d/.test(c.ch)
      for (const c of chars) {
        const last = current[current.length - 1]
        if (/\s/.test(c.ch) || (last && digit(last) !== digit(c))) {
          if (current.length) units.push(current)
          current = []
        }
        if (!/\s/.test(c.ch)) current.push(c)
      }
      if (current.length) units.push(current)
    } else {
      const digits = chars.filter((c) => !/\s/.test(c.ch))
      const start =
        digits
          .slice(0, 2)
          .map((c) => c.ch)
          .join('') === '0x'
          ? 2
          : 0
      if (start) units.push(digits.slice(0, 2))
      for (let i = start; i < digits.length; i += 4) units.push(digits.slice(i, i + 4))
    }
    return units.map((unit) => {
      const boxes = unit.map((c) => {
        const range = document.createRange()
        range.setStart(c.node, c.offset)
        range.setEnd(c.node, c.offset + 1)
        return range.getBoundingClientRect()
      })
      // Characters of one line share its middle; a new line starts more than half a character lower.
      const middles: number[] = []
      for (const box of boxes) {
        const middle = box.top + box.height / 2
        if (!middles.some((m) => Math.abs(m - middle) < box.height / 2)) middles.push(middle)
      }
      return {
        text: unit.map((c) => c.ch).join(''),
        lines: middles.length,
        left: Math.min(...boxes.map((b) => b.left)),
        right: Math.max(...boxes.map((b) => b.right)),
      }
    })
  }, cut)
}

/**
 * What inside `area` (the screen's main part) sticks out of the screen sideways, past either edge: an element
 * or a line of text, named by its tag, class and first characters. Empty when everything fits.
 */
export function offScreen(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const width = document.documentElement.clientWidth
    const out = (box: DOMRect) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5)
    return [root, ...root.querySelectorAll('*')]
      .filter((el) => out(el.getBoundingClientRect()))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').slice(0, 20)}"`,
      )
  })
}

/**
 * Sets the text size as a person does who asks for larger text: the root font size, which every rem in the
 * app follows (Chromium's own text zoom does the same to a page sized in rem). A frame's document (the signer's
 * screens) is set on its own: `page` may be a page or a frame.
 */
export async function setTextSize(page: Pick<Frame, 'evaluate'>, percent: number) {
  await page.evaluate((percent) => {
    document.documentElement.style.fontSize = `${percent}%`
  }, percent)
  // One frame for the new layout. A cross-origin frame out of view gets no animation frames (Chromium throttles
  // it): its layout is forced instead, as the measures that follow would force it.
  await page.evaluate(
    () =>
      new Promise((done) => {
        if (window.parent === window) requestAnimationFrame(() => requestAnimationFrame(done))
        else done(document.documentElement.getBoundingClientRect().width)
      }),
  )
}
