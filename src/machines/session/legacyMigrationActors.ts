import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { type LegacyWallet, readLegacyWallets } from '../../workers/legacyWallet'

export type { LegacyWallet }

import { removeLegacyKey } from './legacyLeftovers'
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
 * The earlier version's plaintext wallets the signer's migration frame asks for, in the order kept (the first
 * becomes the wallet): already plaintext on this origin, so handing them to the signer exposes nothing new.
 */
export function legacyWalletsToSeal(): LegacyWallet[] {
  return readLegacyWallets()
}

/**
 * Once the frame says which of `handed` (by place) are sealed or copies of the wallet (`done`) and which it could
 * not seal (`kept`): removes the plaintext of those done, and answers those kept, named for the person.
 */
export function settleMigration(handed: readonly LegacyWallet[], done: unknown, kept: unknown): KeptLegacy[] {
  const places = (list: unknown) => (Array.isArray(list) ? list.filter((p) => typeof p === 'number') : [])
  for (const place of places(done)) {
    const wallet = handed[place]
    if (wallet) removeLegacyKey(wallet.key)
  }
  return places(kept).flatMap((place) => {
    const wallet = handed[place]
    return wallet ? [{ key: wallet.key, address: wallet.address }] : []
  })
}

/** The legacy migration's real actors: the wallet the signer's frame sealed becomes the session's. */
export function legacyMigrationActors({ session, leave }: LegacyMigrationDeps) {
  return {
    openWallet: fromPromise<void, { address: Address }>(async ({ input }) => {
      // The address the frame told is public; the worker's own status says which wallet is open and its kind.
      const { address, kind, unlocked } = await (await vault()).status()
      if (!unlocked || !address || address.toLowerCase() !== input.address.toLowerCase())
        throw new Error('the wallet sealed in the signer’s frame is not the one open now')
      session.send({ type: 'wallet.ready', address, kind: kind ?? 'privateKey' })
      await leave()
    }),
  }
}

/** The legacy migration machine wired to the vault worker, localStorage and the session. */
export function liveLegacyMigrationMachine(deps: LegacyMigrationDeps) {
  return legacyMigrationMachine.provide({ actors: legacyMigrationActors(deps) })
}
