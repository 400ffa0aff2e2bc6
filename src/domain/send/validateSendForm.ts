import { AmountError, parseAmount } from '../amounts'
import { type Token, type TokenKey, tokens } from '../catalogue/tokens'
import type { NameLookup } from './recipientName'
import { type RecipientCheck, validateRecipient } from './validateRecipient'

/** The fields of the send form as typed. */
export type SendForm = {
  recipient: string
  amountText: string
  tokenKey: TokenKey
  /** Base units per token key; a missing key means the balance is not known yet (counts as 0). */
  balances: Partial<Record<TokenKey, bigint>>
  /** Saved payees' and past recipients' addresses, for the look-alike check. */
  known: readonly string[]
  /** The last ENS lookup the form made; the recipient is a name only once it answers for that very text. */
  lookup?: NameLookup | null
}

/** Why the amount cannot be sent: the parser's reasons or more than the balance. */
export type AmountProblem = AmountError['code'] | 'exceedsBalance'

/** The outcome of checking the whole form; the machine's `canSend` guard and the view's messages. */
export type SendFormCheck = {
  token: Token
  recipient: RecipientCheck
  amount:
    | { ok: true; value: bigint }
    | {
        ok: false
        problem: AmountProblem
        decimals: number
        /** For `ambiguous`: both readings (plain `.` decimal), for the text asking which one was meant. */
        readings?: { small: string; large: string }
      }
  balance: bigint
  /** True when every field is good and the amount is within the balance. */
  ready: boolean
}

/**
 * Checks the send form without any I/O. Amounts accept `1,5`, `1.5` and `1.000,5`, refuse more decimals
 * than the token has, zero, negative and garbage, and ask which was meant for an ambiguous `1.000`; an amount above the token's balance is refused too.
 * @example validateSendForm({ recipient, amountText: '1,5', tokenKey: 'USDC', balances, known: [] }).ready
 */
export function validateSendForm(form: SendForm): SendFormCheck {
  const token = tokens[form.tokenKey]
  const balance = form.balances[form.tokenKey] ?? 0n
  const recipient = validateRecipient(form.recipient, form.known, {
    network: token.network,
    lookup: form.lookup ?? null,
  })
  let amount: SendFormCheck['amount']
  try {
    const value = parseAmount(form.amountText, token.decimals)
    amount =
      value > balance
        ? { ok: false, problem: 'exceedsBalance', decimals: token.decimals }
        : { ok: true, value }
  } catch (error) {
    if (!(error instanceof AmountError)) throw error
    amount = { ok: false, problem: error.code, decimals: token.decimals }
    if (error.details.readings) amount.readings = error.details.readings
  }
  return { token, recipient, amount, balance, ready: recipient.ok && amount.ok }
}
