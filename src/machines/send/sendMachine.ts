import type { Address, Hex } from 'viem'
import { assign, emit, enqueueActions, setup } from 'xstate'
import { type NetworkId, networks } from '../../domain/catalogue/networks'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import { errorMessage } from '../../domain/errors/message'
import { lookupFor, type NameLookup, nameToLookUp } from '../../domain/send'
import { payeesMachine } from '../payees'
import { scannerMachine } from '../scanner'
import {
  assignPlanError,
  type PlanChildEvent,
  planChildActions,
  planGuards,
  planMachine,
  planOutputOf,
  whileReviewing,
  whileSigning,
} from '../write'
import { type FeeQuote, type ScannerRef, type SessionRef, sendActors } from './sendActors'
import {
  amountText,
  applyScan,
  checkForm,
  cleared,
  exceedsWithFee,
  firstToken,
  maxFeeReserve,
  type SendContext as SendForm,
  transferInput,
  transferIntent,
  writeRefusal,
} from './sendForm'

export type SendContext = SendForm & {
  /** The app's session, whose balances the form follows and which is asked to read them again after a send. */
  session: SessionRef | null
  /** The dialog's QR scanner (its child): what it reads fills the form. */
  scanner: ScannerRef
}

export type SendInput = {
  address: Address | null
  network?: NetworkId
  /** The balances to start with; by default the session's. */
  balances?: Partial<Record<TokenKey, bigint>>
  decimalSeparator?: '.' | ','
  /** The account is only watched (no key on this device): it never sends. By default the session says. */
  watchOnly?: boolean
  session?: SessionRef | null
}

export type SendEvent =
  | { type: 'network.change'; network: NetworkId }
  | { type: 'token.change'; tokenKey: TokenKey }
  | { type: 'recipient.change'; recipient: string }
  /** Looks the typed ENS name up again after the network did not answer. */
  | { type: 'recipient.retry' }
  | { type: 'amount.change'; amountText: string }
  | { type: 'amount.max' }
  | { type: 'scan.result'; data: string }
  | { type: 'balances.update'; balances: Partial<Record<TokenKey, bigint>> }
  | { type: 'known.update'; addresses: string[] }
  | { type: 'send.submit' }
  | PlanChildEvent

/**
 * `send.sent` when a transaction is broadcast (balances are due for a refresh); `send.closed` when the
 * dialog should close itself, 2 s later.
 */
export type SendEmitted = { type: 'send.sent'; hash: Hex } | { type: 'send.closed' }

/**
 * The send dialog (spec §4): idle → sending → success (Transaction sent!, explorer link, closes after 2 s
 * and clears the fields) | error (the message, or Transaction failed). While idle and the form is good,
 * the transfer is simulated and its network fee shown; Enviar waits while amount + fee of the native coin
 * do not fit. Máx. fills a token's whole balance, and the native coin's balance less the fee (`maxing`). Enviar does not sign: it starts the money pipeline
 * (the `plan` child, a {@link planMachine}) and idle shows its review; the form is frozen while it is
 * reviewed. Confirmar there moves the dialog to sending; Volver back to the form with nothing sent; a fee
 * that rose above the reviewed ceiling brings sending back to the review.
 */
export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    input: {} as SendInput,
    emitted: {} as SendEmitted,
    children: {} as { plan: 'planFlow'; payees: 'payees'; scanner: 'scanner' },
  },
  actors: { ...sendActors, planFlow: planMachine, payees: payeesMachine, scanner: scannerMachine },
  actions: {
    // The payees panel saves new payees on the form's network: it is told each change.
    assignNetwork: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'network.change') return
      enqueue.assign({ ...cleared, network: event.network, tokenKey: firstToken(event.network) })
      enqueue.sendTo('payees', { type: 'network.change', network: event.network })
    }),
    assignToken: assign(({ event }) =>
      event.type === 'token.change' && tokens[event.tokenKey]
        ? { ...cleared, tokenKey: event.tokenKey, amountText: '' }
        : {},
    ),
    assignRecipient: assign(({ event }) =>
      event.type === 'recipient.change' ? { recipient: event.recipient, notice: null, error: null } : {},
    ),
    // The answer is kept only for the text it was asked for (the actor is stopped on every edit anyway).
    assignLookup: assign(({ context, event }) => {
      const lookup = (event as { output?: NameLookup }).output
      return lookup && lookup.text === context.recipient.trim() ? { lookup } : {}
    }),
    assignAmount: assign(({ event }) =>
      event.type === 'amount.change' ? { amountText: event.amountText, error: null } : {},
    ),
    fillMax: assign(({ context: c }) => ({
      amountText: amountText(c, c.balances[c.tokenKey] ?? 0n, tokens[c.tokenKey].decimals),
      error: null,
    })),
    fillMaxLessFee: assign(({ context: c, event }) => {
      const fee = (event as { output?: FeeQuote }).output?.maxFee ?? 0n
      const left = (c.balances[c.tokenKey] ?? 0n) - maxFeeReserve(fee)
      return { amountText: amountText(c, left > 0n ? left : 0n, tokens[c.tokenKey].decimals), error: null }
    }),
    applyScan: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'scan.result') return
      const scanned = applyScan(context, event.data)
      enqueue.assign(scanned)
      if (scanned.network && scanned.network !== context.network)
        enqueue.sendTo('payees', { type: 'network.change', network: scanned.network })
    }),
    assignBalances: assign(({ event }) =>
      event.type === 'balances.update' ? { balances: event.balances } : {},
    ),
    assignKnown: assign(({ event }) => (event.type === 'known.update' ? { known: event.addresses } : {})),
    clearFee: assign({ fee: null, feeError: null }),
    clearFields: assign({ recipient: '', notice: null, ...cleared }),
    announceSent: emit(({ context }) => ({ type: 'send.sent' as const, hash: context.txHash ?? '0x' })),
    // A broadcast changes the wallet's balances: the session reads them again.
    refreshSession: enqueueActions(({ context, enqueue }) => {
      if (context.session) enqueue.sendTo(context.session, { type: 'session.refresh' })
    }),
    announceClosed: emit({ type: 'send.closed' } as const),
    ...planChildActions<SendContext, SendEvent>((context) => {
      const check = checkForm(context).recipient
      return {
        intent: transferIntent(context),
        from: context.address,
        recipientName: check.ok ? check.name : null,
      }
    }),
    assignSent: assign(({ context, event }) => {
      const hash = planOutputOf(event)?.hashes.at(-1) ?? null
      return {
        txHash: hash,
        explorerUrl: hash ? `${networks[context.network].explorer}/tx/${hash}` : null,
        error: null,
      }
    }),
    assignPlanError: assignPlanError<SendContext, SendEvent>(),
  },
  guards: {
    canSend: ({ context }) =>
      writeRefusal(context) === null && checkForm(context).ready && !exceedsWithFee(context),
    paysFeeFromBalance: ({ context }) =>
      context.address !== null && tokens[context.tokenKey].address === null,
    canQuote: ({ context }) => context.address !== null && checkForm(context).ready,
    needsLookup: ({ context: c }) => nameToLookUp(c.recipient, c.network, c.lookup) !== null,
    /** The form with the lookup just answered is ready to be quoted. */
    canQuoteAnswer: ({ context, event }) => {
      const lookup = (event as { output?: NameLookup }).output ?? null
      return context.address !== null && checkForm({ ...context, lookup }).ready
    },
    lookupUnreachable: ({ context }) =>
      lookupFor(context.recipient, context.lookup)?.status === 'unreachable',
    ...planGuards,
  },
}).createMachine({
  id: 'send',
  context: ({ input, spawn }) => {
    const network = input.network ?? 'ethereum'
    const session = input.session?.getSnapshot().context
    return {
      address: input.address,
      watchOnly: input.watchOnly ?? session?.watchOnly ?? false,
      network,
      tokenKey: firstToken(network),
      recipient: '',
      lookup: null,
      amountText: '',
      balances: input.balances ?? session?.balances ?? {},
      known: [],
      fee: null,
      feeError: null,
      notice: null,
      txHash: null,
      explorerUrl: null,
      error: null,
      decimalSeparator: input.decimalSeparator ?? '.',
      session: input.session ?? null,
      scanner: spawn('scanner', { id: 'scanner' }),
    }
  },
  // The dialog's children live as long as it does: the payees panel, the scanner (spawned with the context).
  invoke: [
    {
      id: 'watchKnownAddresses',
      src: 'watchKnownAddresses',
      input: ({ context }) => ({ from: context.address }),
    },
    { id: 'followSession', src: 'followSession', input: ({ context }) => ({ session: context.session }) },
    { id: 'followScanner', src: 'followScanner', input: ({ context }) => ({ scanner: context.scanner }) },
    { id: 'payees', src: 'payees', input: ({ context }) => ({ network: context.network }) },
  ],
  on: {
    'balances.update': { actions: 'assignBalances' },
    'known.update': { actions: 'assignKnown' },
  },
  initial: 'idle',
  states: {
    idle: {
      initial: 'editing',
      on: {
        'network.change': { target: '.editing', reenter: true, actions: 'assignNetwork' },
        'token.change': { target: '.editing', reenter: true, actions: 'assignToken' },
        'recipient.change': { target: '.editing', reenter: true, actions: 'assignRecipient' },
        'recipient.retry': { guard: 'lookupUnreachable', target: '.resolving', reenter: true },
        'amount.change': { target: '.editing', reenter: true, actions: 'assignAmount' },
        'amount.max': [
          { guard: 'paysFeeFromBalance', target: '.maxing', reenter: true },
          { target: '.editing', reenter: true, actions: 'fillMax' },
        ],
        'scan.result': { target: '.editing', reenter: true, actions: 'applyScan' },
        'send.submit': { guard: 'canSend', target: '.review', actions: 'startPlan' },
      },
      states: {
        // Máx. of the native coin: the fee of sending it is quoted first and left in the balance.
        maxing: {
          invoke: {
            id: 'quoteFee',
            src: 'quoteFee',
            input: ({ context }) => {
              const check = checkForm(context)
              const to = check.recipient.ok ? check.recipient.address : (context.address as Address)
              return { ...transferInput(context), to, amount: 0n }
            },
            onDone: { target: 'editing', actions: 'fillMaxLessFee' },
            onError: {
              target: 'quoted',
              actions: assign({ feeError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        // Typing pauses for 400 ms before anything is asked of the network: an ENS name is looked up first,
        // then the fee is quoted. Any edit re-enters here, which stops a lookup or quote still running.
        editing: {
          entry: 'clearFee',
          after: {
            400: [
              { guard: 'needsLookup', target: 'resolving' },
              { guard: 'canQuote', target: 'quoting' },
            ],
          },
        },
        resolving: {
          invoke: {
            id: 'resolveName',
            src: 'resolveName',
            input: ({ context }) => ({ text: context.recipient.trim() }),
            onDone: [
              { guard: 'canQuoteAnswer', target: 'quoting', actions: 'assignLookup' },
              { target: 'editing', actions: 'assignLookup' },
            ],
          },
        },
        quoting: {
          invoke: {
            id: 'quoteFee',
            src: 'quoteFee',
            input: ({ context }) => transferInput(context),
            onDone: { target: 'quoted', actions: assign({ fee: ({ event }) => event.output }) },
            onError: {
              target: 'quoted',
              actions: assign({ feeError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        quoted: {},
        review: {
          // What is reviewed is what gets signed: the form does not change under the review.
          on: {
            'network.change': {},
            'token.change': {},
            'recipient.change': {},
            'recipient.retry': {},
            'amount.change': {},
            'amount.max': {},
            'scan.result': {},
            'send.submit': {},
            ...whileReviewing({ signing: '#send.sending', back: 'editing', failed: '#send.error' }),
          },
        },
      },
    },
    sending: {
      tags: ['busy'],
      on: whileSigning({
        review: 'idle.review',
        done: 'success',
        failed: 'error',
        doneActions: 'assignSent',
      }),
    },
    success: {
      entry: ['stopPlan', 'announceSent', 'refreshSession'],
      invoke: {
        src: 'rememberRecipient',
        input: ({ context }) => ({ to: transferInput(context).to, from: context.address }),
      },
      after: { 2000: { target: 'idle', actions: ['clearFields', 'announceClosed'] } },
    },
    error: {
      entry: 'stopPlan',
      on: {
        'network.change': { target: 'idle', actions: 'assignNetwork' },
        'token.change': { target: 'idle', actions: 'assignToken' },
        'recipient.change': { target: 'idle', actions: 'assignRecipient' },
        'amount.change': { target: 'idle', actions: 'assignAmount' },
        'amount.max': [
          { guard: 'paysFeeFromBalance', target: 'idle.maxing' },
          { target: 'idle', actions: 'fillMax' },
        ],
        'scan.result': { target: 'idle', actions: 'applyScan' },
        'send.submit': { guard: 'canSend', target: 'idle.review', actions: 'startPlan' },
      },
    },
  },
})
