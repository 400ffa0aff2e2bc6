import { expect, type Locator } from '@playwright/test'
import { drawnUnits } from './wholeText'

/**
 * A whole address drawn as the app's Address draws it: every character of `address`, "0x" and each group of four
 * on one line, and a visible gap between two groups on the same line (measured from the characters, whatever the
 * markup). An address drawn as one string has no gap, even where its line happens to end between two groups.
 */
export async function expectGroupedAddress(shown: Locator, address: string): Promise<void> {
  await expect(shown).toHaveText(address)
  const units = await drawnUnits(shown, 'key')
  expect(units.map((unit) => unit.text).join('')).toBe(address)
  expect(units.filter((unit) => unit.lines !== 1)).toEqual([])
  // Two groups on one line: the next starts to the right of the last. A gap of at least 2 px between them.
  const gaps = units.slice(1).flatMap((unit, i) => {
    const before = units[i] as (typeof units)[number]
    return unit.left > before.left ? [unit.left - before.right] : []
  })
  expect(gaps.length).toBeGreaterThan(0)
  expect(gaps.filter((gap) => gap < 2)).toEqual([])
}
