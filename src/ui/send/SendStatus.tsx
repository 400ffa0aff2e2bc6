import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { sendMachine } from '../../machines/send'
import { useErrorText } from '../errorText'
import { useT } from '../i18n'

/** 'Transaction sent!' with the explorer link, or the failure's message, as the send machine has them. */
export function SendStatus({ send }: { send: ActorRefFrom<typeof sendMachine> }) {
  const t = useT()
  const errorText = useErrorText()
  const success = useSelector(send, (s) => s.matches('success'))
  const explorerUrl = useSelector(send, (s) => s.context.explorerUrl)
  const txHash = useSelector(send, (s) => s.context.txHash)
  const error = useSelector(send, (s) => s.context.error)
  if (success) {
    return (
      <p className="ok" role="status" data-testid="send-success" data-tx-hash={txHash ?? ''}>
        {t('send.success')}{' '}
        {explorerUrl && (
          <a href={explorerUrl} target="_blank" rel="noreferrer noopener">
            {t('send.explorer')}
          </a>
        )}
      </p>
    )
  }
  return error ? (
    <p className="error" role="alert">
      {errorText(error)}
    </p>
  ) : null
}
