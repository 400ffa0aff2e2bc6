import { signerGuard as en } from '../domain/i18n/en/signerGuard'
import { signerGuard as es } from '../domain/i18n/es/signerGuard'
import { formatUsd } from '../domain/i18n/numbers'
import { draftOf, type GuardRule, guardChanged, ruleOf } from '../domain/review/guardDraft'
import { GUARD_LIMIT_MAX } from '../domain/review/guardLimit'
import { GUARD_HOOK, type SignerLook } from '../domain/signer/origins'
import { mayAct, watchKeys } from './consent'
import { notYet } from './notYet'
import { passwordField, sayWrong, takePassword } from './passwordKit'
import { applyLook, el, findSiblingHook, passEscape, postHeight } from './screenKit'
import './signer.css'
import './guard.css'

type Guard = (op: 'read' | 'save', password?: string, rule?: GuardRule) => Promise<GuardRule>

/**
 * Settings → Direcciones nuevas, in the signer's own page (docs/signer-plan.md step 4): the rule the key worker
 * holds, its switch and limit, the password and Guardar. The rule is read from the worker, and saved there only
 * with the password typed here (through the signer page's own port: the app's channel refuses
 * `setRecipientGuard`), so no script of the app's page turns the rule off or sees the password. Language and
 * theme are the app's (the frame's address); the frame is sized to this screen.
 */
export function showGuard(app: string, parent: Window, look: SignerLook): void {
  const t = look.language === 'en' ? en : es
  applyLook(look, t['settings.guard.frameTitle'])
  const guard = findSiblingHook<Guard>(parent, GUARD_HOOK)

  const now = el('p', { id: 'guard-now', class: 'guard-now', role: 'status', tabindex: '-1' })
  const toggle = el('input', { id: 'guard-switch', type: 'checkbox', role: 'switch' })
  const limit = el('input', {
    id: 'guard-limit',
    type: 'number',
    inputmode: 'numeric',
    min: '0',
    max: String(GUARD_LIMIT_MAX),
    step: '1',
    'aria-describedby': 'guard-limit-hint guard-limit-error',
  })
  const limitError = el('p', { id: 'guard-limit-error', class: 'error' })
  const typed = passwordField('guard-password', 'guard-error')
  const { field: password, error } = typed
  const save = el('button', { type: 'submit' }, t['settings.guard.save'])
  const saved = el('p', { class: 'saved', role: 'status' })
  const form = el(
    'form',
    { 'aria-labelledby': 'guard-now', novalidate: '' },
    el('label', { class: 'pref' }, toggle, el('span', {}, t['settings.guard.switch'])),
    el('label', { for: 'guard-limit' }, t['settings.guard.limit']),
    limit,
    el('p', { id: 'guard-limit-hint', class: 'hint' }, t['settings.guard.limitHint']),
    limitError,
    el('label', { for: 'guard-password' }, t['settings.guard.password']),
    password,
    error,
    save,
    saved,
  )
  const main = el('main', { class: 'guard' }, now, form)
  document.body.replaceChildren(main)
  // A key acts only once the person moved into this frame (consent.ts), never on focus the app's page gave it.
  const keys = watchKeys(main, { tabFromPage: 'moves' })

  let held: GuardRule | null = null
  const draft = () => ({ enabled: toggle.checked, limit: limit.value })
  const refresh = () => {
    const invalid = held !== null && ruleOf(draft()) === null
    limitError.textContent = invalid ? t['settings.guard.limitInvalid'] : ''
    if (invalid) limit.setAttribute('aria-invalid', 'true')
    else limit.removeAttribute('aria-invalid')
    save.disabled = held === null || !guardChanged(draft(), held)
  }
  const show = (rule: GuardRule) => {
    held = rule
    const start = draftOf(rule)
    toggle.checked = start.enabled
    toggle.setAttribute('aria-checked', String(start.enabled))
    limit.value = start.limit
    now.textContent = rule.enabled
      ? t['settings.guard.nowOn'].replace('{usd}', formatUsd(look.language, rule.limitUsd))
      : t['settings.guard.nowOff']
    for (const control of [toggle, limit, password]) control.disabled = false
    refresh()
  }
  const unreadable = () => {
    held = null
    now.textContent = ''
    error.textContent = t['settings.guard.unreadable']
    for (const control of [toggle, limit, password]) control.disabled = true
    refresh()
  }

  for (const control of [toggle, limit, password]) control.disabled = true
  now.textContent = t['settings.guard.reading']
  refresh()
  ;(guard ? guard('read') : Promise.reject(new Error('no key worker beside this page'))).then(
    show,
    unreadable,
  )

  toggle.addEventListener('change', () => {
    toggle.setAttribute('aria-checked', String(toggle.checked))
    saved.textContent = ''
    refresh()
  })
  limit.addEventListener('input', () => {
    saved.textContent = ''
    refresh()
  })

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const rule = ruleOf(draft())
    if (
      !guard ||
      held === null ||
      rule === null ||
      !guardChanged(draft(), held) ||
      save.getAttribute('aria-busy')
    )
      return
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
    save.disabled = true
    save.setAttribute('aria-busy', 'true')
    guard('save', given, rule).then(
      (now_) => {
        save.removeAttribute('aria-busy')
        show(now_)
        saved.textContent = t['settings.guard.saved']
        // Guardar is disabled again: focus goes to the line that says what the rule is now.
        now.focus()
      },
      (failed: unknown) => {
        save.removeAttribute('aria-busy')
        refresh()
        if ((failed as { name?: unknown } | null)?.name === 'WrongPasswordError') {
          sayWrong(typed, t['settings.guard.wrongPassword'])
        } else unreadable()
      },
    )
  })

  passEscape(app, parent)
  postHeight(main, app, parent)
}
