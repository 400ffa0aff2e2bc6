/**
 * A screen's text with its `{address}` drawn as "0x" and groups of four with a gap between two (the review's
 * look: reviewScreen's addressGroups, review.css .address-group), a line ending only between two groups. Set as
 * one string, the address broke anywhere on a 360 px phone, and its halves read as two wallets. The text reads
 * the same (`textContent`): the breaks are `<wbr>`. Its look is set here (CSSOM, which the signer's CSP allows),
 * so the screens that use it load no style sheet more.
 * @example what.replaceChildren(...withAddress(t['keystore.backup.what'], wallet))
 */
export function withAddress(text: string, address: string): (Node | string)[] {
  const [before = '', after] = text.split('{address}')
  if (after === undefined) return [text]
  const shown = document.createElement('span')
  shown.className = 'address-text'
  shown.translate = false
  shown.style.fontFamily = 'ui-monospace,Menlo,Consolas,monospace'
  for (const group of address.match(/^0x|.{1,4}/g) ?? []) {
    const part = document.createElement('span')
    part.className = 'address-group'
    part.textContent = group
    part.style.cssText = 'display:inline-block;white-space:nowrap;margin-inline-end:.4ch'
    shown.append(part, document.createElement('wbr'))
  }
  // No gap between the last group and what follows it (a comma, a full stop).
  ;(shown.lastElementChild?.previousElementSibling as HTMLElement | null)?.style.removeProperty(
    'margin-inline-end',
  )
  return [before, shown, after]
}
