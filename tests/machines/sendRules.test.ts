import { InsufficientFundsError } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { Intent, Plan, SimulatedPlan } from '../../src/chain/pipeline/types'
import { errorMessage } from '../../src/domain/errors/message'
import { payeesMachine } from '../../src/machines/payees'
import { checkForm, exceedsWithFee, sendMachine } from '../../src/machines/send'
import type { FeeQuote, TransferInput } from '../../src/machines/send/sendActors'
import { type ExecuteEvent, planMachine, REVIEW_SETTLE_MS } from '../../src/machines/write/planMachine'
import { answeringReview, facts, simulated } from './planFixtures'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const payee = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const usdcPolygon = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
const hash = `0x${'cd'.repeat(32)}` as const

/** A transfer plan as the chain layer makes it: one call, to the recipient. */
const transferPlan = (intent: Intent, from: `0x${string}`): Plan => ({
  intent,
  network: intent.network,
  chainId: 1,
  from,
  calls: [
    {
      step: 'transfer',
      to: intent.kind === 'transfer' ? intent.to : from,
      value: 0n,
      ...('tokenKey' in intent ? { tokenKey: intent.tokenKey } : {}),
      amount: intent.kind === 'transfer' ? intent.amount : 0n,
      target: intent.kind === 'transfer' ? intent.to : '',
    },
  ],
})

/** The send dialog with the pipeline's I/O replaced: `send` plays signing and broadcasting one intent. */
function start(send: (intent: Intent) => Promise<{ hash: `0x${string}` }>) {
  const calls: Intent[] = []
  const plan = planMachine.provide({
    actors: {
      preparePlan: fromPromise(async ({ input }: { input: { intent: Intent; from: `0x${string}` | null } }) =>
        transferPlan(input.intent, input.from ?? address),
      ),
      simulatePlan: fromPromise(async ({ input }: { input: { plan: Plan } }) => ({
        simulated: simulated(input.plan),
        facts,
      })),
      reviewPlan: answeringReview,
      executePlan: fromCallback<ExecuteEvent, { simulated: SimulatedPlan; reviewId: string }>(
        ({ input, sendBack }) => {
          calls.push(input.simulated.intent)
          send(input.simulated.intent).then(
            ({ hash: sent }) => {
              sendBack({ type: 'execute.broadcast', index: 0, hash: sent })
              sendBack({ type: 'execute.done' })
            },
            (error: unknown) => sendBack({ type: 'execute.error', error: errorMessage(error) }),
          )
        },
      ),
    },
  })
  const machine = sendMachine.provide({
    actors: {
      quoteFee: fromPromise<FeeQuote, TransferInput>(async () => ({
        maxFee: 42_000n * 10n ** 9n,
        usd: 0.12,
      })),
      planFlow: plan,
      rememberRecipient: fromPromise(async () => {}),
      watchKnownAddresses: fromCallback(() => {}),
      // The payees panel's child, its storage replaced (no IndexedDB here).
      payees: payeesMachine.provide({ actors: { watchPayees: fromCallback(() => {}) } }),
    },
  })
  const actor = createActor(machine, {
    input: {
      address,
      balances: { ETH: 1_234_567_890_123_456_789n, 'USDC-POLYGON': 5_000_000n },
      decimalSeparator: ',',
    },
  }).start()
  return { actor, calls }
}

/** Enviar, then the review answers and Confirmar is pressed on it. */
async function submitAndConfirm(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'send.submit' })
  await vi.advanceTimersByTimeAsync(REVIEW_SETTLE_MS)
  expect(actor.getSnapshot().value).toEqual({ idle: 'review' })
  actor.getSnapshot().children.plan?.send({ type: 'review.confirm' })
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('send dialog rules', () => {
  it('disables Send with an empty recipient or amount, or an amount above the balance', () => {
    const { actor } = start(async () => ({ hash }))
    const can = () => actor.getSnapshot().can({ type: 'send.submit' })
    expect(can()).toBe(false)
    actor.send({ type: 'recipient.change', recipient: payee })
    expect(can()).toBe(false)
    actor.send({ type: 'amount.change', amountText: '2' })
    expect(can()).toBe(false)
    expect(checkForm(actor.getSnapshot().context).amount).toMatchObject({ problem: 'exceedsBalance' })
    actor.send({ type: 'amount.change', amountText: '1,2' })
    expect(can()).toBe(true)
  })

  it('Máx. leaves the network fee (and a quarter more) for the native coin, written with a decimal comma', async () => {
    const { actor } = start(async () => ({ hash }))
    actor.send({ type: 'amount.max' })
    expect(actor.getSnapshot().value).toEqual({ idle: 'maxing' })
    await vi.advanceTimersByTimeAsync(0)
    // 1.234567890123456789 ETH − 42 000 gwei × 1.25 of fee reserve
    expect(actor.getSnapshot().context.amountText).toBe('1,234515390123456789')
    expect(checkForm(actor.getSnapshot().context).amount).toEqual({
      ok: true,
      value: 1_234_515_390_123_456_789n,
    })
  })

  it('Máx. fills the full balance of a token exactly', () => {
    const { actor } = start(async () => ({ hash }))
    actor.send({ type: 'network.change', network: 'polygon' })
    actor.send({ type: 'token.change', tokenKey: 'USDC-POLYGON' })
    actor.send({ type: 'amount.max' })
    expect(actor.getSnapshot().context.amountText).toBe('5')
    expect(checkForm(actor.getSnapshot().context).amount).toEqual({ ok: true, value: 5_000_000n })
  })

  it('disables Enviar once the quoted fee shows amount + fee of the native coin do not fit', async () => {
    const { actor } = start(async () => ({ hash }))
    const can = () => actor.getSnapshot().can({ type: 'send.submit' })
    actor.send({ type: 'recipient.change', recipient: payee })
    actor.send({ type: 'amount.change', amountText: '1,23456' })
    expect(can()).toBe(true)
    await vi.advanceTimersByTimeAsync(400)
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoted' })
    // 1.23456 + 0.000042 > 1.234567890123456789
    expect(exceedsWithFee(actor.getSnapshot().context)).toBe(true)
    expect(can()).toBe(false)
    actor.send({ type: 'amount.change', amountText: '1,2345' })
    await vi.advanceTimersByTimeAsync(400)
    expect(exceedsWithFee(actor.getSnapshot().context)).toBe(false)
    expect(can()).toBe(true)
  })

  it('changing network picks its first token and clears amount and status', async () => {
    const { actor } = start(async () => {
      throw new InsufficientFundsError()
    })
    actor.send({ type: 'recipient.change', recipient: payee })
    actor.send({ type: 'amount.change', amountText: '1' })
    await submitAndConfirm(actor)
    await vi.runAllTimersAsync()
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toEqual({ key: 'error.insufficientFunds' })
    actor.send({ type: 'network.change', network: 'polygon' })
    const { context, value } = actor.getSnapshot()
    expect(value).toEqual({ idle: 'editing' })
    expect([context.tokenKey, context.amountText, context.error, context.recipient]).toEqual([
      'MATIC',
      '',
      null,
      payee,
    ])
  })

  it('one click sends one transaction: a second submit while sending is ignored', async () => {
    let finish: (v: { hash: `0x${string}` }) => void = () => {}
    const { actor, calls } = start(() => new Promise((resolve) => (finish = resolve)))
    actor.send({ type: 'recipient.change', recipient: payee })
    actor.send({ type: 'amount.change', amountText: '0,5' })
    actor.send({ type: 'send.submit' })
    actor.send({ type: 'send.submit' })
    await vi.advanceTimersByTimeAsync(REVIEW_SETTLE_MS)
    expect(actor.getSnapshot().can({ type: 'send.submit' })).toBe(false)
    const review = actor.getSnapshot().children.plan
    review?.send({ type: 'review.confirm' })
    review?.send({ type: 'review.confirm' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'send.submit' })).toBe(false)
    finish({ hash })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('success')
    expect(calls).toEqual([
      { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to: payee, amount: 5n * 10n ** 17n },
    ])
  })

  it('success shows the explorer link, then after 2 s closes and clears the fields', async () => {
    const { actor } = start(async () => ({ hash }))
    const closed = vi.fn()
    const sent = vi.fn()
    actor.on('send.closed', closed)
    actor.on('send.sent', sent)
    actor.send({ type: 'recipient.change', recipient: payee })
    actor.send({ type: 'amount.change', amountText: '1' })
    await submitAndConfirm(actor)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.explorerUrl).toBe(`https://etherscan.io/tx/${hash}`)
    expect(sent).toHaveBeenCalledWith({ type: 'send.sent', hash })
    await vi.advanceTimersByTimeAsync(1999)
    expect(closed).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(closed).toHaveBeenCalledOnce()
    const { context, value } = actor.getSnapshot()
    expect(value).toEqual({ idle: 'editing' })
    expect([context.recipient, context.amountText, context.txHash]).toEqual(['', '', null])
  })

  it('a failure without a message says Transaction failed', async () => {
    const { actor } = start(() => Promise.reject(undefined))
    actor.send({ type: 'recipient.change', recipient: payee })
    actor.send({ type: 'amount.change', amountText: '1' })
    await submitAndConfirm(actor)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.error).toEqual({ key: 'pipeline.transactionFailed' })
  })

  it('Enviar only reviews; Volver goes back to the form with nothing sent and the fields kept', async () => {
    const { actor, calls } = start(async () => ({ hash }))
    actor.send({ type: 'recipient.change', recipient: payee })
    actor.send({ type: 'amount.change', amountText: '1' })
    actor.send({ type: 'send.submit' })
    await vi.advanceTimersByTimeAsync(0)
    const review = actor.getSnapshot().children.plan
    expect(review?.getSnapshot().value).toEqual({ reviewing: 'settling' })
    expect(review?.getSnapshot().context.simulated?.calls).toMatchObject([
      { step: 'transfer', tokenKey: 'ETH', amount: 10n ** 18n, target: payee },
    ])
    actor.send({ type: 'amount.change', amountText: '0,1' })
    expect(actor.getSnapshot().context.amountText).toBe('1')
    review?.send({ type: 'review.back' })
    await vi.advanceTimersByTimeAsync(0)
    const { context, value } = actor.getSnapshot()
    expect(value).toEqual({ idle: 'editing' })
    expect([context.recipient, context.amountText, context.error]).toEqual([payee, '1', null])
    expect(calls).toEqual([])
  })

  it('every broadcast of the plan ends in success with the last hash and its explorer link', async () => {
    const { actor, calls } = start(async () => ({ hash }))
    actor.send({ type: 'token.change', tokenKey: 'USDC-POLYGON' })
    actor.send({ type: 'network.change', network: 'polygon' })
    actor.send({ type: 'token.change', tokenKey: 'USDC-POLYGON' })
    actor.send({ type: 'recipient.change', recipient: payee })
    actor.send({ type: 'amount.change', amountText: '2,5' })
    await submitAndConfirm(actor)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual([
      { kind: 'transfer', network: 'polygon', tokenKey: 'USDC-POLYGON', to: payee, amount: 2_500_000n },
    ])
    expect(actor.getSnapshot().context.explorerUrl).toBe(`https://polygonscan.com/tx/${hash}`)
  })

  it('quotes the network fee once the form is good', async () => {
    const { actor } = start(async () => ({ hash }))
    actor.send({ type: 'recipient.change', recipient: payee })
    actor.send({ type: 'amount.change', amountText: '1' })
    await vi.advanceTimersByTimeAsync(400)
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoted' })
    expect(actor.getSnapshot().context.fee).toEqual({ maxFee: 42_000n * 10n ** 9n, usd: 0.12 })
  })

  it('a scanned EIP-681 token link fills recipient, network, token and amount', () => {
    const { actor } = start(async () => ({ hash }))
    actor.send({
      type: 'scan.result',
      data: `ethereum:${usdcPolygon}@137/transfer?address=${payee}&uint256=1500000`,
    })
    const c = actor.getSnapshot().context
    expect([c.recipient, c.network, c.tokenKey, c.amountText]).toEqual([
      payee,
      'polygon',
      'USDC-POLYGON',
      '1,5',
    ])
    actor.send({ type: 'scan.result', data: `ethereum:0x${'1'.repeat(40)}@137/transfer?address=${payee}` })
    expect(actor.getSnapshot().context.error).toEqual({ key: 'pipeline.tokenNotSupported' })
    actor.send({ type: 'scan.result', data: 'https://example.com' })
    expect(actor.getSnapshot().context.notice).toBe('send.scan.unknown')
  })

  it('warns about a look-alike of a known address and refuses a bad checksum', () => {
    const { actor } = start(async () => ({ hash }))
    actor.send({ type: 'known.update', addresses: [payee] })
    actor.send({ type: 'recipient.change', recipient: '0x5aaeb0000000000000000000000000000001eaed' })
    expect(checkForm(actor.getSnapshot().context).recipient).toMatchObject({ ok: true, lookalike: payee })
    actor.send({ type: 'recipient.change', recipient: payee.replace('a', 'A') })
    expect(checkForm(actor.getSnapshot().context).recipient).toEqual({ ok: false, problem: 'checksum' })
  })
})
