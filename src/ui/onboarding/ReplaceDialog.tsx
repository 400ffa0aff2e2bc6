import { useSelector } from '@xstate/react'
import { useMoreTexts, useT } from '../i18n'
import { Button } from '../kit/Button'
import { Dialog } from '../kit/Dialog'
import './keys.css'
import { SignerSetAsideFrame } from './SignerSetAsideFrame'
import type { ReplaceActor } from './types'

/**
 * Asks before Crear billetera takes the place of a stored wallet (on /welcome): that wallet is set aside into
 * Billeteras anteriores, never deleted. Its password is typed in the signer's frame laid out here (the log-out
 * screen as the set-aside, which names the wallet from the signer's storage: docs/signer-plan.md step 4); this
 * page keeps the title, what happens and Cancelar, and hears only that it was done. Open while the machine holds
 * a stored wallet to set aside.
 */
export default function ReplaceDialog({ actor }: { actor: ReplaceActor }) {
  // The wallet texts are not in the first screen's dictionary: Suspense waits for them.
  useMoreTexts()
  const t = useT()
  const open = useSelector(actor, (s) => s.context.replacing !== null)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && actor.send({ type: 'replace.cancel' })}
      title={t('replace.title')}
      busy={busy}
      contentProps={{ 'aria-describedby': 'replace-description' }}
    >
      <div className="stack" id="replace-description">
        <p className="small">{t('replace.setAside')}</p>
      </div>
      <SignerSetAsideFrame onDone={() => actor.send({ type: 'replace.done' })} />
      <div className="kit-dialog-actions">
        <Button disabled={busy} onClick={() => actor.send({ type: 'replace.cancel' })}>
          {t('replace.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
