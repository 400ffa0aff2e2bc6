import { signerAutoLock as en } from '../domain/i18n/en/signerAutoLock'
import { signerAutoLock as es } from '../domain/i18n/es/signerAutoLock'
import { AUTO_LOCK_HOOK, type SignerLook } from '../domain/signer/origins'
import { mayAct, watchKeys } from './consent'
import { notYet } from './notYet'
import { passwordField, sayWrong, takePassword } from './passwordKit'
import { applyLook, el, findSiblingHook, passEscape, postHeight } from './screenKit'
import './signer.css'
import './autoLock.css'

type AutoLock = (op: 'read' | 'save', password?: string, minutes?: number) => Promise<number>

/** The times offered (minutes); a stored time that is not one of them is offered too. */
export const AUTO_LOCK_CHOICES = [1, 5, 15, 30, 60] as const

/**
 * Settings → Bloqueo automático, in the signer's own page (docs/signer-plan.md step 4, issue 41 item 7): the
 * time the key worker holds, the choice, the password and Guardar. The time is read from the worker (which
 * keeps it in the signer's storage) and changed there only with the password typed here, through the signer
 * page's own port: the app's channel refuses `setAutoLockMinutes`, so no script of the app's page keeps the
 * vault open. Language and theme are the app's (the frame's address); the frame is sized to this screen.
 */
export function showAutoLock(app: string, parent: Window, look: SignerLook): void {
  const t = look.language === 'en' ? en : es
  applyLook(look, t['settings.autoLock.frameTitle'])
  const autoLock = findSiblingHook<AutoLock>(parent, AUTO_LOCK_HOOK)

  const now = el('p', { id: 'autolock-now', class: 'autolock-now', role: 'status', tabindex: '-1' })
  const choice = el('select', { id: 'autolock-choice' })
  const typed = passwordField('autolock-password', 'autolock-error')
  const { field: password, error } = typed
  const save = el('button', { type: 'submit' }, t['settings.autoLock.save'])
  const saved = el('p', { class: 'saved', role: 'status' })
  const form = el(
    'form',
    { 'aria-labelledby': 'autolock-now', novalidate: '' },
    el('label', { for: 'autolock-choice' }, t['settings.autoLock']),
    choice,
    el('label', { for: 'autolock-password' }, t['settings.autoLock.password']),
    password,
    error,
    save,
    saved,
  )
  const main = el('main', { class: 'autolock' }, now, form)
  document.body.replaceChildren(main)
  // A key acts only once the person moved into this frame (consent.ts), never on focus the app's page gave it.
  const keys = watchKeys(main, { tabFromPage: 'moves' })

  let held: number | null = null
  const chosen = () => Number(choice.value)
  const refresh = () => {
    save.disabled = held === null || chosen() === held || save.getAttribute('aria-busy') === 'true'
  }
  const show = (minutes: number) => {
    held = minutes
    const offered = [...new Set<number>([...AUTO_LOCK_CHOICES, minutes])].sort((a, b) => a - b)
    choice.replaceChildren(...offered.map((m) => el('option', { value: String(m) }, String(m))))
    choice.value = String(minutes)
    now.textContent = t['settings.autoLock.now'].replace('{minutes}', String(minutes))
    for (const control of [choice, password]) control.disabled = false
    refresh()
  }
  const unreadable = () => {
    held = null
    now.textContent = ''
    error.textContent = t['settings.autoLock.unreadable']
    for (const control of [choice, password]) control.disabled = true
    refresh()
  }

  for (const control of [choice, password]) control.disabled = true
  now.textContent = t['settings.autoLock.reading']
  refresh()
  ;(autoLock ? autoLock('read') : Promise.reject(new Error('no key worker beside this page'))).then(
    show,
    unreadable,
  )

  choice.addEventListener('change', () => {
    saved.textContent = ''
    refresh()
  })

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!autoLock || held === null || chosen() === held || save.getAttribute('aria-busy')) return
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
    saved.textContent = ''
    save.setAttribute('aria-busy', 'true')
    refresh()
    autoLock('save', given, chosen()).then(
      (minutes) => {
        save.removeAttribute('aria-busy')
        show(minutes)
        saved.textContent = t['settings.autoLock.saved']
        // Guardar is disabled again: focus goes to the line that says what the time is now.
        now.focus()
      },
      (failed: unknown) => {
        save.removeAttribute('aria-busy')
        refresh()
        const name = (failed as { name?: unknown } | null)?.name
        if (name === 'WrongPasswordError') {
          sayWrong(typed, t['settings.autoLock.wrongPassword'])
        } else if (name === 'VaultLockedError') {
          error.textContent = t['settings.autoLock.locked']
          now.focus()
        } else unreadable()
      },
    )
  })

  passEscape(app, parent)
  postHeight(main, app, parent)
}
