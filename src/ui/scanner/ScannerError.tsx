import type { CameraFailure } from '../../machines/scanner'
import { useT } from '../i18n'

/** The red box of a camera that did not start: "No camera found" apart from a refused permission. */
export function ScannerError({ failure }: { failure: CameraFailure }) {
  const t = useT()
  return (
    <p className="error" role="alert" data-testid="scanner-error">
      {failure === 'noCamera'
        ? t('scanner.noCamera')
        : t('scanner.error', { reason: t(`scanner.reason.${failure}`) })}
    </p>
  )
}
