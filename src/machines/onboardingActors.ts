import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { ImportError } from '../domain/errors'
import { Secret } from '../domain/secret'
import { type CreatedOutput, onboardingMachine } from './onboardingMachine'
import type { ImportInput } from './onboardingSetup'
import { vault, welcomeActors } from './onboardingWelcomeActors'
import type { sessionMachine } from './sessionMachine'

type SessionActor = ActorRefFrom<typeof sessionMachine>

/**
 * The ticket the key worker answered for the password chosen on sign-up. A create or import that replaces a
 * stored wallet names it, so the new wallet is sealed with that password (the worker uses no sign-up password
 * that its caller does not name). It names a password; it is none.
 */
let signUpTicket: string | undefined

/** A replace's password for the vault, or nothing (the vault then refuses to replace a stored wallet). */
const replaceOption = (password: Secret | null) =>
  password ? { password: password.reveal(), ...(signUpTicket ? { sealWith: signUpTicket } : {}) } : undefined

/**
 * The onboarding machine's real actors: the vault worker, IndexedDB, localStorage, the clipboard, and the
 * session actor that learns about a new wallet. Tests replace them with `onboardingMachine.provide`.
 */
export function onboardingActors(session: SessionActor) {
  return {
    ...welcomeActors(session),
    registerUser: fromPromise<void, { username: string; password: Secret }>(async ({ input }) => {
      signUpTicket = await (await vault()).setPassword(input.password.reveal())
      session.send({ type: 'user.set', username: input.username })
    }),
    // The words and key are wrapped here, before the actor's completion event exists: that event goes to the
    // inspector (and to the Stately inspector with `?inspect`) whole.
    createWallet: fromPromise<CreatedOutput, { token: Secret; password: Secret | null }>(
      async ({ input }) => {
        const created = await (await vault()).create(input.token.reveal(), replaceOption(input.password))
        return {
          address: created.address,
          mnemonic: new Secret(created.mnemonic),
          privateKey: new Secret(created.privateKey),
        }
      },
    ),
    importWallet: fromPromise<{ address: Address }, ImportInput & { password: Secret | null }>(
      async ({ input }) => {
        const remote = await vault()
        const replace = replaceOption(input.password)
        if (input.tab === 'keystore') {
          if (!input.file || !input.filePassword)
            throw new ImportError({ details: 'keystore format: no file' })
          return remote.importKeystore(await input.file.text(), input.filePassword.reveal(), replace)
        }
        return input.tab === 'mnemonic'
          ? remote.importMnemonic(input.text.reveal(), replace)
          : remote.importPrivateKey(input.text.reveal(), replace)
      },
    ),
    copyText: fromPromise<void, { text: Secret }>(({ input }) =>
      navigator.clipboard.writeText(input.text.reveal()),
    ),
    readClipboard: fromPromise(async () => new Secret(await navigator.clipboard.readText())),
  }
}

/** The onboarding machine wired to the vault worker, the clipboard and the session actor. */
export function liveOnboardingMachine(session: SessionActor) {
  return onboardingMachine.provide({ actors: onboardingActors(session) })
}
