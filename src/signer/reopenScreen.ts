import { get } from 'idb-keyval'
import { signerKeystore as en } from '../domain/i18n/en/signerKeystore'
import { signerKeystore as es } from '../domain/i18n/es/signerKeystore'
import { type KeystoreNames, REOPENED, readArchived, type SignerReopened } from '../domain/signer/keystore'
import { KEYSTORE_HOOK, type SignerLook } from '../domain/signer/origins'
import { ARCHIVE_KEY } from '../workers/vault/record'
import { withAddress } from './addressText'
import { mayAct, watchKeys } from './consent'
import { notYet } from './notYet'
import { passwordField, sayWrong, takePassword } from './passwordKit'
import { applyLook, el, findSiblingHook, passEscape, postHeight } from './screenKit'
import './signer.css'
import './keystore.css'

type Keystore = (op: 'read' | 'reopen', archived: string, password?: string) => Promise<unknown>

/**
 * Billeteras anteriores → Abrir, in the signer's own page (docs/signer-plan.md step 4, issue 41 item 5): the
 * archived wallet that opens and the stored wallet that goes to the archive in its place, both read from the
 * signer's storage (never the frame's address), the archived wallet's own password and Abrir. The key worker
 * opens it through the signer page's own port; the app's channel refuses `reopenArchived`, so no script of the
 * app's page swaps the open wallet or sees the password. The app hears only the address opened (REOPENED).
 */
/** Whether archive entry `id` was handed over from the app's storage (vault/keystore.ts ArchivedRecord `found`). */
async function foundEntry(id: string): Promise<boolean> {
  const list = await get<unknown>(ARCHIVE_KEY).catch(() => undefined)
  return (
    Array.isArray(list) &&
    list.some((entry) => entry?.id === id && (entry as { found?: unknown }).found === true)
  )
}

export function showReopen(app: string, parent: Window, look: SignerLook): void {
  const archived = readArchived(location.search)
  const t = look.language === 'en' ? en : es
  applyLook(look, t['keystore.reopen.frameTitle'])
  const keystore = archived ? findSiblingHook<Keystore>(parent, KEYSTORE_HOOK) : null

  const what = el('p', { id: 'reopen-what', role: 'status' }, t['keystore.reading'])
  const aside = el('p', { id: 'reopen-aside', 'data-testid': 'reopen-aside' })
  const typed = passwordField('reopen-password', 'reopen-error', true)
  const { field: password } = typed
  const act = el('button', { type: 'submit' }, t['archive.open'])
  const form = el(
    'form',
    { 'aria-describedby': 'reopen-what reopen-aside', novalidate: '' },
    el('label', { for: 'reopen-password' }, t['archive.password']),
    password,
    typed.error,
    act,
  )
  const main = el('main', { class: 'keystore' }, what, aside, form)
  document.body.replaceChildren(main)
  // A key acts only once the person moved into this frame (consent.ts), never on focus the app's page gave it.
  const keys = watchKeys(main, { tabFromPage: 'moves' })

  const refused = (failed: unknown) => {
    switch ((failed as { name?: unknown } | null)?.name) {
      case 'WrongPasswordError':
        return t['archive.wrongPassword']
      case 'NoVaultError':
        return t['archive.notFound']
      case 'VaultLockedError':
        return t['archive.lockedMeanwhile']
      default:
        return t['archive.failed']
    }
  }
  let named = false
  act.disabled = true
  ;(keystore && archived
    ? keystore('read', archived)
    : Promise.reject(new Error('no key worker beside this page'))
  ).then(
    (names) => {
      const { wallet, setAside } = names as KeystoreNames
      what.replaceChildren(...withAddress(t['keystore.reopen.what'], wallet))
      aside.replaceChildren(
        ...(setAside
          ? withAddress(t['keystore.reopen.setsAside'], setAside)
          : [t['keystore.reopen.noneAside']]),
      )
      named = true
      act.disabled = false
      // An archived wallet handed over from the app's storage (an earlier version's, or planted by a script of
      // the app's page) is named so, read from this origin's own storage.
      void foundEntry(archived as string).then(async (found) => {
        if (found) main.prepend((await import('./foundNote')).foundNote(look, wallet, true))
      })
    },
    (failed: unknown) => {
      what.textContent = ''
      sayWrong(typed, refused(failed), false)
    },
  )

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!keystore || !archived || !named || act.getAttribute('aria-busy')) return
    if (password.value === '') {
      password.setAttribute('aria-invalid', 'true')
      password.focus()
      return
    }
    if (!mayAct(event, keys)) {
      typed.error.textContent = notYet(look.language)
      return
    }
    const given = takePassword(typed)
    act.setAttribute('aria-busy', 'true')
    act.disabled = true
    keystore('reopen', archived, given).then(
      (opened) => {
        const { address } = opened as { address: `0x${string}` }
        parent.postMessage({ type: REOPENED, archived, address } satisfies SignerReopened, app)
      },
      (failed: unknown) => {
        act.removeAttribute('aria-busy')
        act.disabled = false
        sayWrong(typed, refused(failed))
      },
    )
  })

  passEscape(app, parent)
  postHeight(main, app, parent)
}
