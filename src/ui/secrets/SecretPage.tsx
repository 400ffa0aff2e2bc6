import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { ArrowLeft } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import type { secretPageMachine } from '../../machines/secrets'
import { WatchOnlyNote } from '../accounts/WatchOnlyNote'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { buttonClass } from '../kit/Button'
import { Card } from '../kit/Card'
import { SignerRevealFrame } from './SignerRevealFrame'
import '../onboarding/keys.css'

type Actor = ActorRefFrom<typeof secretPageMachine>

const TEXT = {
  privateKey: {
    title: 'pk.title',
    warnings: ['pk.warning'],
    notAvailable: 'pk.notAvailable',
    notAvailableBody: 'pk.notAvailableBody',
    lists: [['pk.tipsTitle', ['pk.tip1', 'pk.tip2', 'pk.tip3']]],
  },
  mnemonic: {
    title: 'seed.title',
    warnings: ['seed.warning1', 'seed.warning2'],
    notAvailable: 'seed.notAvailable',
    notAvailableBody: 'seed.notAvailableBody',
    lists: [
      ['seed.backupTitle', ['seed.backup1', 'seed.backup2', 'seed.backup3', 'seed.backup4']],
      ['seed.practicesTitle', ['seed.practice1', 'seed.practice2', 'seed.practice3']],
    ],
  },
} as const

/**
 * One secret page: warnings, address, the signer's reveal screen (the masked secret, the password, then the
 * secret with Hide and Copy, all in the signer's frame: docs/signer-plan.md step 4), tips.
 */
export function SecretPage({ actor }: { actor: Actor }) {
  const t = useT()
  const what = useSelector(actor, (s) => s.context.what)
  const notAvailable = useSelector(actor, (s) => s.matches('notAvailable'))
  const checking = useSelector(actor, (s) => s.matches('checking'))
  // The seed is the wallet's, whichever account is chosen (a watched one included): its first account's
  // address stands beside it. A private key is the chosen account's, beside that account's address.
  const address = useSession((s) => (what === 'mnemonic' ? s.context.wallet : s.context.address))
  const watchOnly = useSession((s) => s.context.watchOnly)
  const text = TEXT[what]
  const account = useSelector(actor, (s) => s.context.account)
  const back = (
    <Link to="/home" className={buttonClass('secondary')}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('secrets.goBack')}
    </Link>
  )

  if (checking) return <main className="screen narrow" aria-busy="true" />
  if (notAvailable) {
    return (
      <main className="screen narrow">
        <h1>{t(text.notAvailable)}</h1>
        {watchOnly && what === 'privateKey' ? <WatchOnlyNote /> : <p>{t(text.notAvailableBody)}</p>}
        {back}
      </main>
    )
  }

  return (
    <main className="screen narrow secret-screen">
      <h1>{t(text.title)}</h1>
      {text.warnings.map((key) => (
        <p key={key} role="note" className="warning">
          {t(key)}
        </p>
      ))}
      <p className="small">
        {t('secrets.address')}:{' '}
        <span className="mono" data-testid="wallet-address">
          {address}
        </span>
      </p>
      <SignerRevealFrame
        what={what}
        account={what === 'privateKey' ? account : null}
        onShown={(shown) => actor.send({ type: shown ? 'secret.shown' : 'secret.hidden' })}
      />
      {text.lists.map(([title, items]) => (
        <Card key={title} title={t(title)}>
          <ul>
            {items.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Card>
      ))}
      {back}
    </main>
  )
}
