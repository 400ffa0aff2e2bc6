import type { TextKey } from '../../domain/i18n'
import type { PasswordStrength } from '../../domain/password'
import { Secret } from '../../domain/secret'
import { useT } from '../i18n'
import { Field } from '../kit/Field'
import { PasswordStrengthHint } from './PasswordStrengthHint'

type PasswordFieldsProps = {
  /** Prefix of the ids (two forms may share a page). */
  id: string
  passwordLabel: TextKey
  confirmationLabel: TextKey
  /** The machine's verdict on the password so far; `undefined` shows no strength hint at all. */
  strength?: PasswordStrength | null
  /** Each keystroke, as a Secret straight to the machine (the value never sits in React state). */
  onPasswordInput?: (password: Secret) => void
}

/**
 * A new password typed twice (`password` and `confirmation` in the form), with the strength hint under the
 * first: the fields of sign-up, of restoring with the seed phrase and of the legacy wallet's migration.
 * Uncontrolled, so the form's submit reads them from FormData.
 */
export function PasswordFields({
  id,
  passwordLabel,
  confirmationLabel,
  strength,
  onPasswordInput,
}: PasswordFieldsProps) {
  const t = useT()
  const hintId = `${id}-strength`
  return (
    <>
      <Field
        id={`${id}-password`}
        label={t(passwordLabel)}
        name="password"
        type="password"
        autoComplete="new-password"
        {...(strength === undefined ? {} : { 'aria-describedby': hintId })}
        {...(onPasswordInput ? { onInput: (e) => onPasswordInput(new Secret(e.currentTarget.value)) } : {})}
        after={strength === undefined ? null : <PasswordStrengthHint id={hintId} strength={strength} />}
      />
      <Field
        id={`${id}-confirmation`}
        label={t(confirmationLabel)}
        name="confirmation"
        type="password"
        autoComplete="new-password"
      />
    </>
  )
}
