import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { scanKind, type scannerMachine } from '../../machines/scanner'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { ScannerError } from './ScannerError'
import { ScannerModal } from './ScannerModal'

/** /qr-test: open the camera scanner, see what was read and its kind, scan again; errors in a red box. */
export function QrTestScreen({ scanner }: { scanner: ActorRefFrom<typeof scannerMachine> }) {
  const t = useT()
  const result = useSelector(scanner, (s) => (s.matches('detected') ? s.context.result : null))
  const error = useSelector(scanner, (s) => (s.matches('error') ? s.context.error : null))
  const canOpen = useSelector(scanner, (s) => s.can({ type: 'scanner.open' }))

  return (
    <main className="screen narrow">
      <h1>{t('screen.qrTest')}</h1>
      <p className="muted">{t('scanner.intro')}</p>
      {canOpen && result === null && error === null && (
        <Button variant="primary" onClick={() => scanner.send({ type: 'scanner.open' })}>
          {t('scanner.open')}
        </Button>
      )}
      {result !== null && (
        <section className="card" aria-label={t('scanner.result')} data-testid="scan-result">
          <h2>{t('scanner.result')}</h2>
          <p>
            <strong data-testid="scan-kind">{t(`scanner.type.${scanKind(result)}`)}</strong>
          </p>
          <p className="mono" data-testid="scan-data">
            {result}
          </p>
          <Button variant="primary" onClick={() => scanner.send({ type: 'scanner.again' })}>
            {t('scanner.again')}
          </Button>
        </section>
      )}
      {error !== null && (
        <>
          <ScannerError failure={error} />
          <Button onClick={() => scanner.send({ type: 'scanner.again' })}>{t('scanner.again')}</Button>
        </>
      )}
      <ScannerModal scanner={scanner} />
    </main>
  )
}
