import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromCallback, fromPromise, setup } from 'xstate'
import type { TokenKey } from '../../src/domain/catalogue/tokens'
import type { NameLookup } from '../../src/domain/send'
import type { Intent, Plan } from '../../src/domain/write/types'
import { payeesMachine } from '../../src/machines/payees'
import { sendDialogMachine, sendMachine } from '../../src/machines/send'
import type { FeeQuote, SessionRef, TransferInput } from '../../src/machines/send/sendActors'
import { planMachine, REVIEW_SETTLE_MS } from '../../src/machines/write/planMachine'
import { answeringReview, facts, hash1, simulated } from './planFixtures'

/**
 * The Send dialog's machine owns the form's machine (DESIGN.md §1: parents spawn their children): a fresh form
 * on each opening, for the session's wallet; closing stops it; the form's own close 2 s after a send closes
 * the dialog, with no view in between.
 */
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const payee = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const session = setup({
  types: { context: {} as { address: `0x${string}`; balances: Partial<Record<TokenKey, bigint>> } },
}).createMachine({
  context: { address, balances: { ETH: 2n * 10n ** 18n } },
  on: { 'session.refresh': { actions: assign({}) } },
})

const dialogMachine = sendDialogMachine.provide({
  actors: {
    send: sendMachine.provide({
      actors: {
        quoteFee: fromPromise<FeeQuote, TransferInput>(async () => ({
          maxFee: 21_000n * 10n ** 9n,
          usd: null,
        })),
        resolveName: fromPromise<NameLookup, { text: string }>(() => new Promise<never>(() => {})),
        rememberRecipient: fromPromise(async () => {}),
        watchKnownAddresses: fromCallback(() => {}),
        payees: payeesMachine.provide({ actors: { watchPayees: fromCallback(() => {}) } }),
        planFlow: planMachine.provide({
          actors: {
            preparePlan: fromPromise<Plan, { intent: Intent; from: `0x${string}` | null }>(
              async ({ input }) => ({
                intent: input.intent,
                network: input.intent.network,
                chainId: 1,
                from: address,
                calls: [{ step: 'transfer', to: payee, value: 0n, amount: 0n, target: payee }],
              }),
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
    }),
  },
})

function start() {
  const app = createActor(session).start()
  return createActor(dialogMachine, { input: { session: app as unknown as SessionRef } }).start()
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the Send dialog', () => {
  it("opens a fresh form for the session's wallet each time, and stops it on close", () => {
    const dialog = start()
    expect(dialog.getSnapshot().context.send).toBeNull()
    dialog.send({ type: 'dialog.open', decimalSeparator: ',' })
    const first = dialog.getSnapshot().context.send
    expect(first?.getSnapshot().context).toMatchObject({
      address,
      balances: { ETH: 2n * 10n ** 18n },
      decimalSeparator: ',',
    })
    first?.send({ type: 'recipient.change', recipient: payee })
    dialog.send({ type: 'dialog.close' })
    expect(dialog.getSnapshot().value).toBe('closed')
    expect(first?.getSnapshot().status).toBe('stopped')
    dialog.send({ type: 'dialog.open', decimalSeparator: '.' })
    const second = dialog.getSnapshot().context.send
    expect(second).not.toBe(first)
    expect(second?.getSnapshot().context).toMatchObject({ recipient: '', decimalSeparator: '.' })
  })

  it('closes itself 2 s after the transfer is sent, not before', async () => {
    const dialog = start()
    dialog.send({ type: 'dialog.open', decimalSeparator: ',' })
    const send = dialog.getSnapshot().context.send
    send?.send({ type: 'recipient.change', recipient: payee })
    send?.send({ type: 'amount.change', amountText: '1' })
    send?.send({ type: 'send.submit' })
    await vi.advanceTimersByTimeAsync(REVIEW_SETTLE_MS)
    send?.getSnapshot().children.plan?.send({ type: 'review.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    expect(send?.getSnapshot().value).toBe('success')
    await vi.advanceTimersByTimeAsync(1999)
    expect(dialog.getSnapshot().value).toBe('open')
    await vi.advanceTimersByTimeAsync(1)
    expect(dialog.getSnapshot().value).toBe('closed')
    expect(send?.getSnapshot().status).toBe('stopped')
  })
})
