import { formatAmount } from '../amounts/formatAmount'
import type { ErrorMessage, ErrorValue } from '../errors/message'
import { type Language, type TextKey, type TextParams, translate } from './index'
import { formatDecimalText } from './numbers'

/**
 * A failure's text in the user's language: its key's text with its values filled in, each value that is a
 * message of its own translated in its turn (a step's reason, the node's complaint before the dash). The
 * one place an error becomes words; a contract's own revert reason is the only text shown as it came, and
 * a figure ({@link DecimalValue}) is written the language's way.
 * @example translateError('es', { key: 'pipeline.stepFailed.borrow', values: { reason: { key: 'pipeline.transactionFailed' } } })
 * // 'No se pudo pedir prestado: La transacción falló'
 */
export function translateError(language: Language, message: ErrorMessage): string {
  const fill = (value: ErrorValue) => {
    if (typeof value !== 'object') return value
    if ('decimal' in value) return formatDecimalText(language, value.decimal, { usd: value.usd === true })
    if ('amount' in value)
      return formatAmount(BigInt(value.amount), value.decimals, {
        locale: language === 'es' ? 'es-AR' : 'en',
        decimals: value.shown,
        fixed: false,
      })
    return translateError(language, value)
  }
  const values = message.values
    ? (Object.fromEntries(Object.entries(message.values).map(([name, v]) => [name, fill(v)])) as TextParams)
    : undefined
  return translate(language, message.key as TextKey, values)
}
