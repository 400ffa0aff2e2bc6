import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { legacyMigrationMachine } from '../../machines/session/legacyMigrationMachine'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { SignerMigrateFrame } from './SignerMigrateFrame'
import './keys.css'

/**
 * /unlock when an earlier version left plaintext wallets and no vault exists: choose a password, in the signer's
 * frame (docs/signer-plan.md step 4); the first becomes the wallet, the others go to "Billeteras anteriores". One
 * the worker could not seal is named.
 */
export function LegacyMigration({ actor }: { actor: ActorRefFrom<typeof legacyMigrationMachine> }) {
  const t = useT()
  const kept = useSelector(actor, (s) => (s.matches('partlyKept') ? s.context.kept : null))
  return (
    <main className="screen narrow">
      <h1>{t('legacy.setPassword')}</h1>
      <p>{t('legacy.intro')}</p>
      {kept ? (
        <div role="alert" className="warning" data-testid="legacy-kept">
          <p>{t('legacy.partlyKept')}</p>
          <ul className="leftovers-list mono">
            {kept.map((item) => (
              <li key={item.key}>{item.address ?? item.key}</li>
            ))}
          </ul>
          <Button variant="primary" onClick={() => actor.send({ type: 'legacy.continue' })}>
            {t('legacy.continue')}
          </Button>
        </div>
      ) : (
        <SignerMigrateFrame
          onMigrated={(address, keptNow) => actor.send({ type: 'legacy.migrated', address, kept: keptNow })}
        />
      )}
    </main>
  )
}
