import type { Address } from 'viem'
import { assign, fromPromise, setup } from 'xstate'

export type LegacyMigrationEvent =
  /**
   * The signer's frame sealed the earlier version's first plaintext wallet as `address` (and the others into the
   * archive) with the new password typed there (docs/signer-plan.md step 4); `kept` could not be sealed.
   */
  | { type: 'legacy.migrated'; address: Address; kept: KeptLegacy[] }
  /** After being told which plaintext wallets could not be sealed: on to the wallet. */
  | { type: 'legacy.continue' }

/** A plaintext wallet that stays in localStorage because the worker refused to seal it (never its secrets). */
export type KeptLegacy = { key: string; address: Address | null }

export type LegacyMigrationContext = {
  /** The plaintext wallets left where they were. */
  kept: KeptLegacy[]
  /** The wallet the first plaintext wallet became. */
  address: Address | null
}

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/**
 * Moving the plaintext wallets of an earlier version into the vault, with a new password typed in the signer's
 * frame (docs/signer-plan.md step 4): editing (the frame: the password twice, its rules, and a refusal — parts
 * that disagree, a refused password — said there; nothing sealed, nothing removed) → opening → done, once the
 * frame sealed the first as the wallet and the others into the archive (each localStorage key removed only once
 * the worker confirmed it). Another plaintext wallet the worker refused stays, and `partlyKept` names it before
 * the wallet opens. The app's page never holds the new password.
 */
export const legacyMigrationMachine = setup({
  types: { context: {} as LegacyMigrationContext, events: {} as LegacyMigrationEvent },
  actors: {
    /** Shows the sealed wallet (the session) and leaves for the page the user was headed to. */
    openWallet: fromPromise<void, { address: Address }>(notImplemented),
  },
  guards: {
    keptSome: ({ event }) => event.type === 'legacy.migrated' && event.kept.length > 0,
  },
}).createMachine({
  id: 'legacyMigration',
  context: { kept: [], address: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'legacy.migrated': [
          {
            guard: 'keptSome',
            target: 'partlyKept',
            actions: assign({ address: ({ event }) => event.address, kept: ({ event }) => event.kept }),
          },
          { target: 'opening', actions: assign({ address: ({ event }) => event.address }) },
        ],
      },
    },
    /** The wallet is sealed; some other plaintext wallet could not be, and stays where it was. */
    partlyKept: { on: { 'legacy.continue': 'opening' } },
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'openWallet',
        src: 'openWallet',
        input: ({ context }) => ({ address: context.address as Address }),
        onDone: 'done',
        onError: 'done',
      },
    },
    done: { type: 'final' },
  },
})
