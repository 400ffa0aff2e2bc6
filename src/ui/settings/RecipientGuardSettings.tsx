import { useT } from '../i18n'
import { SignerGuardFrame } from './SignerGuardFrame'
import './guard.css'

/**
 * Settings → New addresses: the key worker's rule that asks for the password to send more than a limit to an
 * address this wallet never confirmed. The rule, its switch and limit, the password and Guardar are the
 * signer's guard screen (docs/signer-plan.md step 4), a frame of the signer's origin laid out here: only the
 * worker, with the password typed there, changes the rule, and nothing typed there reaches this page.
 */
export function RecipientGuardSettings() {
  const t = useT()
  return (
    <details className="guard-settings" data-testid="guard-settings">
      <summary>{t('settings.guard.title')}</summary>
      <p className="muted small">{t('settings.guard.intro')}</p>
      <SignerGuardFrame />
    </details>
  )
}
