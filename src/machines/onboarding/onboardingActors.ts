import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { ImportError } from '../../domain/errors'
import { Secret } from '../../domain/secret'
import type { sessionMachine } from '../session/sessionMachine'
import { type CreatedOutput, onboardingMachine } from './onboardingMachine'
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
 * The create under way, by its token. React's StrictMode (the development server) starts the /reveal page's
 * actor, stops it and starts it again from the same snapshot: the second start runs the create again with the
 * same token, which the key worker refuses (it gives the words out once), while the first answer went to the
 * stopped actor; the wallet was stored and its words never shown. The second start shares the first's answer.
 */
const creating = new Map<string, Promise<CreatedOutput>>()

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
    createWallet: fromPromise<CreatedOutput, { token: Secret; password: Secret | null }>(({ input }) => {
      const token = input.token.reveal()
      const under = creating.get(token)
      if (under) return under
      const created = (async () => {
        const remote = await vault()
        const wallet = await sealing(() => remote.create(token, sealOptions(input.password)))
        return {
          address: wallet.address,
          mnemonic: new Secret(wallet.mnemonic),
          privateKey: new Secret(wallet.privateKey),
        }
      })()
      creating.set(token, created)
      const done = () => void creating.delete(token)
      created.then(done, done)
      return created
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
    confirmWords: fromPromise<boolean, { positions: number[]; answers: Secret[] }>(async ({ input }) =>
      (await vault()).confirmWords(
        input.positions.map((position, i) => ({ position, word: input.answers[i]?.reveal() ?? '' })),
      ),
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
