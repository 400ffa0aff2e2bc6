import { type ActorRefFrom, fromPromise } from 'xstate'
import type { sessionMachine } from './sessionMachine'
import { type RestoreInput, unlockMachine } from './unlockMachine'

const vault = () => import('../../workers/vaultClient').then((m) => m.getVault())

/**
 * The unlock screen's real actors: the vault restores (and opens) the wallet, then the session shows it.
 * A wallet restored from its words is one whose words the user has, so nothing is left to back up.
 */
export function liveUnlockMachine(session: ActorRefFrom<typeof sessionMachine>) {
  return unlockMachine.provide({
    actors: {
      restoreWallet: fromPromise(async ({ input }: { input: RestoreInput }) => {
        const result = await (await vault()).restore(input.secret.reveal(), input.password.reveal(), {
          allowDifferent: input.allowDifferent,
        })
        const { kind } = await (await vault()).status()
        session.send({ type: 'wallet.ready', address: result.address, kind: kind ?? 'mnemonic' })
        return result
      }),
    },
  })
}
