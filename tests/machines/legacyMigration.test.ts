import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { LegacyMismatchError, WeakPasswordError } from '../../src/domain/errors'
import { Secret } from '../../src/domain/secret'
import {
  type KeptLegacy,
  type LegacyMigrationEvent,
  legacyMigrationMachine,
} from '../../src/machines/session/legacyMigrationMachine'
import { describeShortestPaths } from './modelPaths'

const address: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const never = () => new Promise<never>(() => {})
const testMachine = legacyMigrationMachine.provide({
  actors: {
    migrateLegacy: fromPromise(never) as never,
    archiveOthers: fromPromise(never) as never,
    openWallet: fromPromise(never) as never,
  },
})

const password = new Secret('correct horse battery')
const events = [
  { type: 'legacy.submit', password: new Secret('short'), confirmation: new Secret('short') },
  { type: 'legacy.submit', password, confirmation: new Secret('another password') },
  { type: 'legacy.submit', password, confirmation: new Secret('correct horse battery') },
  { type: 'xstate.done.actor.migrateLegacy', output: { address } },
  { type: 'xstate.error.actor.migrateLegacy', error: new Error('not a wallet') },
  { type: 'xstate.error.actor.migrateLegacy', error: new LegacyMismatchError({ details: 'key and phrase' }) },
  { type: 'xstate.done.actor.archiveOthers', output: [] },
  { type: 'xstate.done.actor.archiveOthers', output: [{ key: 'walletData', address: other }] },
  { type: 'xstate.error.actor.archiveOthers', error: new Error('worker gone') },
  { type: 'legacy.continue' },
  { type: 'xstate.done.actor.openWallet' },
] as unknown as LegacyMigrationEvent[]

describeShortestPaths('legacyMigrationMachine', legacyMigrationMachine, testMachine, events)

/** The machine whose actors answer as told, recording what each was given. */
function answering(answers: {
  migrate?: () => Promise<{ address: Address }>
  archive?: () => Promise<KeptLegacy[]>
}) {
  const seen: string[] = []
  const machine = legacyMigrationMachine.provide({
    actors: {
      migrateLegacy: fromPromise<{ address: Address }, { password: Secret }>(async ({ input }) => {
        seen.push(`migrate ${input.password.reveal()}`)
        return (answers.migrate ?? (async () => ({ address })))()
      }),
      archiveOthers: fromPromise<KeptLegacy[], { password: Secret }>(async ({ input }) => {
        seen.push(`archive ${input.password.reveal()}`)
        return (answers.archive ?? (async () => []))()
      }),
      openWallet: fromPromise<void, { address: Address }>(async ({ input }) => {
        seen.push(`open ${input.address}`)
      }),
    },
  })
  return { actor: createActor(machine).start(), seen }
}
const submit = { type: 'legacy.submit', password, confirmation: new Secret(password.reveal()) } as const

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

  it('seals the first, then the others under the same password, then opens the first; the password is dropped', async () => {
    const { actor, seen } = answering({})
    actor.send(submit)
    await waitFor(actor, (s) => s.status === 'done')
    expect(seen).toEqual([
      'migrate correct horse battery',
      'archive correct horse battery',
      `open ${address}`,
    ])
    expect(actor.getSnapshot().context).toMatchObject({ password: null, address, kept: [] })
  })

  it('names another plaintext wallet the worker refused, and opens the wallet only after Seguir', async () => {
    const { actor, seen } = answering({ archive: async () => [{ key: 'walletData', address: other }] })
    actor.send(submit)
    await waitFor(actor, (s) => s.matches('partlyKept'))
    expect(actor.getSnapshot().context).toMatchObject({
      kept: [{ key: 'walletData', address: other }],
      password: null,
    })
    expect(seen).not.toContain(`open ${address}`)
    actor.send({ type: 'legacy.continue' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(seen.at(-1)).toBe(`open ${address}`)
  })

  it('stops at mismatch, telling the user, when the old wallet’s parts disagree', async () => {
    const { actor, seen } = answering({
      migrate: () => Promise.reject(new LegacyMismatchError({ details: 'different wallets' })),
    })
    actor.send(submit)
    await waitFor(actor, (s) => s.matches('mismatch'))
    expect(actor.getSnapshot().context).toMatchObject({ error: 'vault.legacyMismatch', password: null })
    actor.send(submit)
    expect(actor.getSnapshot().value).toBe('mismatch')
    expect(seen).toEqual(['migrate correct horse battery'])
  })

  it('goes back to the form with the worker’s reason for a refused password', async () => {
    const { actor } = answering({
      migrate: () => Promise.reject(new WeakPasswordError({ details: 'common' })),
    })
    actor.send(submit)
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ error: 'vault.passwordCommon', password: null })
  })
})

describe('legacyMigrationActors: two different plaintext wallets, both kept', () => {
  afterEach(() => {
    vi.doUnmock('../../src/workers/vaultClient')
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  async function twoWallets(vault: {
    migrateLegacy: (password: string, json: string) => Promise<{ address: Address }>
    archiveLegacy: (password: string, json: string) => Promise<{ address: Address }>
  }) {
    const items = new Map([
      ['wallet', JSON.stringify({ address, privateKey: '0x01' })],
      ['walletData', JSON.stringify({ address: other, privateKey: '0x02' })],
    ])
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      removeItem: (key: string) => void items.delete(key),
    })
    const calls: string[] = []
    /** The keys still in localStorage when the worker was asked (a key must outlive its wallet's sealing). */
    const present = () => [...items.keys()].join(',')
    // The unit project shares modules between files (isolate: false): the actors must import this mock, not a
    // vault client another file loaded first.
    vi.resetModules()
    vi.doMock('../../src/workers/vaultClient', () => ({
      getVault: () => ({
        migrateLegacy: async (pw: string, json: string) => {
          calls.push(`migrate ${JSON.parse(json).address} [${present()}]`)
          return vault.migrateLegacy(pw, json)
        },
        archiveLegacy: async (pw: string, json: string) => {
          calls.push(`archive ${JSON.parse(json).address} [${present()}]`)
          return vault.archiveLegacy(pw, json)
        },
        legacyMatchesVault: async (json: string) => JSON.parse(json).address === address,
        status: async () => ({ kind: 'privateKey' }),
      }),
    }))
    const { liveLegacyMigrationMachine } = await import('../../src/machines/session/legacyMigrationActors')
    const sent: unknown[] = []
    const session = { send: (e: unknown) => sent.push(e) } as never
    const actor = createActor(liveLegacyMigrationMachine({ session, leave: async () => {} })).start()
    actor.send(submit)
    await waitFor(actor, (s) => s.status === 'done' || s.matches('partlyKept') || s.matches('editing'))
    return { actor, items, calls, sent }
  }

  it('the first becomes the wallet, the other goes to the archive; each key goes once its wallet is sealed', async () => {
    const { items, calls, sent } = await twoWallets({
      migrateLegacy: async () => ({ address }),
      archiveLegacy: async () => ({ address: other }),
    })
    expect(calls).toEqual([`migrate ${address} [wallet,walletData]`, `archive ${other} [walletData]`])
    expect([...items.keys()]).toEqual([])
    expect(sent).toEqual([{ type: 'wallet.ready', address, kind: 'privateKey' }])
  })

  it('a refused first wallet removes nothing; a refused second one stays where it was, named', async () => {
    const first = await twoWallets({
      migrateLegacy: () => Promise.reject(new Error('disk full')),
      archiveLegacy: async () => ({ address: other }),
    })
    expect(first.actor.getSnapshot().context.error).toBe('legacy.failed')
    expect([...first.items.keys()]).toEqual(['wallet', 'walletData'])

    vi.resetModules()
    const second = await twoWallets({
      migrateLegacy: async () => ({ address }),
      archiveLegacy: () => Promise.reject(new LegacyMismatchError({ details: 'seed and key differ' })),
    })
    expect(second.actor.getSnapshot().context.kept).toEqual([{ key: 'walletData', address: other }])
    expect([...second.items.keys()]).toEqual(['walletData'])
    expect(second.sent).toEqual([])
  })
})
