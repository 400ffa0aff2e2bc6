import type { TextKey } from '../../domain/i18n'
import { type SignerScreen, signerScreenUrl } from '../../domain/signer/origins'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'

/** The frame's height before the signer says its own (the rule now, switch, limit, password, Guardar). */
const FIRST_HEIGHT = 420
/** Likewise for the auto-lock screen (the time now, the choice, password, Guardar). */
const AUTO_LOCK_FIRST_HEIGHT = 300

/**
 * The new-recipient rule's form, which lives on the signer's origin (docs/signer-plan.md step 4): a visible
 * frame of the signer's guard screen, in the app's language and theme, sized to its content as the signer
 * reports it. The page hears nothing else from it but Escape, which it hands to the panel as if pressed here.
 */
export function SignerGuardFrame() {
  return (
    <SignerSettingFrame
      screen="guard"
      title="settings.guard.frameTitle"
      testId="signer-guard"
      firstHeight={FIRST_HEIGHT}
    />
  )
}

/**
 * Settings → Auto-lock, on the signer's origin too (issue 41 item 7): the time is changed only with the password
 * typed in this frame; the app's channel refuses `setAutoLockMinutes`.
 */
export function SignerAutoLockFrame() {
  return (
    <SignerSettingFrame
      screen="autolock"
      title="settings.autoLock.frameTitle"
      testId="signer-autolock"
      firstHeight={AUTO_LOCK_FIRST_HEIGHT}
    />
  )
}

/** A signer settings screen in a visible frame of the signer's origin, sized by the signer; Escape passed on. */
function SignerSettingFrame({
  screen,
  title,
  testId,
  firstHeight,
}: {
  screen: SignerScreen
  title: TextKey
  testId: string
  firstHeight: number
}) {
  const t = useT()
  return (
    <SignerFrame
      src={(origin, look) => signerScreenUrl(origin, screen, look)}
      title={t(title)}
      testId={testId}
      className="guard-frame"
      firstHeight={firstHeight}
      // The panel's Escape (kit/escapeCloses.ts) listens on this document: the frame's key goes there.
      passEscape
    />
  )
}
