import { signerFound as en } from '../domain/i18n/en/signerFound'
import { signerFound as es } from '../domain/i18n/es/signerFound'
import type { SignerLook } from '../domain/signer/origins'

/** An element with its text or children, and its look (CSSOM, which the signer's CSP allows). */
function node(tag: string, style: string, ...children: (Node | string)[]): HTMLElement {
  const made = document.createElement(tag)
  made.style.cssText = style
  made.append(...children)
  return made
}

/**
 * The unlock frame's note on a wallet found in this browser's storage, saved there by an earlier version (or
 * planted by a script of the app's page: vault/record.ts `found`): where it came from, and its full address. Its
 * own chunk, with its look, importing nothing of the frame's: loaded only when the signer holds such a wallet
 * (the first visit after the update), so the unlock frame does not carry it otherwise. `archived`: the reopen
 * frame's wording, for an archived wallet handed over the same way (Billeteras anteriores → Abrir).
 */
export function foundNote(look: SignerLook, address: string, archived = false): HTMLElement {
  const t = look.language === 'en' ? en : es
  const title = node('strong', '', t['unlock.found.title'])
  title.id = 'found-title'
  // The address as "0x" and groups of four, as the app's heading above it shows the same address (reviewText's
  // addressGroups, the review's look: review.css .address-group; written here so this chunk loads nothing more):
  // drawn as one string, the two read as two wallets. A line ends only between two groups.
  const shown = node('span', 'display:block;font-family:ui-monospace,Menlo,Consolas,monospace')
  for (const group of address.match(/^0x|.{1,4}/g) ?? []) {
    shown.append(
      node('span', 'display:inline-block;white-space:nowrap;margin-inline-end:.4ch', group),
      document.createElement('wbr'),
    )
  }
  shown.translate = false
  shown.dataset.testid = 'unlock-found-address'
  // Room between its parts (title, what it is, the address), each its own paragraph.
  const note = node(
    'section',
    'display:grid;gap:.5rem;margin:0 0 1rem;padding:.75rem;border:1px solid var(--border-strong);border-radius:var(--radius-sm);background:var(--surface-2);font-size:.875rem',
    node('p', '', title),
    node('p', '', t[archived ? 'unlock.found.archived' : 'unlock.found.body']),
    node('p', '', `${t['unlock.found.address']}:`, shown),
  )
  note.setAttribute('aria-labelledby', 'found-title')
  note.dataset.testid = 'unlock-found'
  return note
}
