import type { Address, Hex } from 'viem'
import { assign, emit, setup } from 'xstate'
import type { Intent } from '../../chain/pipeline/types'
import { toDecimalString } from '../../domain/amounts'
import { type NetworkId, networkByChainId, networks } from '../../domain/catalogue/networks'
import { type TokenKey, tokens, tokensOn } from '../../domain/catalogue/tokens'
import { parseEip681 } from '../../domain/eip681'
import { type ErrorMessage, errorMessage } from '../../domain/errors/message'
import { lookupFor, type NameLookup, nameToLookUp, validateSendForm } from '../../domain/send'
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
import { type FeeQuote, sendActors, type TransferInput } from './sendActors'

export type SendContext = {
  /** The sender; null when no wallet is loaded (the send then fails with 'No wallet available'). */
  address: Address | null
  /** The account is only watched: Enviar is refused (`writeRefusal`). */
  watchOnly: boolean
  network: NetworkId
  tokenKey: TokenKey
  recipient: string
  /**
   * The last ENS lookup, for the text it was asked for: it counts only while the recipient field still
   * holds that text (an answer for what was typed before is never used).
   */
  lookup: NameLookup | null
  amountText: string
  balances: Partial<Record<TokenKey, bigint>>
  /** Saved payees and past recipients, for the look-alike warning. */
  known: string[]
  fee: FeeQuote | null
  /** Why the fee could not be quoted. */
  feeError: ErrorMessage | null
  /** i18n key of a note about the last scanned code. */
  notice: 'send.scan.unknown' | null
  txHash: Hex | null
  explorerUrl: string | null
  /** Why the send failed (the plan's failure, or a scanned code's token missing on its network). */
  error: ErrorMessage | null
  /** The user's decimal separator: amounts the dialog fills (Máx., a scanned link) are written with it. */
  decimalSeparator: '.' | ','
}

export type SendInput = {
  address: Address | null
  network?: NetworkId
  balances?: Partial<Record<TokenKey, bigint>>
  decimalSeparator?: '.' | ','
  /** The account is only watched (no key on this device): it never sends. */
  watchOnly?: boolean
}

/** The reason the dialog refuses to send (a watched account: read-only), or null. */
export const writeRefusal = (context: Pick<SendContext, 'watchOnly'>): ErrorMessage | null =>
  context.watchOnly ? { key: 'accounts.watchOnly.note' } : null

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

/** The form as the domain checks it: the one place the send rules are applied. */
export const checkForm = (c: SendContext) =>
  validateSendForm({
    recipient: c.recipient,
    amountText: c.amountText,
    tokenKey: c.tokenKey,
    balances: c.balances,
    known: c.known,
    lookup: c.lookup,
  })

/**
 * Sending the native coin pays the network fee from the same balance: when the quoted fee is known and the
 * amount plus the fee is more than the balance, the send cannot go (Enviar is disabled, the form says why).
 */
export function exceedsWithFee(c: SendContext): boolean {
  const check = checkForm(c)
  return (
    tokens[c.tokenKey].address === null &&
    check.amount.ok &&
    c.fee !== null &&
    check.amount.value + c.fee.maxFee > check.balance
  )
}

/**
 * What Máx. leaves for the fee: the quoted ceiling and a quarter more, because the fee is quoted again (and
 * may have risen a little) before signing.
 */
export const maxFeeReserve = (maxFee: bigint) => maxFee + maxFee / 4n

/** An amount in base units as the user writes numbers (`1,5` in Spanish), exact. */
const amountText = (c: Pick<SendContext, 'decimalSeparator'>, value: bigint, decimals: number) =>
  toDecimalString(value, decimals).replace('.', c.decimalSeparator)

function transferInput(c: SendContext): TransferInput {
  const check = checkForm(c)
  return {
    address: c.address,
    network: c.network,
    tokenKey: c.tokenKey,
    to: check.recipient.ok ? check.recipient.address : (c.recipient.trim() as Address),
    amount: check.amount.ok ? check.amount.value : 0n,
  }
}

function transferIntent(c: SendContext): Intent {
  const { network, tokenKey, to, amount } = transferInput(c)
  return { kind: 'transfer', network, tokenKey, to, amount }
}

/** Spec §8: the token the code names has no contract on its network. */
const tokenNotSupported: ErrorMessage = { key: 'pipeline.tokenNotSupported' }

const firstToken = (network: NetworkId) => tokensOn(network)[0]?.key ?? 'ETH'
const cleared = { amountText: '', fee: null, feeError: null, txHash: null, explorerUrl: null, error: null }

/**
 * Reads a scanned code into the form: a plain address fills the recipient; an EIP-681 link also switches
 * the network, picks the token it names (by contract address on that network) and fills the amount.
 */
function applyScan(c: SendContext, data: string): Partial<SendContext> {
  const request = parseEip681(data)
  if (!request) return { notice: 'send.scan.unknown' }
  const network = request.chainId ? (networkByChainId(request.chainId)?.id ?? null) : c.network
  if (!network) return { recipient: request.recipient, notice: null, error: tokenNotSupported }
  const token = request.token
    ? tokensOn(network).find((t) => t.address?.toLowerCase() === request.token?.toLowerCase())
    : tokensOn(network)[0]
  if (!token) return { recipient: request.recipient, network, notice: null, error: tokenNotSupported }
  const filled = request.amount === undefined ? '' : amountText(c, request.amount, token.decimals)
  return {
    ...cleared,
    recipient: request.recipient,
    network,
    tokenKey: token.key,
    amountText: filled,
    notice: null,
  }
}

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
    children: {} as { plan: 'planFlow' },
  },
  actors: { ...sendActors, planFlow: planMachine },
  actions: {
    assignNetwork: assign(({ event }) =>
      event.type === 'network.change'
        ? { ...cleared, network: event.network, tokenKey: firstToken(event.network) }
        : {},
    ),
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
    applyScan: assign(({ context, event }) =>
      event.type === 'scan.result' ? applyScan(context, event.data) : {},
    ),
    assignBalances: assign(({ event }) =>
      event.type === 'balances.update' ? { balances: event.balances } : {},
    ),
    assignKnown: assign(({ event }) => (event.type === 'known.update' ? { known: event.addresses } : {})),
    clearFee: assign({ fee: null, feeError: null }),
    clearFields: assign({ recipient: '', notice: null, ...cleared }),
    announceSent: emit(({ context }) => ({ type: 'send.sent' as const, hash: context.txHash ?? '0x' })),
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
  context: ({ input }) => {
    const network = input.network ?? 'ethereum'
    return {
      address: input.address,
      watchOnly: input.watchOnly ?? false,
      network,
      tokenKey: firstToken(network),
      recipient: '',
      lookup: null,
      amountText: '',
      balances: input.balances ?? {},
      known: [],
      fee: null,
      feeError: null,
      notice: null,
      txHash: null,
      explorerUrl: null,
      error: null,
      decimalSeparator: input.decimalSeparator ?? '.',
    }
  },
  invoke: {
    id: 'watchKnownAddresses',
    src: 'watchKnownAddresses',
    input: ({ context }) => ({ from: context.address }),
  },
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
      entry: ['stopPlan', 'announceSent'],
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
