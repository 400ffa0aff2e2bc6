import type { Address } from 'viem'
import { assign, fromPromise, setup } from 'xstate'
import { passwordStrength } from '../domain/password'
import type { Secret } from '../domain/secret'

export type LegacyMigrationEvent = { type: 'legacy.submit'; password: Secret; confirmation: Secret }

/** The text key for a refused migration: parts that disagree, a refused password, or any other failure. */
function failureKey(error: unknown): string {
  const e = error as { name?: unknown; details?: unknown } | null
  if (e?.name === 'LegacyMismatchError') return 'vault.legacyMismatch'
  if (e?.name === 'WeakPasswordError')
    return e.details === 'common' ? 'vault.passwordCommon' : 'signup.passwordTooShort'
  return 'legacy.failed'
}

/**
 * Moving a plaintext wallet of an earlier version into the vault: editing → migrating → done, with the
 * sign-up screen's password rules (domain/password). When the old wallet's seed phrase, key and address
 * disagree the worker refuses it: `mismatch`, where the plaintext stays where it is and the user is told,
 * instead of sealing one key and dropping the other.
 */
export const legacyMigrationMachine = setup({
  types: { context: {} as { error: string | null }, events: {} as LegacyMigrationEvent },
  actors: {
    migrateLegacy: fromPromise<{ address: Address }, { password: Secret }>(() =>
      Promise.reject(new Error('provide this actor')),
    ),
  },
  guards: {
    isMismatch: ({ event }) => failureKey((event as { error?: unknown }).error) === 'vault.legacyMismatch',
  },
}).createMachine({
  id: 'legacyMigration',
  context: { error: null },
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
          { target: 'migrating', actions: assign({ error: null }) },
        ],
      },
    },
    migrating: {
      tags: ['busy'],
      invoke: {
        id: 'migrateLegacy',
        src: 'migrateLegacy',
        input: ({ event }) => ({ password: (event as LegacyMigrationEvent).password }),
        onDone: 'done',
        onError: [
          { guard: 'isMismatch', target: 'mismatch', actions: assign({ error: 'vault.legacyMismatch' }) },
          { target: 'editing', actions: assign({ error: ({ event }) => failureKey(event.error) }) },
        ],
      },
    },
    /** The old wallet's parts disagree: nothing sealed, nothing removed; the view says so. */
    mismatch: {},
    done: { type: 'final' },
  },
})
