import * as Dialog from '@radix-ui/react-dialog'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { scannerMachine } from '../../machines/scannerMachine'
import { useT } from '../i18n'
import '../send/money.css'
import { useReturnFocus } from '../layout/focus'

export type ScannerActor = ActorRefFrom<typeof scannerMachine>

/**
 * The live camera modal: 16rem scanner area with the green frame, the LIVE counter, Stop Scan and Cancel.
 * Open while the scanner is starting or live; closing it in any way cancels (and so stops the camera).
 */
export function ScannerModal({ scanner }: { scanner: ScannerActor }) {
  const returnFocus = useReturnFocus()
  const t = useT()
  const open = useSelector(scanner, (s) => s.matches('starting') || s.matches('live'))
  const live = useSelector(scanner, (s) => s.matches('live'))
  const stream = useSelector(scanner, (s) => s.context.stream)
  const count = useSelector(scanner, (s) => s.context.scanCount)
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream
  }, [stream])

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && scanner.send({ type: 'scanner.cancel' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="money-overlay" />
        <Dialog.Content {...returnFocus} className="money-dialog card" data-testid="scanner-modal">
          <Dialog.Title>{t('scanner.title')}</Dialog.Title>
          <Dialog.Description className="muted small">{t('scanner.description')}</Dialog.Description>
          <div className="scanner-area">
            <video
              ref={(el) => {
                video.current = el
                if (el && el.srcObject !== stream) el.srcObject = stream
              }}
              aria-label={t('scanner.video')}
              autoPlay
              muted
              playsInline
              onLoadedMetadata={(e) => scanner.send({ type: 'video.ready', video: e.currentTarget })}
            />
            <div className="scanner-frame" data-testid="scanner-frame" />
            {live ? (
              <span className="scanner-live" data-testid="scanner-live">
                {t('scanner.live')} · {t('scanner.count', { count })}
              </span>
            ) : (
              <span className="scanner-live">{t('scanner.starting')}</span>
            )}
          </div>
          <div className="row">
            <button type="button" className="danger" onClick={() => scanner.send({ type: 'scanner.stop' })}>
              {t('scanner.stop')}
            </button>
            <button type="button" onClick={() => scanner.send({ type: 'scanner.cancel' })}>
              {t('scanner.cancel')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
