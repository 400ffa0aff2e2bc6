import { signerImport as enImport } from '../domain/i18n/en/signerImport'
import { signerNewPassword as enPassword } from '../domain/i18n/en/signerNewPassword'
import { signerImport as esImport } from '../domain/i18n/es/signerImport'
import { signerNewPassword as esPassword } from '../domain/i18n/es/signerNewPassword'
import { RESTORE_HOOK, RESTORED, type RestoreOutcome, type SignerRestored } from '../domain/signer/importing'
import type { SignerLook } from '../domain/signer/origins'
import { RESTORE_ASKING, type SignerRestoreAsking } from '../domain/signer/restoreAsking'
import { newPasswordFields, newPasswordProblem } from './newPasswordKit'
import { applyLook, el, findSiblingHook, postHeight } from './screenKit'
import './signer.css'
import './importing.css'

type Restore = (secret: string, password: string, allowDifferent: boolean) => Promise<RestoreOutcome>

/** The text a failed restore shows (the key worker's error, by name). */
function failure(name: unknown): 'import.failed' | 'restore.lockedMeanwhile' | 'restore.failed' {
  if (name === 'ImportError') return 'import.failed'
  return name === 'VaultLockedError' ? 'restore.lockedMeanwhile' : 'restore.failed'
}

/**
 * "¿Olvidaste tu contraseña?" in the signer's own page (docs/signer-plan.md step 4; issue 41 item 5): the seed phrase
 * or private key and the new password typed twice, here on the signer's origin; the key worker restores through the
 * signer page's own port (RESTORE_HOOK; the app's channel refuses `restore`). When they open another wallet than the
 * stored one, this frame — not the app — asks, naming the stored wallet set aside to «Billeteras anteriores» and the
 * one that opens; only «Usar la otra billetera» here restores it. The app hears only the address that opened.
 */
export function showRestore(app: string, parent: Window, look: SignerLook): void {
  const t = look.language === 'en' ? { ...enImport, ...enPassword } : { ...esImport, ...esPassword }
  applyLook(look, t['restore.frameTitle'])
  const restore = findSiblingHook<Restore>(parent, RESTORE_HOOK)

  const secret = el('textarea', {
    id: 'restore-secret',
    rows: '3',
    spellcheck: 'false',
    autocomplete: 'off',
    autocapitalize: 'off',
    placeholder: t['restore.secretPlaceholder'],
    'aria-describedby': 'restore-error',
  })
  const fresh = newPasswordFields('restore', t, {
    password: t['restore.newPassword'],
    confirmation: t['restore.confirmation'],
  })
  const error = el('p', { id: 'restore-error', class: 'error', role: 'alert' })
  const submit = el('button', { type: 'submit' }, t['restore.submit'])
  const form = el(
    'form',
    { 'aria-label': t['restore.submit'], novalidate: '' },
    el('label', { for: 'restore-secret' }, t['restore.secret']),
    secret,
    ...fresh.nodes,
    error,
    submit,
  )

  // The question before another wallet takes the stored one's place: both addresses, what happens to the first.
  const stored = el('dd', { 'data-testid': 'stored-address' })
  const other = el('dd', { 'data-testid': 'other-address' })
  const keep = el('button', { type: 'button', class: 'secondary' }, t['restore.keepStored'])
  const useOther = el('button', { type: 'button', class: 'danger' }, t['restore.useOther'])
  const question = el(
    'section',
    { class: 'importing', 'aria-labelledby': 'different-title', hidden: '' },
    el('h2', { id: 'different-title', tabindex: '-1' }, t['restore.differentTitle']),
    el('p', {}, t['restore.differentIntro']),
    el(
      'dl',
      { class: 'pair' },
      el('dt', {}, t['restore.storedWallet']),
      stored,
      el('dt', {}, t['restore.otherWallet']),
      other,
    ),
    el('p', { class: 'note', role: 'note', 'data-testid': 'set-aside-note' }, t['restore.differentWarning']),
    el('div', { class: 'row' }, keep, useOther),
  )
  const main = el('main', { class: 'importing' }, form, question)
  document.body.replaceChildren(main)

  /** The secret and the new password, held in this frame only while the question is open. */
  let held: { secret: string; password: string } | null = null
  const busy = (on: boolean) => {
    for (const button of [submit, keep, useOther]) button.disabled = on
    submit.setAttribute('aria-busy', String(on))
    submit.textContent = t[on ? 'restore.restoring' : 'restore.submit']
  }
  const say = (text: string, field: HTMLElement) => {
    error.textContent = text
    field.setAttribute('aria-invalid', 'true')
    field.focus()
  }
  // The app hears whether the question is open (its Volver steps aside meanwhile): told at once too, so a frame
  // laid out again (a language change) never leaves the app waiting on a question no longer asked.
  const ask = (asked: boolean) => {
    form.hidden = asked
    question.hidden = !asked
    parent.postMessage({ type: RESTORE_ASKING, asking: asked } satisfies SignerRestoreAsking, app)
  }
  const attempt = (given: { secret: string; password: string }, allowDifferent: boolean) => {
    busy(true)
    const restored = restore
      ? restore(given.secret, given.password, allowDifferent)
      : Promise.reject(new Error('no key worker beside this page'))
    restored.then(
      (outcome) => {
        busy(false)
        if ('restored' in outcome) {
          held = null
          secret.value = ''
          fresh.clear()
          const { address, kind } = outcome.restored
          parent.postMessage({ type: RESTORED, address, kind } satisfies SignerRestored, app)
          return
        }
        held = given
        stored.textContent = outcome.different.stored ?? ''
        other.textContent = outcome.different.other
        ask(true)
        question.querySelector('h2')?.focus()
      },
      (failed: { name?: unknown } | null) => {
        busy(false)
        held = null
        ask(false)
        say(t[failure(failed?.name)], secret)
      },
    )
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (submit.disabled) return
    error.textContent = ''
    for (const field of [secret, fresh.password, fresh.confirmation]) field.removeAttribute('aria-invalid')
    if (secret.value.trim() === '') return say(t['restore.secretRequired'], secret)
    const problem = newPasswordProblem(fresh.password.value, fresh.confirmation.value)
    if (problem)
      return say(t[problem], problem === 'signup.passwordMismatch' ? fresh.confirmation : fresh.password)
    attempt({ secret: secret.value, password: fresh.password.value }, false)
  })
  // "Volver y revisar": nothing restored, the form as it was typed, to check it.
  keep.addEventListener('click', () => {
    held = null
    ask(false)
    secret.focus()
  })
  useOther.addEventListener('click', () => {
    if (held) attempt(held, true)
  })
  // Focus that reaches this frame (Tab from the app's page) lands on the first field on show.
  window.addEventListener('focus', () => {
    if (document.activeElement === document.body) (form.hidden ? keep : secret).focus()
  })

  ask(false)
  postHeight(main, app, parent)
}
