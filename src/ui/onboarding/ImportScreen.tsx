import { useT } from '../i18n'
import { SignerImportFrame } from './SignerImportFrame'
import type { OnboardingActor } from './types'

/**
 * Import: the screen's title, and the signer's import frame where the Seed Phrase / Private Key / Backup file tabs,
 * the secret, Pegar, the new password and Importar are (docs/signer-plan.md step 4). This page never holds the
 * secret, the file or the password: the machine hears the address imported, or that a wallet was stored meanwhile.
 */
export function ImportScreen({ actor }: { actor: OnboardingActor }) {
  const t = useT()
  return (
    <main className="screen narrow">
      <h1>{t('screen.import')}</h1>
      <SignerImportFrame
        onImported={(address, kind) => actor.send({ type: 'import.done', address, kind })}
        onStored={() => actor.send({ type: 'import.stored' })}
      />
    </main>
  )
}
