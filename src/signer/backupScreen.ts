import { signerKeystore as en } from '../domain/i18n/en/signerKeystore'
import { signerKeystore as es } from '../domain/i18n/es/signerKeystore'
import { EXPORTED, type KeystoreNames, readArchived, type SignerExported } from '../domain/signer/keystore'
import { KEYSTORE_HOOK, type SignerLook } from '../domain/signer/origins'
import { withAddress } from './addressText'
import { passwordField, sayWrong, takePassword } from './passwordKit'
import { applyLook, el, findSiblingHook, passEscape, postHeight } from './screenKit'
import './signer.css'
import './keystore.css'

type Keystore = (op: 'read' | 'export', archived: string | null, password?: string) => Promise<unknown>

/** The file's name, as the app named it before: `billetera-keystore-<address>.json` (no secret in it). */
const fileName = (address: string) => `billetera-keystore-${address.slice(2).toLowerCase()}.json`

/**
 * Whether a download asked for `now` still falls within the tap made at `tappedAt` (both `performance.now()`):
 * browsers keep a tap's activation 5 s, and the browser's own check of it comes after the page's, later still on a
 * loaded phone, so a file ready more than 1 s after the tap waits for one more tap. At 3 s a file was still dropped
 * silently while the app said *Respaldo descargado* (two fresh-clone runs of session 29, the frame's own check
 * passed): a saver told they hold a backup they do not hold is worse than one more tap. `active` is the browser's
 * `userActivation.isActive`, where it tells.
 */
export const withinTap = (tappedAt: number, now: number, active: boolean | undefined) =>
  active !== false && now - tappedAt < 1_000

/**
 * Respaldar, and Billeteras anteriores → Descargar, in the signer's own page (docs/signer-plan.md step 4): the
 * wallet whose key goes in the file (read from the signer's storage), its password and the download button. The
 * key worker checks the password and makes the keystore file; this page offers it for download from its own
 * origin (a Blob URL of the signer), so neither the password nor the file reaches the app's page, whose channel
 * refuses `exportKeystore` and `exportArchived`. The app hears only that the file was offered (EXPORTED).
 */
export function showBackup(app: string, parent: Window, look: SignerLook): void {
  const archived = readArchived(location.search)
  const t = look.language === 'en' ? en : es
  applyLook(look, t[archived ? 'keystore.archive.frameTitle' : 'keystore.backup.frameTitle'])
  const keystore = findSiblingHook<Keystore>(parent, KEYSTORE_HOOK)

  const what = el('p', { id: 'keystore-what', role: 'status' }, t['keystore.reading'])
  const typed = passwordField('keystore-password', 'keystore-error', true)
  const { field: password } = typed
  const act = el('button', { type: 'submit' }, t[archived ? 'archive.download' : 'settings.backupDownload'])
  const form = el(
    'form',
    { 'aria-describedby': 'keystore-what', novalidate: '' },
    el('label', { for: 'keystore-password' }, t[archived ? 'archive.password' : 'keystore.password']),
    password,
    typed.error,
    act,
  )
  const main = el('main', { class: 'keystore' }, what, form)
  document.body.replaceChildren(main)

  let wallet: string | null = null
  const refused = (failed: unknown) => {
    const name = (failed as { name?: unknown } | null)?.name
    if (name === 'WrongPasswordError')
      return t[archived ? 'archive.wrongPassword' : 'settings.backupWrongPassword']
    return t[name === 'NoVaultError' ? 'archive.notFound' : 'archive.failed']
  }
  act.disabled = true
  ;(keystore ? keystore('read', archived) : Promise.reject(new Error('no key worker beside this page'))).then(
    (names) => {
      wallet = (names as KeystoreNames).wallet
      what.replaceChildren(
        ...withAddress(t[archived ? 'keystore.archive.what' : 'keystore.backup.what'], wallet),
      )
      act.disabled = false
    },
    (failed: unknown) => {
      what.textContent = ''
      sayWrong(typed, refused(failed), false)
    },
  )

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!keystore || !wallet || act.getAttribute('aria-busy')) return
    if (password.value === '') {
      password.setAttribute('aria-invalid', 'true')
      password.focus()
      return
    }
    const given = takePassword(typed)
    const tappedAt = performance.now()
    act.setAttribute('aria-busy', 'true')
    act.disabled = true
    keystore('export', archived, given).then(
      (file) => {
        // The file is offered from this origin: the app's page never holds it.
        const url = URL.createObjectURL(new Blob([String(file)], { type: 'application/json' }))
        const save = () => {
          el('a', { href: url, download: fileName(wallet ?? '') }).click()
          act.removeAttribute('aria-busy')
          act.disabled = false
          parent.postMessage({ type: EXPORTED, archived } satisfies SignerExported, app)
        }
        // A frame of another origin may download only within the person's tap: where encrypting took longer
        // than the browser surely keeps it (a slow phone), the file waits for one more tap, and only then is it
        // said to be downloaded (the browser would drop it silently).
        if (withinTap(tappedAt, performance.now(), navigator.userActivation?.isActive)) return save()
        const again = el('button', { type: 'button', 'data-testid': 'keystore-save' }, t['keystore.save'])
        again.addEventListener('click', () => {
          again.remove()
          save()
        })
        form.replaceWith(again)
        again.focus()
      },
      (failed: unknown) => {
        act.removeAttribute('aria-busy')
        act.disabled = false
        sayWrong(typed, refused(failed))
      },
    )
  })
  // Focus that reaches this frame (Tab from the app's dialog, or the dialog's own first focus as it opens,
  // perhaps before this screen was drawn) lands on the password.
  window.addEventListener('focus', () => {
    if (document.activeElement === document.body) password.focus()
  })
  if (document.hasFocus()) password.focus()

  passEscape(app, parent)
  postHeight(main, app, parent)
}
