import type { TextKey } from '../../domain/i18n'
import type { PasswordStrength } from '../../domain/password'
import { useT } from '../i18n'
import './keys.css'

const WORDS: Record<PasswordStrength['score'], TextKey> = {
  0: 'strength.0',
  1: 'strength.1',
  2: 'strength.2',
  3: 'strength.3',
  4: 'strength.4',
}

/** The strength hint under a new password: a four-step bar and words, and why a password is refused. */
export function PasswordStrengthHint({ id, strength }: { id: string; strength: PasswordStrength | null }) {
  const t = useT()
  const score = strength?.score ?? 0
  const refused = strength && !strength.ok
  return (
    <div id={id} className="strength" data-testid="password-strength">
      <div className="strength-bar" data-score={score} data-weak={Boolean(refused)} aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </div>
      <p className="small muted strength-text" data-weak={Boolean(refused)} aria-live="polite">
        {strength === null
          ? t('signup.passwordHint')
          : refused
            ? t(strength.reason === 'common' ? 'strength.common' : 'strength.short')
            : t(WORDS[score])}
      </p>
    </div>
  )
}
