import { useSelector } from '@xstate/react'
import { useT } from '../i18n'
import { SignerCreateFrame } from './SignerCreateFrame'
import type { OnboardingActor } from './types'

/**
 * Your Keys: the title, and the signer's create screen laid out where the fields and the words were (issue 41
 * step 4): the password, the new seed phrase and key (Copy, Generate New, the warning, "Ya las guardé") and the
 * three-word check all happen in that frame, on the signer's origin. This page hears the address alone, once
 * the key worker sealed the wallet, and goes on to the dashboard.
 */
export function RevealScreen({ actor }: { actor: OnboardingActor }) {
  const t = useT()
  const opening = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <main className="screen narrow" aria-busy={opening}>
      <h1>{t('screen.reveal')}</h1>
      <SignerCreateFrame
        onCreated={(address) => actor.send({ type: 'create.done', address })}
        onStored={() => actor.send({ type: 'create.stored' })}
      />
    </main>
  )
}
