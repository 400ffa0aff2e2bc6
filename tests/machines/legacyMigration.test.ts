import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { LegacyMismatchError, WeakPasswordError } from '../../src/domain/errors'
import { Secret } from '../../src/domain/secret'
import { type LegacyMigrationEvent, legacyMigrationMachine } from '../../src/machines/legacyMigrationMachine'
import { describeShortestPaths } from './modelPaths'

const address: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const never = () => new Promise<never>(() => {})
const testMachine = legacyMigrationMachine.provide({
  actors: { migrateLegacy: fromPromise(never) as never },
})

const password = new Secret('correct horse battery')
const events = [
  { type: 'legacy.submit', password: new Secret('short'), confirmation: new Secret('short') },
  { type: 'legacy.submit', password, confirmation: new Secret('another password') },
  { type: 'legacy.submit', password, confirmation: new Secret('correct horse battery') },
  { type: 'xstate.done.actor.migrateLegacy', output: { address } },
  { type: 'xstate.error.actor.migrateLegacy', error: new Error('not a wallet') },
  { type: 'xstate.error.actor.migrateLegacy', error: new LegacyMismatchError({ details: 'key and phrase' }) },
] as unknown as LegacyMigrationEvent[]

describeShortestPaths('legacyMigrationMachine', legacyMigrationMachine, testMachine, events)

describe('legacyMigrationMachine rules', () => {
  it.each([
    ['a short password', new Secret('short'), new Secret('short'), 'signup.passwordTooShort'],
    ['a mismatched confirmation', password, new Secret('other password'), 'signup.passwordMismatch'],
    ['a common password', new Secret('Contraseña1'), new Secret('Contraseña1'), 'vault.passwordCommon'],
  ])('refuses %s with the sign-up message', (_why, pw, confirmation, error) => {
    const actor = createActor(testMachine).start()
    actor.send({ type: 'legacy.submit', password: pw, confirmation })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toBe(error)
  })

  it('hands the worker the password and finishes when the wallet is sealed', async () => {
    const seen: string[] = []
    const actor = createActor(
      legacyMigrationMachine.provide({
        actors: {
          migrateLegacy: fromPromise<{ address: Address }, { password: Secret }>(async ({ input }) => {
            seen.push(input.password.reveal())
            return { address }
          }),
        },
      }),
    ).start()
    actor.send({ type: 'legacy.submit', password, confirmation: new Secret(password.reveal()) })
    await new Promise((resolve) => setTimeout(resolve))
    expect(seen).toEqual(['correct horse battery'])
    expect(actor.getSnapshot().status).toBe('done')
  })

  const failing = (error: Error) =>
    createActor(
      legacyMigrationMachine.provide({
        actors: {
          migrateLegacy: fromPromise<{ address: Address }, { password: Secret }>(() => Promise.reject(error)),
        },
      }),
    ).start()

  it('stops at mismatch, telling the user, when the old wallet’s parts disagree', async () => {
    const actor = failing(
      new LegacyMismatchError({ details: 'seed phrase and private key are different wallets' }),
    )
    actor.send({ type: 'legacy.submit', password, confirmation: new Secret(password.reveal()) })
    await new Promise((resolve) => setTimeout(resolve))
    expect(actor.getSnapshot().value).toBe('mismatch')
    expect(actor.getSnapshot().context.error).toBe('vault.legacyMismatch')
    actor.send({ type: 'legacy.submit', password, confirmation: new Secret(password.reveal()) })
    expect(actor.getSnapshot().value).toBe('mismatch')
  })

  it('goes back to the form with the worker’s reason for a refused password', async () => {
    const actor = failing(new WeakPasswordError({ details: 'common' }))
    actor.send({ type: 'legacy.submit', password, confirmation: new Secret(password.reveal()) })
    await new Promise((resolve) => setTimeout(resolve))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toBe('vault.passwordCommon')
  })
})
