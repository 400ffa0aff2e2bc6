import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { ImportError } from '../../domain/errors'
import { Secret } from '../../domain/secret'
import type { sessionMachine } from '../session/sessionMachine'
import { onboardingMachine } from './onboardingMachine'
import type { ImportInput } from './onboardingSetup'
import { vault, welcomeActors } from './onboardingWelcomeActors'

type SessionActor = ActorRefFrom<typeof sessionMachine>

/**
 * The ticket the key worker answered for the password chosen on sign-up. Every create or import names it, so
 * the new wallet is sealed with that password and no other (a page script's own setPassword cannot choose it).
 * It names a password; it is none. Spent by the create or import that seals with it.
 */
let signUpTicket: string | undefined

/**
 * What a create or import hands the vault: the sign-up password's ticket, and the stored wallet's password
 * when it replaces one (without it the vault refuses to replace a stored wallet).
 */
const sealOptions = (password: Secret | null) => ({
  ...(password ? { password: password.reveal() } : {}),
  ...(signUpTicket ? { sealWith: signUpTicket } : {}),
})

/** Runs a create or import; once it sealed a wallet, the sign-up ticket is spent. */
async function sealing<T>(run: () => Promise<T>): Promise<T> {
  const result = await run()
  signUpTicket = undefined
  return result
}

/**
 * The onboarding machine's real actors: the vault worker, IndexedDB, localStorage, the clipboard, and the
 * session actor that learns about a new wallet. Tests replace them with `onboardingMachine.provide`.
 */
export function onboardingActors(session: SessionActor) {
  return {
    ...welcomeActors(session),
    registerUser: fromPromise<void, { username: string; password: Secret }>(async ({ input }) => {
      // Crear billetera sends none: its password is typed in the signer's create screen.
      if (input.password.length > 0) signUpTicket = await (await vault()).setPassword(input.password.reveal())
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
    importWallet: fromPromise<{ address: Address }, ImportInput & { password: Secret | null }>(
      async ({ input }) => {
        const remote = await vault()
        const options = sealOptions(input.password)
        if (input.tab === 'keystore') {
          if (!input.file || !input.filePassword)
            throw new ImportError({ details: 'keystore format: no file' })
          const file = await input.file.text()
          const filePassword = input.filePassword.reveal()
          return sealing(() => remote.importKeystore(file, filePassword, options))
        }
        return sealing(() =>
          input.tab === 'mnemonic'
            ? remote.importMnemonic(input.text.reveal(), options)
            : remote.importPrivateKey(input.text.reveal(), options),
        )
      },
    ),
    readClipboard: fromPromise(async () => new Secret(await navigator.clipboard.readText())),
  }
}

/** The onboarding machine wired to the vault worker, the clipboard and the session actor. */
export function liveOnboardingMachine(session: SessionActor) {
  return onboardingMachine.provide({ actors: onboardingActors(session) })
}
