import type { signerNewPassword } from '../domain/i18n/es/signerNewPassword'
import { passwordStrength } from '../domain/password'
import { el } from './screenKit'

/**
 * A new wallet password typed twice, with the strength hint under the first field: what the app's sign-up and
 * restore forms showed, now in the signer's import and restore screens (docs/signer-plan.md step 4). The rules are
 * the app's (domain/password: 8 characters after NFKC, none of the most common passwords), which the key worker
 * applies again.
 */
export type NewPasswordTexts = Record<keyof typeof signerNewPassword, string>
export type NewPasswordKey = keyof typeof signerNewPassword

export type NewPassword = {
  password: HTMLInputElement
  confirmation: HTMLInputElement
  /** The labels, the fields and the hint, in order. */
  nodes: HTMLElement[]
  /** Empties both fields and the hint. */
  clear: () => void
}

const WORDS = ['strength.0', 'strength.1', 'strength.2', 'strength.3', 'strength.4'] as const

/** The two fields `id`-password and `id`-confirmation, labelled `labels`, the first described by its hint. */
export function newPasswordFields(
  id: string,
  t: NewPasswordTexts,
  labels: { password: string; confirmation: string },
): NewPassword {
  const hintId = `${id}-strength`
  const password = el('input', {
    id: `${id}-password`,
    type: 'password',
    autocomplete: 'new-password',
    'aria-describedby': hintId,
  })
  const confirmation = el('input', {
    id: `${id}-confirmation`,
    type: 'password',
    autocomplete: 'new-password',
  })
  const bar = el(
    'div',
    { class: 'strength-bar', 'aria-hidden': 'true' },
    el('span'),
    el('span'),
    el('span'),
    el('span'),
  )
  const words = el('p', { class: 'strength-text', 'aria-live': 'polite' })
  const hint = el('div', { id: hintId, class: 'strength', 'data-testid': 'password-strength' }, bar, words)
  const rate = () => {
    const strength = password.value ? passwordStrength(password.value) : null
    const weak = String(Boolean(strength && !strength.ok))
    bar.dataset.score = String(strength?.score ?? 0)
    bar.dataset.weak = weak
    words.dataset.weak = weak
    words.textContent =
      t[
        strength === null
          ? 'signup.passwordHint'
          : strength.ok
            ? WORDS[strength.score]
            : strength.reason === 'common'
              ? 'strength.common'
              : 'strength.short'
      ]
  }
  password.addEventListener('input', rate)
  rate()
  return {
    password,
    confirmation,
    nodes: [
      el('label', { for: password.id }, labels.password),
      password,
      hint,
      el('label', { for: confirmation.id }, labels.confirmation),
      confirmation,
    ],
    clear: () => {
      password.value = ''
      confirmation.value = ''
      rate()
    },
  }
}

/** What is wrong with a new password and its repetition (the sign-up's rules, in its order), or null. */
export function newPasswordProblem(password: string, confirmation: string): NewPasswordKey | null {
  const strength = passwordStrength(password)
  if (!strength.ok) return strength.reason === 'common' ? 'signup.passwordCommon' : 'signup.passwordTooShort'
  return password === confirmation ? null : 'signup.passwordMismatch'
}
