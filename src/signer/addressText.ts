import { el } from './screenKit'

/**
 * A screen's text with its `{address}` drawn as "0x" and groups of four (the review's look: reviewScreen's
 * addressGroups, .address-group in each screen's CSS), a line ending only between two groups. Set as one
 * string, the address broke anywhere on a 360 px phone, and its halves read as two wallets. The text reads the
 * same (`textContent`): the breaks are `<wbr>`.
 * @example what.replaceChildren(...withAddress(t['keystore.backup.what'], wallet))
 */
export function withAddress(text: string, address: string): (Node | string)[] {
  const at = text.indexOf('{address}')
  if (at < 0) return [text]
  const shown = el('span', { class: 'address-text', translate: 'no' })
  for (const group of address.match(/^0x|.{1,4}/g) ?? [])
    shown.append(el('span', { class: 'address-group' }, group), el('wbr'))
  return [text.slice(0, at), shown, text.slice(at + '{address}'.length)]
}
