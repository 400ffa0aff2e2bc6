import { signer as en } from '../domain/i18n/en/signer'
import { signer as es } from '../domain/i18n/es/signer'
import { type SignerLook, UNLOCK_HOOK } from '../domain/signer/origins'
import { isFound, readRecord } from '../workers/vault/record'
import { applyLook, el, findSiblingHook, postHeight } from './screenKit'
import './signer.css'

type Unlock = (password: string) => Promise<{ address: string }>

/**
 * /unlock's password field, in the signer's own page (docs/signer-plan.md step 3): the password is typed here,
 * on the signer's origin, and handed to the key worker through the signer's own port; the app's page never
 * sees it and learns only that the wallet opened (its `requestUnlock`). A wrong password, or a lock that won
 * over the unlock, is said here with the app's own texts; language and theme are the app's (the frame's
 * address). The frame is sized to this screen: its height is posted to the app.
 *
 * A wallet handed over from the app's storage and never opened here (vault/record.ts `found`: an earlier
 * version's, or one a script of the app's page planted) is named above the field, read from this origin's own
 * storage: its address, and that it was found in this browser, saved by an earlier version. Its first right
 * password makes it the stored wallet (vault/unlock.ts). The screen is laid out once that is read, so the
 * frame's first height is its height.
 */
export function showUnlock(app: string, parent: Window, look: SignerLook): void {
  void readRecord()
    .then((record) =>
      record && isFound(record)
        ? import('./foundNote').then((note) => note.foundNote(look, record.address))
        : undefined,
    )
    .catch(() => undefined)
    .then((note) => layOut(app, parent, look, note))
}

function layOut(app: string, parent: Window, look: SignerLook, found: HTMLElement | undefined): void {
  const t = look.language === 'en' ? en : es
  applyLook(look, t['unlock.frameTitle'])

  const field = el('input', {
    id: 'password',
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: '',
    'aria-describedby': 'unlock-error',
  })
  const error = el('p', { id: 'unlock-error', class: 'error', role: 'alert' })
  const status = el('p', { class: 'status', role: 'status' })
  const button = el('button', { type: 'submit' }, t['unlock.submit'])
  const form = el(
    'form',
    { 'aria-label': t['unlock.submit'] },
    el('label', { for: 'password' }, t['unlock.password']),
    field,
    error,
    button,
    status,
  )
  const main = found ? el('main', {}, found, form) : el('main', {}, form)
  document.body.replaceChildren(main)

  const busy = (on: boolean) => {
    field.readOnly = on
    button.disabled = on
    button.setAttribute('aria-busy', String(on))
    status.textContent = on ? t['unlock.opening'] : ''
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (field.readOnly || field.value === '') return
    const password = field.value
    field.value = ''
    error.textContent = ''
    field.removeAttribute('aria-invalid')
    const unlock = findSiblingHook<Unlock>(parent, UNLOCK_HOOK)
    busy(true)
    const attempt = unlock ? unlock(password) : Promise.reject(new Error('no key worker beside this page'))
    attempt.then(
      // Open: the app leaves /unlock (its requestUnlock answered); the field stays closed meanwhile.
      () => {
        status.textContent = ''
      },
      (failed: unknown) => {
        busy(false)
        const name = (failed as { name?: unknown } | null)?.name
        error.textContent = t[name === 'VaultLockedError' ? 'unlock.lockedElsewhere' : 'unlock.wrongPassword']
        field.setAttribute('aria-invalid', 'true')
        field.focus()
      },
    )
  })
  // Focus that reaches this frame (Tab from the app's page, or the app focusing the frame) lands in the field.
  window.addEventListener('focus', () => {
    if (document.activeElement === document.body) field.focus()
  })

  postHeight(main, app, parent)
}
