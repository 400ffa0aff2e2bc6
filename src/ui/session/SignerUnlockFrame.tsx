import { useEffect, useMemo, useRef, useState } from 'react'
import { SIZE, signerOrigin, signerScreenUrl } from '../../domain/signer/origins'
import { usePreferences } from '../app/AppActors'
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
export function SignerUnlockFrame() {
  const t = useT()
  const language = usePreferences((s) => s.context.language)
  const theme = usePreferences((s) => s.context.theme)
  const origin = useMemo(() => signerOrigin(), [])
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(FIRST_HEIGHT)

  useEffect(() => {
    const sized = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown } | null
      if (data?.type !== SIZE || typeof data.height !== 'number') return
      if (data.height > 0 && data.height < 4000) setHeight(Math.ceil(data.height))
    }
    window.addEventListener('message', sized)
    return () => window.removeEventListener('message', sized)
  }, [origin])

  return (
    <iframe
      ref={frame}
      src={signerScreenUrl(origin, 'unlock', { language, theme })}
      title={t('unlock.frameTitle')}
      data-testid="signer-unlock"
      className="signer-frame"
      style={{ height }}
    />
  )
}
