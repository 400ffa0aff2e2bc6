import { useEffect, useMemo, useRef, useState } from 'react'
import { KEY, SIZE, type SignerLook, signerOrigin } from '../../domain/signer/origins'
import { usePreferences } from './AppActors'

/** A message from the signer's frame, its origin and window checked: only its fields are read. */
export type SignerMessage = { type?: unknown } & Record<string, unknown>

type Props = {
  /** The frame's address on the signer's origin, in the app's language and theme. */
  src: (origin: string, look: SignerLook) => string
  /** Its accessible name, already in the app's language. */
  title: string
  testId: string
  className: string
  /** Its height before the signer says its own (what the screen first shows): nothing moves when it does. */
  firstHeight: number
  /** The frame's permissions (`allow`), if it needs any. */
  allow?: string
  /** A new frame, the same height kept, when this changes (another review). */
  frameKey?: string
  /** The frame's Escape is handed to this document: the dialog or panel around the frame listens here. */
  passEscape?: boolean
  /** Any other message of the frame's (not its height, not its keys), and the frame's window to answer it. */
  onMessage?: (data: SignerMessage, frame: Window) => void
  /** The frame told its height (each time it does): what lies below it is where it stays from then on. */
  onSized?: () => void
}

/**
 * A signer screen in a visible frame of the signer's origin (docs/signer-plan.md steps 3 and 4): in the app's
 * language and theme, sized to its content as the signer reports it (SIZE), and, for a frame inside a dialog
 * or panel, its Escape passed on (KEY). Nothing typed in it reaches this page; it hears only what the screen
 * says through `onMessage`. It lives beside the app's actors, not in the kit: the unlock frame is part of the
 * start chunk, and a module of src/ui/kit would bring the whole kit chunk (its icons) to the first screen.
 */
export function SignerFrame({
  src,
  title,
  testId,
  className,
  firstHeight,
  allow,
  frameKey,
  passEscape = false,
  onMessage,
  onSized,
}: Props) {
  const language = usePreferences((s) => s.context.language)
  const theme = usePreferences((s) => s.context.theme)
  const origin = useMemo(() => signerOrigin(), [])
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(firstHeight)
  const told = useRef(onMessage)
  told.current = onMessage
  const sized = useRef(onSized)
  sized.current = onSized

  useEffect(() => {
    const heard = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return
      const data = event.data as SignerMessage | null
      if (!data) return
      if (data.type === SIZE) {
        if (typeof data.height === 'number' && data.height > 0 && data.height < 4000) {
          setHeight(Math.ceil(data.height))
          sized.current?.()
        }
      } else if (data.type === KEY) {
        // The app's Escape listens on this document: the frame's key goes there, as if pressed here.
        if (passEscape && data.key === 'Escape')
          frame.current.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      } else told.current?.(data, event.source as Window)
    }
    window.addEventListener('message', heard)
    return () => window.removeEventListener('message', heard)
  }, [origin, passEscape])

  return (
    <iframe
      key={frameKey}
      ref={frame}
      src={src(origin, { language, theme })}
      title={title}
      data-testid={testId}
      className={className}
      allow={allow}
      style={{ height }}
    />
  )
}
