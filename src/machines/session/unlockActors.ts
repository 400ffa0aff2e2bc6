import { fromPromise } from 'xstate'
import { type RestoredOutput, type RestoreInput, unlockMachine } from './unlockMachine'

const vault = () => import('../../workers/vaultClient').then((m) => m.getVault())

/**
 * The unlock screen's real actors: the vault restores (and opens) the wallet; the machine then hands it to the
 * session (input.session). A wallet restored from its words is one whose words the user has, so nothing is
 * left to back up.
 */
export function liveUnlockMachine() {
  return unlockMachine.provide({
    actors: {
      restoreWallet: fromPromise(async ({ input }: { input: RestoreInput }): Promise<RestoredOutput> => {
        const result = await (await vault()).restore(input.secret.reveal(), input.password.reveal(), {
          allowDifferent: input.allowDifferent,
        })
        const { kind } = await (await vault()).status()
        return { ...result, kind: kind ?? 'mnemonic' }
      }),
    },
  })
}
