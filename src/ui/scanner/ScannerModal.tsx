import { useSelector } from '@xstate/react'
import { Square } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { scannerMachine } from '../../machines/scanner'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Sheet } from '../kit/Sheet'
import '../send/money.css'

export type ScannerActor = ActorRefFrom<typeof scannerMachine>

/**
 * The live camera modal: 16rem scanner area with the green frame, the LIVE counter, Stop Scan and Cancel.
 * Open while the scanner is starting or live; closing it in any way cancels (and so stops the camera).
 */
export function ScannerModal({ scanner }: { scanner: ScannerActor }) {
  const t = useT()
  const open = useSelector(scanner, (s) => s.matches('starting') || s.matches('live'))
  const live = useSelector(scanner, (s) => s.matches('live'))
  const stream = useSelector(scanner, (s) => s.context.stream)
  const count = useSelector(scanner, (s) => s.context.scanCount)
  const video = useRef<HTMLVideoElement | null>(null)

  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream
  }, [stream])

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => !next && scanner.send({ type: 'scanner.cancel' })}
      title={t('scanner.title')}
      description={t('scanner.description')}
      contentProps={{ 'data-testid': 'scanner-modal' }}
    >
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
        <Button variant="danger" icon={<Square />} onClick={() => scanner.send({ type: 'scanner.stop' })}>
          {t('scanner.stop')}
        </Button>
        <Button onClick={() => scanner.send({ type: 'scanner.cancel' })}>{t('scanner.cancel')}</Button>
      </div>
    </Sheet>
  )
}
