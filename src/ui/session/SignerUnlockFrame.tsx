import { signerScreenUrl } from '../../domain/signer/origins'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'
import './unlock.css'

/** The frame's height before the signer says its own (label, field, button): nothing moves when it does. */
const FIRST_HEIGHT = 148

/**
 * /unlock's password field, which lives on the signer's origin (docs/signer-plan.md step 3): a visible frame of
 * the signer's unlock screen, in the app's language and theme, sized to its content as the signer reports it.
 * Nothing typed there reaches this page; the session learns that the wallet opened from the key worker
 * (`requestUnlock`).
 */
export function SignerUnlockFrame({ onSized }: { onSized?: () => void }) {
  const t = useT()
  return (
    <SignerFrame
      src={(origin, look) => signerScreenUrl(origin, 'unlock', look)}
      title={t('unlock.frameTitle')}
      testId="signer-unlock"
      className="signer-frame"
      firstHeight={FIRST_HEIGHT}
      {...(onSized ? { onSized } : {})}
    />
  )
}
