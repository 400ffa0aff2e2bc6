import type { Address, Hex } from 'viem'
import { toDecimalString } from '../../domain/amounts'
import { type NetworkId, networkByChainId } from '../../domain/catalogue/networks'
import { type TokenKey, tokens, tokensOn } from '../../domain/catalogue/tokens'
import { parseEip681 } from '../../domain/eip681'
import type { ErrorMessage } from '../../domain/errors/message'
import { type NameLookup, recipientProblemText, validateSendForm } from '../../domain/send'
import type { Intent } from '../../domain/write/types'
import type { FeeQuote, TransferInput } from './sendActors'

/**
 * The send dialog's form and its rules: what the machine holds, what it checks before it asks the network
 * or starts the write, and what views read of it (through the feature's index).
 */
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

/** The reason the dialog refuses to send (a watched account: read-only), or null. */
export const writeRefusal = (context: Pick<SendContext, 'watchOnly'>): ErrorMessage | null =>
  context.watchOnly ? { key: 'accounts.watchOnly.note' } : null

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
 * What the form says of its fields, as views draw it: the checked form, the recipient's problem (in Send's
 * words for a name), the ENS name typed or as ENS wrote it back (lower case), the amount's problem once
 * something is typed, amount + fee over the native balance, and why a watched account cannot send.
 */
export function formView(c: SendContext) {
  const check = checkForm(c)
  const lookup = c.lookup?.text === c.recipient.trim() ? c.lookup : null
  const typedName = lookup && 'name' in lookup ? lookup.name : c.recipient.trim()
  return {
    check,
    typedName,
    recipientProblem: check.recipient.ok ? null : recipientProblemText(check.recipient.problem, typedName),
    nameResolving: !check.recipient.ok && check.recipient.problem === 'nameResolving',
    resolved: check.recipient.ok && check.recipient.name ? check.recipient : null,
    amountProblem: !check.amount.ok && c.amountText.trim() !== '' ? check.amount : null,
    shortOnGas: exceedsWithFee(c),
    refusal: writeRefusal(c),
  }
}

/**
 * What Máx. leaves for the fee: the quoted ceiling and a quarter more, because the fee is quoted again (and
 * may have risen a little) before signing.
 */
export const maxFeeReserve = (maxFee: bigint) => maxFee + maxFee / 4n

/** An amount in base units as the user writes numbers (`1,5` in Spanish), exact. */
export const amountText = (c: Pick<SendContext, 'decimalSeparator'>, value: bigint, decimals: number) =>
  toDecimalString(value, decimals).replace('.', c.decimalSeparator)

/** The transfer the form describes, for the fee quote: what it would pay, or the typed text as it stands. */
export function transferInput(c: SendContext): TransferInput {
  const check = checkForm(c)
  return {
    address: c.address,
    network: c.network,
    tokenKey: c.tokenKey,
    to: check.recipient.ok ? check.recipient.address : (c.recipient.trim() as Address),
    amount: check.amount.ok ? check.amount.value : 0n,
  }
}

/** The intent Enviar starts the write with: the form as it was at Enviar. */
export function transferIntent(c: SendContext): Intent {
  const { network, tokenKey, to, amount } = transferInput(c)
  return { kind: 'transfer', network, tokenKey, to, amount }
}

/** Spec §8: the token the code names has no contract on its network. */
const tokenNotSupported: ErrorMessage = { key: 'pipeline.tokenNotSupported' }

export const firstToken = (network: NetworkId) => tokensOn(network)[0]?.key ?? 'ETH'

/** What a change of network or token, or a scanned link, clears: the amount and what was said of it. */
export const cleared = {
  amountText: '',
  fee: null,
  feeError: null,
  txHash: null,
  explorerUrl: null,
  error: null,
}

/**
 * Reads a scanned code into the form: a plain address fills the recipient; an EIP-681 link also switches
 * the network, picks the token it names (by contract address on that network) and fills the amount.
 */
export function applyScan(c: SendContext, data: string): Partial<SendContext> {
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
