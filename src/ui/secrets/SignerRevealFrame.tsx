import { useEffect, useMemo, useRef, useState } from 'react'
import type { Address } from 'viem'
import { REVEAL_STATE, SIZE, signerOrigin, signerScreenUrl } from '../../domain/signer/origins'
import type { WalletKind } from '../../domain/vault/types'
import { usePreferences } from '../app/AppActors'
import { useT } from '../i18n'
import './secrets.css'

/** The frame's height before the signer says its own (the masked secret, the field, the button). */
const FIRST_HEIGHT = { mnemonic: 420, privateKey: 260 } as const

/**
 * The secret pages' password field and secret, which live on the signer's origin (docs/signer-plan.md step 4):
 * a visible frame of the signer's reveal screen, in the app's language and theme, sized to its content as the
 * signer reports it. The password typed there and the seed phrase or key it shows never reach this page; the
 * page hears only that the secret is on screen or hidden again (`onShown`).
 */
export function SignerRevealFrame({
  what,
  account,
  onShown,
}: {
  what: WalletKind
  account: Address | null
  onShown: (shown: boolean) => void
}) {
  const t = useT()
  const language = usePreferences((s) => s.context.language)
  const theme = usePreferences((s) => s.context.theme)
  const origin = useMemo(() => signerOrigin(), [])
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState<number>(FIRST_HEIGHT[what])
  const told = useRef(onShown)
  told.current = onShown

  useEffect(() => {
    const heard = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown; shown?: unknown } | null
      if (data?.type === SIZE && typeof data.height === 'number') {
        if (data.height > 0 && data.height < 4000) setHeight(Math.ceil(data.height))
      } else if (data?.type === REVEAL_STATE && typeof data.shown === 'boolean') {
        told.current(data.shown)
      }
    }
    window.addEventListener('message', heard)
    return () => window.removeEventListener('message', heard)
  }, [origin])

  return (
    <iframe
      ref={frame}
      src={signerScreenUrl(origin, 'reveal', { language, theme }, { what, account })}
      title={t(what === 'mnemonic' ? 'seed.frameTitle' : 'pk.frameTitle')}
      data-testid="signer-reveal"
      className="reveal-frame"
      // Copy, in the frame, writes the secret to the clipboard from the signer's origin.
      allow="clipboard-write"
      style={{ height }}
    />
  )
}
