import type { Address } from 'viem'
import { assign, fromPromise, setup } from 'xstate'
import type { Secret } from '../domain/secret'
import { MIN_PASSWORD_LENGTH } from './onboardingMachine'

export type LegacyMigrationEvent = { type: 'legacy.submit'; password: Secret; confirmation: Secret }

/**
 * Moving a plaintext wallet of an earlier version into the vault: editing → migrating → done, with the
 * sign-up screen's password rules.
 */
export const legacyMigrationMachine = setup({
  types: { context: {} as { error: string | null }, events: {} as LegacyMigrationEvent },
  actors: {
    migrateLegacy: fromPromise<{ address: Address }, { password: Secret }>(() =>
      Promise.reject(new Error('provide this actor')),
    ),
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
            guard: ({ event }) => event.password.length < MIN_PASSWORD_LENGTH,
            actions: assign({ error: 'signup.passwordTooShort' }),
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
        onError: { target: 'editing', actions: assign({ error: 'legacy.failed' }) },
      },
    },
    done: { type: 'final' },
  },
})
