import { useSelector } from '@xstate/react'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Dialog } from '../kit/Dialog'
import '../onboarding/keys.css'
import type { UnlockActor } from './types'

/**
 * Asked when the phrase or key opens another wallet than the stored one: the wallet set aside and the one that
 * opens instead, that the first stays on this device in "Billeteras anteriores" under its own password, then a
 * choice. Only "Usar la otra billetera" lets the vault restore over it.
 */
export function DifferentWalletDialog({ actor }: { actor: UnlockActor }) {
  const t = useT()
  const open = useSelector(
    actor,
    (s) => s.matches({ restore: 'confirmDifferent' }) || s.matches({ restore: 'restoringDifferent' }),
  )
  const stored = useSelector(actor, (s) => s.context.storedAddress)
  const other = useSelector(actor, (s) => s.context.otherAddress)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && actor.send({ type: 'restore.keepStored' })}
      title={t('restore.differentTitle')}
      description={t('restore.differentIntro')}
      busy={busy}
    >
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
      <p role="note" className="warning" data-testid="set-aside-note">
        {t('restore.differentWarning')}
      </p>
      <div className="kit-dialog-actions">
        <Button disabled={busy} onClick={() => actor.send({ type: 'restore.keepStored' })}>
          {t('restore.keepStored')}
        </Button>
        <Button
          variant="danger"
          loading={busy}
          onClick={() => actor.send({ type: 'restore.confirmDifferent' })}
        >
          {t('restore.useOther')}
        </Button>
      </div>
    </Dialog>
  )
}
