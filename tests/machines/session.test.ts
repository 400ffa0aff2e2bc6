import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { NoVaultError, VaultLockedError } from '../../src/domain/errors'
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
    awaitUnlock: fromPromise<{ address: Address }>(never),
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
  { type: 'vault.awaitUnlock' },
  { type: 'xstate.done.actor.awaitUnlock', output: { address } },
  { type: 'xstate.error.actor.awaitUnlock', error: new NoVaultError() },
  {
    type: 'xstate.error.actor.awaitUnlock',
    error: new VaultLockedError({ details: 'locked while unlocking' }),
  },
  { type: 'vault.lock' },
  { type: 'xstate.done.actor.lockVault' },
  { type: 'vault.lockedElsewhere' },
  { type: 'session.signOut' },
  { type: 'xstate.done.actor.forgetVault' },
  { type: 'wallet.forgotten' },
  { type: 'wallet.storedElsewhere' },
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

  it('waits for the signer’s frame without being busy: other screens’ guards do not wait for the person', () => {
    const actor = started()
    actor.send({ type: 'vault.awaitUnlock' })
    expect(actor.getSnapshot().value).toBe('awaitingUnlock')
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'xstate.done.actor.awaitUnlock', output: { address } } as never)
    expect(actor.getSnapshot().value).toBe('unlocked')
    expect(actor.getSnapshot().context.wallet).toBe(address)
  })

  it('a wallet deleted meanwhile (NoVaultError) leaves no wallet', () => {
    const actor = started()
    actor.send({ type: 'vault.awaitUnlock' })
    actor.send({ type: 'xstate.error.actor.awaitUnlock', error: new NoVaultError() } as never)
    expect(actor.getSnapshot().value).toBe('noWallet')
    expect(actor.getSnapshot().context.wallet).toBeNull()
  })

  it('a wallet stored meanwhile elsewhere (a signer screen found it) is read again: the session is locked on it', async () => {
    let reads = 0
    const machine = testMachine.provide({
      actors: {
        readVaultStatus: fromPromise<StoredWallet>(async () => {
          reads++
          return reads === 1
            ? { exists: false, address: null, kind: null }
            : { exists: true, address, kind: 'privateKey' }
        }),
      },
    })
    const actor = createActor(machine).start()
    await waitFor(actor, (s) => s.matches('noWallet'))
    actor.send({ type: 'wallet.storedElsewhere' })
    await waitFor(actor, (s) => s.matches('locked'))
    expect(actor.getSnapshot().context).toMatchObject({ wallet: address, walletKind: 'privateKey' })
    expect(reads).toBe(2)
  })

  it('a wallet restored while waiting (“¿Olvidaste tu contraseña?”) opens', () => {
    const actor = started()
    actor.send({ type: 'vault.awaitUnlock' })
    actor.send({ type: 'wallet.ready', address, kind: 'mnemonic' })
    expect(actor.getSnapshot().value).toBe('unlocked')
  })

  it('a blank user name changes nothing; a padded one is trimmed', () => {
    const actor = started()
    const before = actor.getSnapshot().context.username
    actor.send({ type: 'user.set', username: '   ' })
    expect(actor.getSnapshot().context.username).toBe(before)
    actor.send({ type: 'user.set', username: '  Ana  ' })
    expect(actor.getSnapshot().context.username).toBe('Ana')
  })

  it('signing out clears name, wallet, balances, mode, loading flag and error', () => {
    const actor = started()
    actor.send({ type: 'user.set', username: 'Ana' })
    actor.send({ type: 'mode.set', mode: 'import' })
    actor.send({ type: 'vault.awaitUnlock' })
    actor.send({ type: 'xstate.done.actor.awaitUnlock', output: { address } } as never)
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

describe('sessionMachine, a lock from elsewhere while waiting for the unlock', () => {
  /** The session with the real vault-channel listener and a wait that answers when the test says. */
  function waiting() {
    let answer: (value: { address: Address }) => void = () => {}
    const machine = sessionMachine.provide({
      actors: {
        readVaultStatus: fromPromise<StoredWallet>(async () => ({ exists: true, address, kind: 'mnemonic' })),
        awaitUnlock: fromPromise<{ address: Address }>(() => new Promise((resolve) => (answer = resolve))),
        usernameStore: fromCallback(() => {}),
        accountsStore: fromCallback(() => {}),
      },
    })
    const actor = createActor(machine).start()
    return { actor, answer: (value: { address: Address }) => answer(value) }
  }

  it('another tab’s lock leaves the wait on: the frame says so and takes the password again', async () => {
    const { actor, answer } = waiting()
    await waitFor(actor, (s) => s.matches('locked'))
    actor.send({ type: 'vault.awaitUnlock' })
    const otherTab = new BroadcastChannel(VAULT_CHANNEL)
    otherTab.postMessage({ type: 'lock' })
    answer({ address })
    await waitFor(actor, (s) => s.matches('unlocked'))
    expect(actor.getSnapshot().context.error).toBeNull()
    otherTab.close()
    actor.stop()
  })

  it('the wait failing because a lock came first (VaultLockedError) says so, not “wrong password”', () => {
    const actor = createActor(testMachine).start()
    actor.send({
      type: 'xstate.done.actor.readVaultStatus',
      output: { exists: true, address, kind: 'mnemonic' },
    } as never)
    actor.send({ type: 'vault.awaitUnlock' })
    actor.send({ type: 'xstate.error.actor.awaitUnlock', error: new VaultLockedError() } as never)
    expect(actor.getSnapshot().value).toBe('locked')
    expect(actor.getSnapshot().context.error).toBe('unlock.lockedElsewhere')
  })
})

describe('sessionMachine, the wallet set aside or removed in a signer’s frame', () => {
  /** An open session with the real vault-channel listener, and every `signedOut` it emits. */
  async function open() {
    const machine = sessionMachine.provide({
      actors: {
        readVaultStatus: fromPromise<StoredWallet>(async () => ({ exists: true, address, kind: 'mnemonic' })),
        awaitUnlock: fromPromise<{ address: Address }>(async () => ({ address })),
        usernameStore: fromCallback(() => {}),
        accountsStore: fromCallback(() => {}),
      },
    })
    const actor = createActor(machine).start()
    const heard: unknown[] = []
    actor.on('signedOut', (event) => heard.push(event))
    await waitFor(actor, (s) => s.matches('locked'))
    actor.send({ type: 'vault.awaitUnlock' })
    await waitFor(actor, (s) => s.matches('unlocked'))
    return { actor, heard }
  }

  it('the signer’s lock saying the wallet is gone forgets it at once and says signedOut (the theme goes light), even if the removal frame’s answer never comes', async () => {
    const { actor, heard } = await open()
    const signer = new BroadcastChannel(VAULT_CHANNEL)
    signer.postMessage({ type: 'lock', gone: 'aside' })
    await waitFor(actor, (s) => s.matches('noWallet'))
    expect(actor.getSnapshot().context.wallet).toBeNull()
    expect(actor.getSnapshot().context.username).toBeNull()
    expect(heard).toEqual([{ type: 'signedOut', removed: false }])
    signer.close()
    actor.stop()
  })

  it('the signer’s lock saying the wallet was removed (Borrar datos) says signedOut with `removed`: the origin is wiped', async () => {
    const { actor, heard } = await open()
    const signer = new BroadcastChannel(VAULT_CHANNEL)
    signer.postMessage({ type: 'lock', gone: 'removed' })
    await waitFor(actor, (s) => s.matches('noWallet'))
    expect(heard).toEqual([{ type: 'signedOut', removed: true }])
    signer.close()
    actor.stop()
  })

  it('a plain lock (auto-lock, another tab’s Bloquear) only locks: no signedOut, the wallet stays', async () => {
    const { actor, heard } = await open()
    const otherTab = new BroadcastChannel(VAULT_CHANNEL)
    otherTab.postMessage({ type: 'lock' })
    await waitFor(actor, (s) => s.matches('locked'))
    expect(actor.getSnapshot().context.wallet).toBe(address)
    expect(heard).toEqual([])
    otherTab.close()
    actor.stop()
  })

  it('Cerrar sesión in this tab ends with signedOut once the wallet is forgotten; a locked tab that hears the wallet went says nothing', () => {
    const actor = createActor(testMachine).start()
    const heard: unknown[] = []
    actor.on('signedOut', (event) => heard.push(event))
    actor.send({
      type: 'xstate.done.actor.readVaultStatus',
      output: { exists: true, address, kind: 'mnemonic' },
    } as never)
    actor.send({ type: 'wallet.forgotten' })
    expect(actor.getSnapshot().value).toBe('noWallet')
    expect(heard).toEqual([])
    actor.send({ type: 'wallet.ready', address, kind: 'mnemonic' })
    actor.send({ type: 'session.signOut' })
    expect(heard).toEqual([])
    actor.send({ type: 'xstate.done.actor.forgetVault' } as never)
    expect(actor.getSnapshot().value).toBe('noWallet')
    expect(heard).toEqual([{ type: 'signedOut', removed: false }])
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
