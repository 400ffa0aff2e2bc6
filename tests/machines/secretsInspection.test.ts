import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, createActor, type InspectionEvent, waitFor } from 'xstate'
import { liveOnboardingMachine } from '../../src/machines/onboarding/onboardingActors'
import { liveSecretPageMachine } from '../../src/machines/secrets/secretPageActors'
import { inspect as appInspect } from '../../src/machines/shared/inspect'

/** Two wallets the stubbed worker makes, and a key it reveals: words no machine, state or text key uses. */
const FIRST = 'letter advice cage absurd amount doctor acoustic avoid letter advice cage above'
const SECOND = 'scheme spot photo card baby mountain device kick cradle pact join borrow'
const ACCOUNT = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const PASTED = 'panda eyebrow bullet gorilla call smoke muffin taste mesh discover soft ostrich'

/** What the stubbed worker was asked: the create tokens it saw. */
const tokens: string[] = []
const fakeVault = {
  setPassword: async () => {},
  create: async (token: string) => {
    tokens.push(token)
    const mnemonic = tokens.length === 1 ? FIRST : SECOND
    return { address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', mnemonic, privateKey: KEY }
  },
  status: async () => ({
    hasMnemonic: true,
    hasPrivateKey: true,
    accounts: [{ index: 0, address: ACCOUNT, name: null, hidden: false }],
  }),
  reveal: async () => {
    revealed++
    return KEY
  },
}
/** How many times a machine asked the stubbed worker for a secret. */
let revealed = 0
vi.mock('../../src/workers/vaultClient', () => ({ getVault: () => fakeVault }))
/** How many times a machine read the clipboard. */
let clipboardReads = 0
vi.stubGlobal('navigator', {
  clipboard: {
    readText: async () => {
      clipboardReads++
      return PASTED
    },
    writeText: async () => {},
  },
})
afterAll(() => vi.unstubAllGlobals())

/** An inspection event as JSON, walked whole (each actor named, never walked: that is another event). */
function json(event: InspectionEvent): string {
  const seen = new WeakSet<object>()
  const isActor = (v: object) => 'sessionId' in v && 'send' in v
  return JSON.stringify(event, (key, value) => {
    if (key === 'actorRef' || key === 'sourceRef') return undefined
    if (typeof value === 'bigint') return `${value}n`
    if (typeof value === 'function') return undefined
    if (value && typeof value === 'object') {
      if (isActor(value)) return `[actor ${(value as AnyActorRef).id}]`
      if (seen.has(value)) return '[seen]'
      seen.add(value)
    }
    return value
  })
}

/** Every text a leak would show: each word on its own, the key's hex and the create tokens. */
function leaked(text: string): string[] {
  const lower = text.toLowerCase()
  const words = [...FIRST.split(' '), ...SECOND.split(' '), ...PASTED.split(' ')]
  const found = words.filter((w) => new RegExp(`\\b${w}\\b`).test(lower))
  if (lower.includes(KEY.slice(2))) found.push('the key')
  for (const token of tokens) if (lower.includes(token.toLowerCase())) found.push('a create token')
  return found
}

/** Records what the app's inspect hook is given, and feeds it on to the hook (the debug panel's store). */
function capturing() {
  const events: InspectionEvent[] = []
  const inspect = (event: InspectionEvent) => {
    events.push(event)
    appInspect.next?.(event)
  }
  return { events, inspect }
}

const session = { send: () => {} } as never

beforeEach(() => {
  tokens.length = 0
})

describe('secrets never become events', () => {
  it('the import screen’s machine never reads the clipboard: Pegar is the signer’s frame’s', async () => {
    const { events, inspect } = capturing()
    const actor = createActor(liveOnboardingMachine(session), {
      input: { step: 'import', mode: 'import' },
      inspect,
    }).start()
    actor.send({ type: 'import.done', address: ACCOUNT, kind: 'mnemonic' })
    // The stubbed worker holds no wallet open: the machine goes back to wait for the frame.
    await waitFor(actor, (s) => s.matches({ import: 'importing' }))
    expect(clipboardReads).toBe(0)
    expect(events.flatMap((e) => leaked(json(e)))).toEqual([])
  })

  it('the secret pages: the page’s machine never asks the worker for the key (the signer’s frame shows it)', async () => {
    const { events, inspect } = capturing()
    const actor = createActor(liveSecretPageMachine, {
      input: { what: 'privateKey', account: ACCOUNT },
      inspect,
    }).start()
    await waitFor(actor, (s) => s.matches('hidden'))
    actor.send({ type: 'secret.shown' })
    expect(actor.getSnapshot().matches('shown')).toBe(true)
    expect(revealed).toBe(0)
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(KEY.slice(2, 12))
    expect(events.flatMap((e) => leaked(json(e)))).toEqual([])
  })
})
