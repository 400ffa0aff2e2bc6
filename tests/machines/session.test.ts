import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { VaultLockedError } from '../../src/domain/errors'
import { Secret } from '../../src/domain/secret'
import {
  type SessionEvent,
  type StoredWallet,
  sessionMachine,
  type UsernameStoreEvent,
} from '../../src/machines/session/sessionMachine'
import { VAULT_CHANNEL } from '../../src/workers/vaultApi'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const never = () => new Promise<never>(() => {})

/** The real machine with every actor replaced by one that never answers: the paths send the answers. */
const testMachine = sessionMachine.provide({
  actors: {
    readVaultStatus: fromPromise<StoredWallet>(never),
    unlockVault: fromPromise<{ address: Address }, { password: Secret }>(never),
    lockVault: fromPromise<void>(never),
    forgetVault: fromPromise<void>(never),
    watchVaultLock: fromCallback(() => {}),
    usernameStore: fromCallback(() => {}),
    accountsStore: fromCallback(() => {}),
  },
})

const events = [
  { type: 'xstate.done.actor.readVaultStatus', output: { exists: false, address: null, kind: null } },
  { type: 'xstate.done.actor.readVaultStatus', output: { exists: true, address, kind: 'mnemonic' } },
  { type: 'xstate.error.actor.readVaultStatus', error: new Error('IndexedDB unavailable') },
  { type: 'wallet.ready', address, kind: 'privateKey' },
  { type: 'vault.unlock', password: new Secret('correct horse') },
  { type: 'xstate.done.actor.unlockVault', output: { address } },
  { type: 'xstate.error.actor.unlockVault', error: new Error('wrong password') },
  {
    type: 'xstate.error.actor.unlockVault',
    error: new VaultLockedError({ details: 'locked while unlocking' }),
  },
  { type: 'vault.lock' },
  { type: 'xstate.done.actor.lockVault' },
  { type: 'vault.lockedElsewhere' },
  { type: 'session.signOut' },
  { type: 'xstate.done.actor.forgetVault' },
  { type: 'wallet.forgotten' },
  { type: 'user.read', username: 'Ana' },
] as unknown as SessionEvent[]

describe('sessionMachine, model-based', () => {
  const paths = getShortestPaths(sessionMachine, { events })

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    const declared = Object.keys(sessionMachine.root.states).map((s) => JSON.stringify(s))
    expect([...reached].sort()).toEqual(declared.sort())
  })

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((s) => s.event.type).join(' → ') || 'start'}`, () => {
      const actor = createActor(testMachine).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(actor.getSnapshot().value).toEqual(step.state.value)
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value)
      actor.stop()
    })
  }
})

describe('sessionMachine rules', () => {
  function started() {
    const actor = createActor(testMachine).start()
    actor.send({
      type: 'xstate.done.actor.readVaultStatus',
      output: { exists: true, address, kind: 'mnemonic' },
    } as never)
    return actor
  }

  it('starts locked with the stored address when a vault exists', () => {
    const actor = started()
    expect(actor.getSnapshot().value).toBe('locked')
    expect(actor.getSnapshot().context.address).toBe(address)
  })

  it('a wrong password stays locked and says so', () => {
    const actor = started()
    actor.send({ type: 'vault.unlock', password: new Secret('nope') })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'xstate.error.actor.unlockVault', error: new Error('x') } as never)
    expect(actor.getSnapshot().value).toBe('locked')
    expect(actor.getSnapshot().context.error).toBe('unlock.wrongPassword')
  })

  it('a blank user name changes nothing; a padded one is trimmed', () => {
    const actor = started()
    const before = actor.getSnapshot().context.username
    actor.send({ type: 'user.set', username: '   ' })
    expect(actor.getSnapshot().context.username).toBe(before)
    actor.send({ type: 'user.set', username: '  Ana  ' })
    expect(actor.getSnapshot().context.username).toBe('Ana')
  })

  it('hands the unlock actor the password, which prints masked in the event', () => {
    const seen: Secret[] = []
    const actor = createActor(
      testMachine.provide({
        actors: {
          unlockVault: fromPromise<{ address: Address }, { password: Secret }>(({ input }) => {
            seen.push(input.password)
            return never()
          }),
        },
      }),
    ).start()
    actor.send({
      type: 'xstate.done.actor.readVaultStatus',
      output: { exists: true, address, kind: 'mnemonic' },
    } as never)
    const event = { type: 'vault.unlock', password: new Secret('correct horse') } as const
    actor.send(event)
    expect(seen.map((s) => s.reveal())).toEqual(['correct horse'])
    expect(JSON.stringify(event)).toBe('{"type":"vault.unlock","password":"•••"}')
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('correct horse')
  })

  it('signing out clears name, wallet, balances, mode, loading flag and error', () => {
    const actor = started()
    actor.send({ type: 'user.set', username: 'Ana' })
    actor.send({ type: 'mode.set', mode: 'import' })
    actor.send({ type: 'vault.unlock', password: new Secret('x') })
    actor.send({ type: 'xstate.done.actor.unlockVault', output: { address } } as never)
    actor.send({ type: 'session.signOut' })
    actor.send({ type: 'xstate.done.actor.forgetVault' } as never)
    const { context, value } = actor.getSnapshot()
    expect(value).toBe('noWallet')
    expect(context).toMatchObject({
      username: null,
      mode: null,
      address: null,
      walletKind: null,
      balances: {},
    })
    expect(context.balancesLoading).toBe(false)
    expect(context.error).toBeNull()
  })
})

describe('sessionMachine, a lock from elsewhere while unlocking', () => {
  /** The session with the real vault-channel listener and an unlock that answers when the test says. */
  function unlocking() {
    let answer: (value: { address: Address }) => void = () => {}
    const machine = sessionMachine.provide({
      actors: {
        readVaultStatus: fromPromise<StoredWallet>(async () => ({ exists: true, address, kind: 'mnemonic' })),
        unlockVault: fromPromise<{ address: Address }, { password: Secret }>(
          () => new Promise((resolve) => (answer = resolve)),
        ),
        usernameStore: fromCallback(() => {}),
        accountsStore: fromCallback(() => {}),
      },
    })
    const actor = createActor(machine).start()
    return { actor, answer: (value: { address: Address }) => answer(value) }
  }

  it('another tab’s lock ends `unlocking` in `locked`, says why, and the late answer opens nothing', async () => {
    const { actor, answer } = unlocking()
    await waitFor(actor, (s) => s.matches('locked'))
    actor.send({ type: 'vault.unlock', password: new Secret('correct horse') })
    expect(actor.getSnapshot().value).toBe('unlocking')
    const otherTab = new BroadcastChannel(VAULT_CHANNEL)
    otherTab.postMessage({ type: 'lock' })
    await waitFor(actor, (s) => s.matches('locked'))
    expect(actor.getSnapshot().context.error).toBe('unlock.lockedElsewhere')
    answer({ address })
    await new Promise((resolve) => setTimeout(resolve))
    expect(actor.getSnapshot().value).toBe('locked')
    otherTab.close()
    actor.stop()
  })

  it('a message that is not a lock (the auto-lock setting) leaves the unlock alone', async () => {
    const { actor, answer } = unlocking()
    await waitFor(actor, (s) => s.matches('locked'))
    actor.send({ type: 'vault.unlock', password: new Secret('correct horse') })
    const otherTab = new BroadcastChannel(VAULT_CHANNEL)
    otherTab.postMessage({ type: 'autoLock', minutes: 1 })
    answer({ address })
    await waitFor(actor, (s) => s.matches('unlocked'))
    expect(actor.getSnapshot().context.error).toBeNull()
    otherTab.close()
    actor.stop()
  })

  it('the worker refusing because a lock came first (VaultLockedError) says so, not “wrong password”', () => {
    const actor = createActor(testMachine).start()
    actor.send({
      type: 'xstate.done.actor.readVaultStatus',
      output: { exists: true, address, kind: 'mnemonic' },
    } as never)
    actor.send({ type: 'vault.unlock', password: new Secret('correct horse') })
    actor.send({ type: 'xstate.error.actor.unlockVault', error: new VaultLockedError() } as never)
    expect(actor.getSnapshot().value).toBe('locked')
    expect(actor.getSnapshot().context.error).toBe('unlock.lockedElsewhere')
  })
})

describe('sessionMachine, the user name in storage', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** The session with a store that starts from `stored` and records what it is told to write. */
  function withStore(stored: string | null) {
    const writes: (string | null)[] = []
    const machine = testMachine.provide({
      actors: {
        usernameStore: fromCallback<UsernameStoreEvent>(({ sendBack, receive }) => {
          sendBack({ type: 'user.read', username: stored })
          receive((event) => writes.push(event.username))
        }),
      },
    })
    return { actor: createActor(machine).start(), writes }
  }

  it('has the stored name as soon as it starts, and writes nothing for it', () => {
    const { actor, writes } = withStore('Ana')
    expect(actor.getSnapshot().context.username).toBe('Ana')
    expect(writes).toEqual([])
  })

  it('keeps a new name trimmed, never a blank one, and removes it on sign-out', () => {
    const { actor, writes } = withStore(null)
    actor.send({ type: 'user.set', username: '   ' })
    actor.send({ type: 'user.set', username: ' Bea ' })
    actor.send({
      type: 'xstate.done.actor.readVaultStatus',
      output: { exists: true, address, kind: 'mnemonic' },
    } as never)
    actor.send({ type: 'session.signOut' })
    actor.send({ type: 'xstate.done.actor.forgetVault' } as never)
    expect(writes).toEqual(['Bea', null])
  })

  it('the real store reads and writes localStorage `user`', () => {
    const items = new Map([['user', 'Ana']])
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    })
    const machine = sessionMachine.provide({
      actors: {
        readVaultStatus: fromPromise<StoredWallet>(never),
        watchVaultLock: fromCallback(() => {}),
        accountsStore: fromCallback(() => {}),
      },
    })
    const actor = createActor(machine).start()
    expect(actor.getSnapshot().context.username).toBe('Ana')
    actor.send({ type: 'user.set', username: 'Bea' })
    expect(items.get('user')).toBe('Bea')
    actor.send({
      type: 'xstate.done.actor.readVaultStatus',
      output: { exists: true, address, kind: 'mnemonic' },
    } as never)
    actor.send({ type: 'wallet.forgotten' })
    expect(items.has('user')).toBe(false)
  })
})
