import { el } from './screenKit'
import './reveal.css'

/**
 * A secret drawn whole (the reveal screen's and the create screen's): the seed phrase as numbered words and a
 * private key in groups of four, with their look (reveal.css). Its own chunk, so the create screen does not load
 * the reveal screen to draw the new words.
 */

/** The phrase as numbered words, one per cell, a word never split (the app's SeedGrid). */
export function seedGrid(words: readonly string[], label: string): HTMLOListElement {
  const cells = words.map((word, i) =>
    el(
      'li',
      {},
      el('span', { class: 'seed-n', 'aria-hidden': 'true' }, String(i + 1)),
      ' ',
      el('span', { class: 'seed-word', 'data-testid': 'seed-word' }, word),
    ),
  )
  return el('ol', { class: 'seed-grid', 'data-testid': 'seed-words', 'aria-label': label }, ...cells)
}

/** A private key as "0x" and groups of four, a line ending only between groups (the app's KeyGroups). */
export function keyGroups(value: string): HTMLParagraphElement {
  const line = el('p', { class: 'key-groups', 'data-testid': 'secret-value' })
  const digits = value.startsWith('0x') ? value.slice(2) : value
  if (value.startsWith('0x'))
    line.append(el('span', { class: 'key-group', 'data-testid': 'key-group' }, '0x'))
  for (const group of digits.match(/.{1,4}/g) ?? [])
    line.append(el('wbr'), el('span', { class: 'key-group', 'data-testid': 'key-group' }, group))
  return line
}
