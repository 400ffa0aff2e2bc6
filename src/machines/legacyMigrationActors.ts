import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise } from 'xstate'
import type { Secret } from '../domain/secret'
import { readLegacyWallet, removeLegacyWallet } from '../workers/legacyWallet'
import { legacyMigrationMachine } from './legacyMigrationMachine'
import type { sessionMachine } from './sessionMachine'

/** The vault worker's client, loaded only when a legacy wallet is actually moved. */
const vault = () => import('../workers/vaultClient').then((m) => m.getVault())

/** What the migration acts on: the app's session, and the way on once the wallet is open. */
export type LegacyMigrationDeps = {
  session: ActorRefFrom<typeof sessionMachine>
  /** Leaves /unlock for the page the user was headed to. */
  leave: () => Promise<void>
}

/**
 * The legacy migration's real actor: the worker seals the plaintext wallet with the new password, the
 * plaintext copy is removed only then, and the session opens the wallet.
 */
export function legacyMigrationActors({ session, leave }: LegacyMigrationDeps) {
  return {
    migrateLegacy: fromPromise<{ address: Address }, { password: Secret }>(async ({ input }) => {
      const legacy = readLegacyWallet()
      if (!legacy) throw new Error('no legacy wallet')
      const result = await (await vault()).migrateLegacy(input.password.reveal(), legacy.json)
      removeLegacyWallet()
      const { kind } = await (await vault()).status()
      session.send({ type: 'wallet.ready', address: result.address, kind: kind ?? 'privateKey' })
      await leave()
      return result
    }),
  }
}

/** The legacy migration machine wired to the vault worker, localStorage and the session. */
export function liveLegacyMigrationMachine(deps: LegacyMigrationDeps) {
  return legacyMigrationMachine.provide({ actors: legacyMigrationActors(deps) })
}
