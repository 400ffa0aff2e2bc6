import { useEffect, useMemo, useRef, useState } from 'react'
import type { TextKey } from '../../domain/i18n'
import { KEY, SIZE, type SignerScreen, signerOrigin, signerScreenUrl } from '../../domain/signer/origins'
import { usePreferences } from '../app/AppActors'
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
  const language = usePreferences((s) => s.context.language)
  const theme = usePreferences((s) => s.context.theme)
  const origin = useMemo(() => signerOrigin(), [])
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(firstHeight)

  useEffect(() => {
    const sized = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown; key?: unknown } | null
      if (data?.type === KEY && data.key === 'Escape') {
        // The panel's Escape (kit/escapeCloses.ts) listens on this document: the frame's key goes there.
        frame.current.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
        return
      }
      if (data?.type !== SIZE || typeof data.height !== 'number') return
      if (data.height > 0 && data.height < 4000) setHeight(Math.ceil(data.height))
    }
    window.addEventListener('message', sized)
    return () => window.removeEventListener('message', sized)
  }, [origin])

  return (
    <iframe
      ref={frame}
      src={signerScreenUrl(origin, screen, { language, theme })}
      title={t(title)}
      data-testid={testId}
      className="guard-frame"
      style={{ height }}
    />
  )
}
