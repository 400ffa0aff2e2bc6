import { el } from './screenKit'

/**
 * The password field and its error line that the step-4 screens share
 * (review password, reveal, guard, auto-lock). Not in screenKit.ts, which the unlock screen loads too: a
 * frame loads one screen, so a helper shared by the screens saves no byte of any frame and the unlock frame,
 * at its budget (tests/build/bundleBudget.test.ts), would pay for helpers in the chunk every screen loads.
 * This module is its own chunk, loaded by these four screens only.
 */

/** A screen's password field and the line under it that says what went wrong (read out as it changes). */
export type PasswordField = { field: HTMLInputElement; error: HTMLParagraphElement }

/**
 * The password field `id`, described by its error line `errorId` (or by `describedBy`, a hint's id first). A
 * field the form cannot be sent without (`required`) is named like its id, for the browser's password manager.
 */
export function passwordField(
  id: string,
  errorId: string,
  required = false,
  describedBy = errorId,
): PasswordField {
  const field = el('input', {
    id,
    type: 'password',
    autocomplete: 'current-password',
    'aria-describedby': describedBy,
  })
  if (required) {
    field.name = id
    field.required = true
  }
  return { field, error: el('p', { id: errorId, class: 'error', role: 'alert' }) }
}

/** Takes the typed password out of the field (emptied at once) and clears what the last attempt said. */
export function takePassword({ field, error }: PasswordField): string {
  const password = field.value
  field.value = ''
  error.textContent = ''
  field.removeAttribute('aria-invalid')
  return password
}

/** Says `text` under the field and marks it invalid; the focus goes back to it when `focus`. */
export function sayWrong({ field, error }: PasswordField, text: string, focus = true): void {
  error.textContent = text
  field.setAttribute('aria-invalid', 'true')
  if (focus) field.focus()
}
