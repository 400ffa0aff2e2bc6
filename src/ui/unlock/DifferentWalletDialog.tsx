import * as Dialog from '@radix-ui/react-dialog'
import { useSelector } from '@xstate/react'
import { useT } from '../i18n'
import '../onboarding/keys.css'
import { useReturnFocus } from '../layout/focus'
import type { UnlockActor } from './types'

/** Asked when the phrase or key opens another wallet than the stored one: both addresses, then a choice. */
export function DifferentWalletDialog({ actor }: { actor: UnlockActor }) {
  const returnFocus = useReturnFocus()
  const t = useT()
  const open = useSelector(
    actor,
    (s) => s.matches({ restore: 'confirmDifferent' }) || s.matches({ restore: 'restoringDifferent' }),
  )
  const stored = useSelector(actor, (s) => s.context.storedAddress)
  const other = useSelector(actor, (s) => s.context.otherAddress)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && actor.send({ type: 'restore.keepStored' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="keys-overlay" />
        <Dialog.Content {...returnFocus} className="keys-dialog card">
          <Dialog.Title>{t('restore.differentTitle')}</Dialog.Title>
          <Dialog.Description className="small">{t('restore.differentIntro')}</Dialog.Description>
          <dl className="address-pair">
            <dt>{t('restore.storedWallet')}</dt>
            <dd className="mono" data-testid="stored-address">
              {stored}
            </dd>
            <dt>{t('restore.otherWallet')}</dt>
            <dd className="mono" data-testid="other-address">
              {other}
            </dd>
          </dl>
          <p role="note" className="warning">
            {t('restore.differentWarning')}
          </p>
          <div className="row">
            <Dialog.Close asChild>
              <button type="button" disabled={busy}>
                {t('restore.keepStored')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => actor.send({ type: 'restore.confirmDifferent' })}
            >
              {t('restore.useOther')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
