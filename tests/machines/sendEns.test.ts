import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { Plan, SimulatedPlan } from '../../src/chain/pipeline/types'
import { EnsNameError, type NameLookup } from '../../src/domain/send'
import { payeesMachine } from '../../src/machines/payees'
import { checkForm, sendMachine } from '../../src/machines/send'
import type { FeeQuote, TransferInput } from '../../src/machines/send/sendActors'
import type { ReviewFacts } from '../../src/machines/write/planActors'
import { planMachine } from '../../src/machines/write/planMachine'
import { answeringReview, facts, silentPlanActors, simulated } from './planFixtures'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const ana = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const pagos = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const

/** The send dialog whose ENS lookups wait until the test answers them, one by one. */
function start() {
  const asked: { text: string; answer: (lookup: NameLookup) => void }[] = []
  const quoted: TransferInput[] = []
  const machine = sendMachine.provide({
    actors: {
      resolveName: fromPromise<NameLookup, { text: string }>(
        ({ input }) => new Promise((answer) => asked.push({ text: input.text, answer })),
      ),
      quoteFee: fromPromise<FeeQuote, TransferInput>(async ({ input }) => {
        quoted.push(input)
        return { maxFee: 21_000n * 10n ** 9n, usd: 0.06 }
      }),
      planFlow: planMachine.provide({ actors: silentPlanActors }),
      rememberRecipient: fromPromise(async () => {}),
      watchKnownAddresses: fromCallback(() => {}),
      // The payees panel's child, its storage replaced (no IndexedDB here).
      payees: payeesMachine.provide({ actors: { watchPayees: fromCallback(() => {}) } }),
    },
  })
  const actor = createActor(machine, {
    input: { address, balances: { ETH: 2n * 10n ** 18n, 'USDC-POLYGON': 5_000_000n }, decimalSeparator: ',' },
  }).start()
  const recipient = () => checkForm(actor.getSnapshot().context).recipient
  const canSend = () => actor.getSnapshot().can({ type: 'send.submit' })
  return { actor, asked, quoted, recipient, canSend }
}

const resolved = (text: string, name: string, to: `0x${string}`): NameLookup => ({
  text,
  status: 'resolved',
  name,
  address: to,
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the send form looking up an ENS name', () => {
  it('waits for typing to pause 400 ms, looks the name up once, then quotes the fee to its address', async () => {
    const { actor, asked, quoted, recipient, canSend } = start()
    actor.send({ type: 'amount.change', amountText: '0,5' })
    actor.send({ type: 'recipient.change', recipient: ' Ana.ETH ' })
    await vi.advanceTimersByTimeAsync(399)
    expect(asked).toHaveLength(0)
    expect(recipient()).toEqual({ ok: false, problem: 'nameResolving' })
    expect(canSend()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toEqual({ idle: 'resolving' })
    expect(asked.map((a) => a.text)).toEqual(['Ana.ETH'])
    asked[0]?.answer(resolved('Ana.ETH', 'ana.eth', ana))
    await vi.advanceTimersByTimeAsync(0)
    expect(recipient()).toEqual({ ok: true, address: ana, lookalike: null, name: 'ana.eth' })
    expect(quoted.at(-1)?.to).toBe(ana)
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoted' })
    expect(canSend()).toBe(true)
    // Editing the amount keeps the answer: nothing is asked again.
    actor.send({ type: 'amount.change', amountText: '0,25' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(asked).toHaveLength(1)
    expect(quoted.at(-1)).toMatchObject({ to: ana, amount: 250_000_000_000_000_000n })
  })

  it('never asks ENS for a typed 0x address: its send costs the requests it always did', async () => {
    const { actor, asked, quoted, canSend } = start()
    actor.send({ type: 'amount.change', amountText: '0,5' })
    actor.send({ type: 'recipient.change', recipient: ana })
    await vi.advanceTimersByTimeAsync(400)
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoted' })
    expect(asked).toHaveLength(0)
    expect(quoted).toHaveLength(1)
    expect(canSend()).toBe(true)
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().children.plan?.getSnapshot().context.recipientName).toBeNull()
  })

  it('ignores an answer for a name that is no longer typed, and asks for the new one', async () => {
    const { actor, asked, recipient } = start()
    actor.send({ type: 'recipient.change', recipient: 'ana.eth' })
    await vi.advanceTimersByTimeAsync(400)
    actor.send({ type: 'recipient.change', recipient: 'pagos.ana.eth' })
    // The first lookup answers late, after the text changed: nothing of it reaches the form.
    asked[0]?.answer(resolved('ana.eth', 'ana.eth', ana))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.lookup).toBeNull()
    expect(recipient()).toEqual({ ok: false, problem: 'nameResolving' })
    await vi.advanceTimersByTimeAsync(400)
    expect(asked.map((a) => a.text)).toEqual(['ana.eth', 'pagos.ana.eth'])
    asked[1]?.answer(resolved('pagos.ana.eth', 'pagos.ana.eth', pagos))
    await vi.advanceTimersByTimeAsync(0)
    expect(recipient()).toMatchObject({ ok: true, address: pagos, name: 'pagos.ana.eth' })
    // Back to the first name: its old answer is gone, so it is asked again rather than trusted.
    actor.send({ type: 'recipient.change', recipient: 'ana.eth' })
    expect(recipient()).toEqual({ ok: false, problem: 'nameResolving' })
    await vi.advanceTimersByTimeAsync(400)
    expect(asked).toHaveLength(3)
  })

  it('refuses a name with no address: the message names it and Enviar stays disabled', async () => {
    const { actor, asked, recipient, canSend } = start()
    actor.send({ type: 'amount.change', amountText: '1' })
    actor.send({ type: 'recipient.change', recipient: 'nadie.eth' })
    await vi.advanceTimersByTimeAsync(400)
    asked[0]?.answer({ text: 'nadie.eth', status: 'notFound', name: 'nadie.eth' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(recipient()).toEqual({ ok: false, problem: 'nameNotFound' })
    expect(canSend()).toBe(false)
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' })
    expect(asked).toHaveLength(1)
    expect(actor.getSnapshot().can({ type: 'recipient.retry' })).toBe(false)
  })

  it('offers to look up again when the network did not answer', async () => {
    const { actor, asked, recipient, canSend } = start()
    actor.send({ type: 'amount.change', amountText: '1' })
    actor.send({ type: 'recipient.change', recipient: 'ana.eth' })
    await vi.advanceTimersByTimeAsync(400)
    asked[0]?.answer({ text: 'ana.eth', status: 'unreachable' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(recipient()).toEqual({ ok: false, problem: 'nameUnreachable' })
    expect(asked).toHaveLength(1)
    actor.send({ type: 'recipient.retry' })
    expect(actor.getSnapshot().value).toEqual({ idle: 'resolving' })
    asked[1]?.answer(resolved('ana.eth', 'ana.eth', ana))
    await vi.advanceTimersByTimeAsync(0)
    expect(canSend()).toBe(true)
    expect(actor.getSnapshot().can({ type: 'recipient.retry' })).toBe(false)
  })

  it('never looks a name up on Polygon: it says names work on Ethereum only', async () => {
    const { actor, asked, recipient, canSend } = start()
    actor.send({ type: 'network.change', network: 'polygon' })
    actor.send({ type: 'token.change', tokenKey: 'USDC-POLYGON' })
    actor.send({ type: 'amount.change', amountText: '1' })
    actor.send({ type: 'recipient.change', recipient: 'ana.eth' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(asked).toHaveLength(0)
    expect(recipient()).toEqual({ ok: false, problem: 'nameWrongNetwork' })
    expect(canSend()).toBe(false)
    // Switching to Ethereum looks it up.
    actor.send({ type: 'network.change', network: 'ethereum' })
    await vi.advanceTimersByTimeAsync(400)
    expect(asked.map((a) => a.text)).toEqual(['ana.eth'])
  })

  it('hands the plan the resolved address as the recipient and the name for display only', async () => {
    const { actor, asked } = start()
    actor.send({ type: 'amount.change', amountText: '0,5' })
    actor.send({ type: 'recipient.change', recipient: 'Ana.eth' })
    await vi.advanceTimersByTimeAsync(400)
    asked[0]?.answer(resolved('Ana.eth', 'ana.eth', ana))
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().value).toEqual({ idle: 'review' })
    const plan = actor.getSnapshot().children.plan?.getSnapshot().context
    expect(plan?.intent).toEqual({
      kind: 'transfer',
      network: 'ethereum',
      tokenKey: 'ETH',
      to: ana,
      amount: 500_000_000_000_000_000n,
    })
    expect(plan?.recipientName).toBe('ana.eth')
    // Under review the form is frozen: no edit, no retry reaches it.
    actor.send({ type: 'recipient.change', recipient: 'pagos.ana.eth' })
    expect(actor.getSnapshot().context.recipient).toBe('Ana.eth')
  })
})

describe('the review of a transfer to an ENS name', () => {
  const intent = {
    kind: 'transfer',
    network: 'ethereum',
    tokenKey: 'ETH',
    to: ana,
    amount: 10n ** 17n,
  } as const
  const plan: Plan = {
    intent,
    network: 'ethereum',
    chainId: 1,
    from: address,
    calls: [
      { step: 'transfer', to: ana, value: 10n ** 17n, tokenKey: 'ETH', amount: 10n ** 17n, target: ana },
    ],
  }
  /** A plan whose simulation checks the name as the real one does: `now` is where the name points now. */
  const review = (now: `0x${string}`) => {
    const names: (string | null | undefined)[] = []
    const machine = planMachine.provide({
      actors: {
        ...silentPlanActors,
        preparePlan: fromPromise(async () => plan),
        simulatePlan: fromPromise<
          { simulated: SimulatedPlan; facts: ReviewFacts },
          { plan: Plan; recipientName?: string | null }
        >(async ({ input }) => {
          names.push(input.recipientName)
          if (input.recipientName && now !== ana)
            throw new EnsNameError('send.recipient.nameChanged', { name: input.recipientName, address: now })
          return { simulated: simulated(input.plan), facts }
        }),
        reviewPlan: answeringReview,
      },
    })
    const actor = createActor(machine, { input: { intent, from: address, recipientName: 'ana.eth' } }).start()
    return { actor, names }
  }

  it('shows the name beside the address the intent pays, which is the one the worker checks', async () => {
    const { actor, names } = review(ana)
    await vi.advanceTimersByTimeAsync(0)
    expect(names).toEqual(['ana.eth'])
    expect(actor.getSnapshot().context.recipient).toEqual({ address: ana, name: null, ensName: 'ana.eth' })
    expect(actor.getSnapshot().context.simulated?.intent).toEqual(intent)
  })

  it('fails, saying where the name points now, when it moved after the form showed it', async () => {
    const { actor } = review(pagos)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({
      status: 'failed',
      error: { key: 'send.recipient.nameChanged', values: { name: 'ana.eth', address: pagos } },
      reason: null,
      hashes: [],
    })
  })
})
