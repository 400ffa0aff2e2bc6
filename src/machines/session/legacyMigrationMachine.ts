import type { Address } from 'viem'
import { assign, fromPromise, setup } from 'xstate'
import { passwordStrength } from '../../domain/password'
import type { Secret } from '../../domain/secret'

export type LegacyMigrationEvent =
  | { type: 'legacy.submit'; password: Secret; confirmation: Secret }
  /** After being told which plaintext wallets could not be sealed: on to the wallet. */
  | { type: 'legacy.continue' }

/** A plaintext wallet that stays in localStorage because the worker refused to seal it (never its secrets). */
export type KeptLegacy = { key: string; address: Address | null }

export type LegacyMigrationContext = {
  /** Text key of the message to show. */
  error: string | null
  /** The new password, held (wrapped) from the first wallet's sealing until the others are sealed too. */
  password: Secret | null
  /** The plaintext wallets left where they were. */
  kept: KeptLegacy[]
  /** The wallet the first plaintext wallet became. */
  address: Address | null
}

/** The text key for a refused migration: parts that disagree, a refused password, or any other failure. */
function failureKey(error: unknown): string {
  const e = error as { name?: unknown; details?: unknown } | null
  if (e?.name === 'LegacyMismatchError') return 'vault.legacyMismatch'
  if (e?.name === 'WeakPasswordError')
    return e.details === 'common' ? 'vault.passwordCommon' : 'signup.passwordTooShort'
  return 'legacy.failed'
}

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/**
 * Moving the plaintext wallets of an earlier version into the vault: editing → migrating (the first becomes the
 * wallet) → archiving (every other one is sealed into the archive under the same password) → opening → done,
 * with the sign-up screen's password rules (domain/password). Each localStorage key goes only once the worker
 * confirmed that wallet. When the first wallet's seed phrase, key and address disagree the worker refuses it:
 * `mismatch`, where the plaintext stays and the user is told. Another one the worker refuses stays too, and
 * `partlyKept` names it before the wallet opens.
 */
export const legacyMigrationMachine = setup({
  types: { context: {} as LegacyMigrationContext, events: {} as LegacyMigrationEvent },
  actors: {
    /** Seals the first plaintext wallet as the vault and removes its key. */
    migrateLegacy: fromPromise<{ address: Address }, { password: Secret }>(notImplemented),
    /** Seals every other plaintext wallet into the archive (removing each key); answers those it could not. */
    archiveOthers: fromPromise<KeptLegacy[], { password: Secret }>(notImplemented),
    /** Shows the sealed wallet (the session) and leaves for the page the user was headed to. */
    openWallet: fromPromise<void, { address: Address }>(notImplemented),
  },
  guards: {
    isMismatch: ({ event }) => failureKey((event as { error?: unknown }).error) === 'vault.legacyMismatch',
    keptSome: ({ event }) => ((event as { output?: KeptLegacy[] }).output?.length ?? 0) > 0,
  },
}).createMachine({
  id: 'legacyMigration',
  context: { error: null, password: null, kept: [], address: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'legacy.submit': [
          {
            guard: ({ event }) => passwordStrength(event.password.reveal()).reason === 'short',
            actions: assign({ error: 'signup.passwordTooShort' }),
          },
          {
            guard: ({ event }) => passwordStrength(event.password.reveal()).reason === 'common',
            actions: assign({ error: 'vault.passwordCommon' }),
          },
          {
            guard: ({ event }) => event.password.reveal() !== event.confirmation.reveal(),
            actions: assign({ error: 'signup.passwordMismatch' }),
          },
          { target: 'migrating', actions: assign({ error: null, password: ({ event }) => event.password }) },
        ],
      },
    },
    migrating: {
      tags: ['busy'],
      invoke: {
        id: 'migrateLegacy',
        src: 'migrateLegacy',
        input: ({ context }) => ({ password: context.password as Secret }),
        onDone: { target: 'archiving', actions: assign({ address: ({ event }) => event.output.address }) },
        onError: [
          {
            guard: 'isMismatch',
            target: 'mismatch',
            actions: assign({ error: 'vault.legacyMismatch', password: null }),
          },
          {
            target: 'editing',
            actions: assign({ error: ({ event }) => failureKey(event.error), password: null }),
          },
        ],
      },
    },
    archiving: {
      tags: ['busy'],
      invoke: {
        id: 'archiveOthers',
        src: 'archiveOthers',
        input: ({ context }) => ({ password: context.password as Secret }),
        onDone: [
          { guard: 'keptSome', target: 'partlyKept', actions: assign({ kept: ({ event }) => event.output }) },
          { target: 'opening' },
        ],
        // Nothing was removed that the worker did not confirm: what is left stays, and the wallet opens.
        onError: { target: 'opening' },
      },
      exit: assign({ password: null }),
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
    /** The old wallet's parts disagree: nothing sealed, nothing removed; the view says so. */
    mismatch: {},
    done: { type: 'final' },
  },
})
