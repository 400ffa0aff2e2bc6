import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise } from 'xstate'
import type { sessionMachine } from '../session/sessionMachine'
import { onboardingMachine } from './onboardingMachine'
import { vault, welcomeActors } from './onboardingWelcomeActors'

type SessionActor = ActorRefFrom<typeof sessionMachine>

/**
 * The onboarding machine's real actors: the vault worker, IndexedDB, localStorage, and the
 * session actor that learns about a new wallet. Tests replace them with `onboardingMachine.provide`.
 */
export function onboardingActors(session: SessionActor) {
  return {
    ...welcomeActors(session),
    registerUser: fromPromise<void, { username: string }>(async ({ input }) => {
      session.send({ type: 'user.set', username: input.username })
    }),
    connectSigner: fromPromise<void>(async () => {
      await vault()
    }),
    openedWallet: fromPromise<{ address: Address }, { address: Address | null }>(async ({ input }) => {
      const status = await (await vault()).status()
      if (!input.address || !status.unlocked || status.address?.toLowerCase() !== input.address.toLowerCase())
        throw new Error('the key worker holds no such wallet open')
      return { address: status.address }
    }),
  }
}

/** The onboarding machine wired to the vault worker and the session actor. */
export function liveOnboardingMachine(session: SessionActor) {
  return onboardingMachine.provide({ actors: onboardingActors(session) })
}
