import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise } from 'xstate'
import type { Secret } from '../../domain/secret'
import { readLegacyWallets } from '../../workers/legacyWallet'
import { removeLegacyKey, sealLegacyLeftovers } from './legacyLeftovers'
import { type KeptLegacy, legacyMigrationMachine } from './legacyMigrationMachine'
import type { sessionMachine } from './sessionMachine'

/** The vault worker's client, loaded only when a legacy wallet is actually moved. */
const vault = () => import('../../workers/vaultClient').then((m) => m.getVault())

/** What the migration acts on: the app's session, and the way on once the wallet is open. */
export type LegacyMigrationDeps = {
  session: ActorRefFrom<typeof sessionMachine>
  /** Leaves /unlock for the page the user was headed to. */
  leave: () => Promise<void>
}

/**
 * The legacy migration's real actors. The worker seals the first plaintext wallet as the vault and every other
 * one into the archive, under the new password; each localStorage key is removed only once the worker
 * confirmed that wallet (a copy of the sealed wallet goes as soon as the worker says it is one).
 */
export function legacyMigrationActors({ session, leave }: LegacyMigrationDeps) {
  return {
    migrateLegacy: fromPromise<{ address: Address }, { password: Secret }>(async ({ input }) => {
      const [first] = readLegacyWallets()
      if (!first) throw new Error('no legacy wallet')
      const result = await (await vault()).migrateLegacy(input.password.reveal(), first.json)
      removeLegacyKey(first.key)
      return result
    }),
    archiveOthers: fromPromise<KeptLegacy[], { password: Secret }>(async ({ input }) => {
      const { copies, kept } = await sealLegacyLeftovers(await vault(), input.password.reveal())
      for (const copy of copies) removeLegacyKey(copy.key)
      return kept.map(({ key, address }) => ({ key, address }))
    }),
    openWallet: fromPromise<void, { address: Address }>(async ({ input }) => {
      const { kind } = await (await vault()).status()
      session.send({ type: 'wallet.ready', address: input.address, kind: kind ?? 'privateKey' })
      await leave()
    }),
  }
}

/** The legacy migration machine wired to the vault worker, localStorage and the session. */
export function liveLegacyMigrationMachine(deps: LegacyMigrationDeps) {
  return legacyMigrationMachine.provide({ actors: legacyMigrationActors(deps) })
}
