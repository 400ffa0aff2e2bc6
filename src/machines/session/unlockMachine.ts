import type { Address } from 'viem'
import { type AnyActorRef, assign, enqueueActions, fromPromise, setup } from 'xstate'
import { type PasswordStrength, passwordStrength } from '../../domain/password'
import type { Secret } from '../../domain/secret'

export type UnlockContext = {
  /** The stored wallet's address (readable while locked). */
  storedAddress: Address | null
  /** Text key of the message to show. */
  error: string | null
  /** Strength hint of the new password being typed (never the password). */
  strength: PasswordStrength | null
  /** The phrase or key and the new password, held only while the "different wallet" question is open. */
  secret: Secret | null
  newPassword: Secret | null
  /** The wallet the typed phrase or key opens, when it is not the stored one. */
  otherAddress: Address | null
  /** The user confirmed replacing the stored wallet by a different one. */
  differentConfirmed: boolean
  /** The wallet open after a restore. */
  restored: Address | null
  /** The session a restored wallet is handed to (`wallet.ready`). */
  session: AnyActorRef | null
}

export type UnlockEvent =
  | { type: 'restore.open' }
  | { type: 'restore.cancel' }
  | { type: 'restore.passwordChange'; password: Secret }
  | { type: 'restore.submit'; secret: Secret; password: Secret; confirmation: Secret }
  | { type: 'restore.confirmDifferent' }
  | { type: 'restore.keepStored' }

export type RestoreInput = { secret: Secret; password: Secret; allowDifferent: boolean }
/** A restored wallet: its address, whether it is the one that was stored, and how it was made. */
export type RestoredOutput = { address: Address; sameWallet: boolean; kind: 'mnemonic' | 'privateKey' }

const notImplemented = () => Promise.reject(new Error('provide this actor'))
const errorOf = (error: unknown) => (error ?? {}) as { name?: string; details?: string }

/** Maps a failed restore to the text the form shows. */
function restoreError(error: unknown): string {
  const { name, details } = errorOf(error)
  if (name === 'WeakPasswordError')
    return details === 'common' ? 'signup.passwordCommon' : 'signup.passwordTooShort'
  if (name === 'ImportError') return 'import.failed'
  if (name === 'VaultLockedError') return 'restore.lockedMeanwhile'
  return 'restore.failed'
}

/**
 * /unlock: the password form (the session unlocks) and "¿Olvidaste tu contraseña?", which restores the
 * wallet from its seed phrase or key under a new password. The vault replaces the stored wallet only when
 * the secret derives its address, or after the user confirms in `confirmDifferent`, which names the wallet
 * set aside (it stays on the device, in "Billeteras anteriores", under its own password).
 */
export const unlockMachine = setup({
  types: {
    context: {} as UnlockContext,
    events: {} as UnlockEvent,
    input: {} as { storedAddress: Address | null; session?: AnyActorRef | null },
  },
  actors: {
    restoreWallet: fromPromise<RestoredOutput, RestoreInput>(notImplemented),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'restore.submit' && event.secret.reveal().trim() === '',
    isWeak: ({ event }) => event.type === 'restore.submit' && !passwordStrength(event.password.reveal()).ok,
    passwordsDiffer: ({ event }) =>
      event.type === 'restore.submit' && event.password.reveal() !== event.confirmation.reveal(),
    isDifferentWallet: ({ event }) =>
      errorOf((event as { error?: unknown }).error).name === 'DifferentWalletError',
  },
  actions: {
    forgetSecrets: assign({ secret: null, newPassword: null }),
    /** The restored wallet is the open one: kept as such, and handed to the session, which shows it. */
    openRestored: enqueueActions(({ context, event, enqueue }) => {
      const { address, kind } = (event as unknown as { output: RestoredOutput }).output
      enqueue.assign({ restored: address })
      if (context.session) enqueue.sendTo(context.session, { type: 'wallet.ready', address, kind })
    }),
  },
}).createMachine({
  id: 'unlock',
  context: ({ input }) => ({
    session: input.session ?? null,
    storedAddress: input.storedAddress,
    error: null,
    strength: null,
    secret: null,
    newPassword: null,
    otherAddress: null,
    differentConfirmed: false,
    restored: null,
  }),
  initial: 'password',
  states: {
    password: { on: { 'restore.open': { target: 'restore', actions: assign({ error: null }) } } },
    restore: {
      initial: 'editing',
      on: {
        'restore.cancel': {
          target: 'password',
          actions: ['forgetSecrets', assign({ error: null, strength: null })],
        },
      },
      states: {
        editing: {
          on: {
            'restore.passwordChange': {
              actions: assign({
                strength: ({ event }) =>
                  event.password.length ? passwordStrength(event.password.reveal()) : null,
              }),
            },
            'restore.submit': [
              { guard: 'isBlank', actions: assign({ error: 'restore.secretRequired' }) },
              {
                guard: 'isWeak',
                actions: assign({
                  error: ({ event }) =>
                    passwordStrength(event.password.reveal()).reason === 'common'
                      ? 'signup.passwordCommon'
                      : 'signup.passwordTooShort',
                }),
              },
              { guard: 'passwordsDiffer', actions: assign({ error: 'signup.passwordMismatch' }) },
              {
                target: 'restoring',
                actions: assign({
                  secret: ({ event }) => event.secret,
                  newPassword: ({ event }) => event.password,
                  error: null,
                }),
              },
            ],
          },
        },
        restoring: {
          tags: ['busy'],
          invoke: {
            id: 'restoreWallet',
            src: 'restoreWallet',
            input: ({ context }) => ({
              secret: context.secret as Secret,
              password: context.newPassword as Secret,
              allowDifferent: false,
            }),
            onDone: {
              target: '#unlock.done',
              actions: ['forgetSecrets', 'openRestored'],
            },
            onError: [
              {
                guard: 'isDifferentWallet',
                target: 'confirmDifferent',
                actions: assign({
                  otherAddress: ({ event }) => (errorOf(event.error).details ?? null) as Address | null,
                }),
              },
              {
                target: 'editing',
                actions: ['forgetSecrets', assign({ error: ({ event }) => restoreError(event.error) })],
              },
            ],
          },
        },
        confirmDifferent: {
          on: {
            'restore.confirmDifferent': {
              target: 'restoringDifferent',
              actions: assign({ differentConfirmed: true }),
            },
            'restore.keepStored': {
              target: 'editing',
              actions: ['forgetSecrets', assign({ otherAddress: null })],
            },
          },
        },
        restoringDifferent: {
          tags: ['busy'],
          invoke: {
            id: 'restoreDifferentWallet',
            src: 'restoreWallet',
            input: ({ context }) => ({
              secret: context.secret as Secret,
              password: context.newPassword as Secret,
              allowDifferent: true,
            }),
            onDone: {
              target: '#unlock.done',
              actions: ['forgetSecrets', 'openRestored'],
            },
            onError: {
              target: 'editing',
              actions: [
                'forgetSecrets',
                assign({
                  otherAddress: null,
                  differentConfirmed: false,
                  error: ({ event }) => restoreError(event.error),
                }),
              ],
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
