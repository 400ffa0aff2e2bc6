import { useEffect, useMemo, useRef, useState } from 'react'
import { KEY, SIZE, signerOrigin, signerScreenUrl } from '../../domain/signer/origins'
import { usePreferences } from '../app/AppActors'
import { useT } from '../i18n'

/** The frame's height before the signer says its own (the rule now, switch, limit, password, Guardar). */
const FIRST_HEIGHT = 420

/**
 * The new-recipient rule's form, which lives on the signer's origin (docs/signer-plan.md step 4): a visible
 * frame of the signer's guard screen, in the app's language and theme, sized to its content as the signer
 * reports it. The page hears nothing else from it but Escape, which it hands to the panel as if pressed here.
 */
export function SignerGuardFrame() {
  const t = useT()
  const language = usePreferences((s) => s.context.language)
  const theme = usePreferences((s) => s.context.theme)
  const origin = useMemo(() => signerOrigin(), [])
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(FIRST_HEIGHT)

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
      src={signerScreenUrl(origin, 'guard', { language, theme })}
      title={t('settings.guard.frameTitle')}
      data-testid="signer-guard"
      className="guard-frame"
      style={{ height }}
    />
  )
}
