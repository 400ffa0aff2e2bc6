import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromCallback, fromPromise, setup } from 'xstate'
import type { TokenKey } from '../../src/domain/catalogue/tokens'
import type { NameLookup } from '../../src/domain/send'
import type { Intent, Plan } from '../../src/domain/write/types'
import { payeesMachine } from '../../src/machines/payees'
import { scannerMachine } from '../../src/machines/scanner'
import { sendMachine } from '../../src/machines/send'
import type { FeeQuote, SessionRef, TransferInput } from '../../src/machines/send/sendActors'
import { planMachine, REVIEW_SETTLE_MS } from '../../src/machines/write/planMachine'
import { answeringReview, facts, hash1, simulated } from './planFixtures'

/**
 * The send dialog's machine links its own children and the app's session (DESIGN.md §1: parents link their
 * children, never a view's effect): the session's balances reach the form, a broadcast asks the session to
 * read them again, what the scanner reads fills the form, and the payees panel follows the form's network.
 */
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const payee = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const usdcPolygon = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'

type Balances = Partial<Record<TokenKey, bigint>>

/** The part of the app's session the dialog reads, and the refreshes it was asked for. */
const fakeSession = setup({
  types: {
    context: {} as { balances: Balances; watchOnly: boolean; refreshes: number },
    events: {} as { type: 'balances.set'; balances: Balances } | { type: 'session.refresh' },
    input: {} as { balances: Balances; watchOnly?: boolean },
  },
}).createMachine({
  context: ({ input }) => ({ balances: input.balances, watchOnly: input.watchOnly ?? false, refreshes: 0 }),
  on: {
    'balances.set': { actions: assign({ balances: ({ event }) => event.balances }) },
    'session.refresh': { actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }) },
  },
})

const transferPlan = (intent: Intent): Plan => ({
  intent,
  network: intent.network,
  chainId: 1,
  from: address,
  calls: [{ step: 'transfer', to: payee, value: 0n, amount: 0n, target: payee }],
})

/** Every I/O stubbed: the plan signs and broadcasts at once; the scanner reads `code` once its video is ready. */
function start(session: ReturnType<typeof createActor<typeof fakeSession>> | null, code = '') {
  const machine = sendMachine.provide({
    actors: {
      quoteFee: fromPromise<FeeQuote, TransferInput>(async () => ({
        maxFee: 21_000n * 10n ** 9n,
        usd: null,
      })),
      resolveName: fromPromise<NameLookup, { text: string }>(() => new Promise<never>(() => {})),
      rememberRecipient: fromPromise(async () => {}),
      watchKnownAddresses: fromCallback(() => {}),
      payees: payeesMachine.provide({ actors: { watchPayees: fromCallback(() => {}) } }),
      scanner: scannerMachine.provide({
        actors: {
          camera: fromCallback(() => {}),
          decodeFrames: fromCallback(({ sendBack }) => sendBack({ type: 'code.detected', data: code })),
        },
      }),
      planFlow: planMachine.provide({
        actors: {
          preparePlan: fromPromise<Plan, { intent: Intent; from: `0x${string}` | null }>(async ({ input }) =>
            transferPlan(input.intent),
          ),
          simulatePlan: fromPromise(async ({ input }: { input: { plan: Plan } }) => ({
            simulated: simulated(input.plan),
            facts,
          })),
          reviewPlan: answeringReview,
          executePlan: fromCallback(({ sendBack }) => {
            sendBack({ type: 'execute.broadcast', index: 0, hash: hash1 })
            sendBack({ type: 'execute.done' })
          }),
        },
      }),
    },
  })
  return createActor(machine, {
    input: { address, session: session as unknown as SessionRef | null, decimalSeparator: ',' },
  }).start()
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the send dialog links its children and the session itself', () => {
  it("starts with the session's balances and follows them as they change", () => {
    const session = createActor(fakeSession, { input: { balances: { ETH: 10n ** 18n } } }).start()
    const send = start(session)
    expect(send.getSnapshot().context.balances).toEqual({ ETH: 10n ** 18n })
    session.send({ type: 'balances.set', balances: { ETH: 3n * 10n ** 18n, USDC: 5_000_000n } })
    expect(send.getSnapshot().context.balances).toEqual({ ETH: 3n * 10n ** 18n, USDC: 5_000_000n })
    send.stop()
    // Once the dialog is gone, the session's changes reach nothing.
    session.send({ type: 'balances.set', balances: { ETH: 1n } })
    expect(send.getSnapshot().context.balances).toEqual({ ETH: 3n * 10n ** 18n, USDC: 5_000_000n })
  })

  it('takes watch-only from the session: a watched account is refused', () => {
    const session = createActor(fakeSession, {
      input: { balances: { ETH: 10n ** 18n }, watchOnly: true },
    }).start()
    expect(start(session).getSnapshot().context.watchOnly).toBe(true)
  })

  it('asks the session to read the balances again once, when the transfer is broadcast', async () => {
    const session = createActor(fakeSession, { input: { balances: { ETH: 2n * 10n ** 18n } } }).start()
    const send = start(session)
    send.send({ type: 'recipient.change', recipient: payee })
    send.send({ type: 'amount.change', amountText: '1' })
    send.send({ type: 'send.submit' })
    await vi.advanceTimersByTimeAsync(REVIEW_SETTLE_MS)
    expect(send.getSnapshot().value).toEqual({ idle: 'review' })
    expect(session.getSnapshot().context.refreshes).toBe(0)
    send.getSnapshot().children.plan?.send({ type: 'review.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    expect(send.getSnapshot().value).toBe('success')
    expect(session.getSnapshot().context.refreshes).toBe(1)
    send.stop()
  })

  it('fills the form with what its scanner reads, and the payees panel follows the network', () => {
    const send = start(null, `ethereum:${usdcPolygon}@137/transfer?address=${payee}&uint256=2500000`)
    const { scanner, payees } = send.getSnapshot().children
    expect(payees?.getSnapshot().context.network).toBe('ethereum')
    scanner?.send({ type: 'scanner.open' })
    scanner?.send({ type: 'video.ready', video: null as unknown as HTMLVideoElement })
    const { context } = send.getSnapshot()
    expect([context.network, context.tokenKey, context.recipient, context.amountText]).toEqual([
      'polygon',
      'USDC-POLYGON',
      payee,
      '2,5',
    ])
    expect(payees?.getSnapshot().context.network).toBe('polygon')
    send.send({ type: 'network.change', network: 'arbitrum' })
    expect(payees?.getSnapshot().context.network).toBe('arbitrum')
    send.stop()
  })
})
