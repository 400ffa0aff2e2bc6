import type { PaymentRequest } from './buildEip681'

const addressShape = /^0x[0-9a-fA-F]{40}$/
const uriShape = /^ethereum:(?:pay-)?(0x[0-9a-fA-F]{40})(?:@(\d+))?(?:\/([A-Za-z_]\w*))?(?:\?(.*))?$/

/** The largest amount any token can hold (uint256, 78 digits). */
const MAX_UINT256 = 2n ** 256n - 1n
/** Longer than any uint256 in any notation: refused before any regex or BigInt work. */
const MAX_NUMBER_LENGTH = 160
const MAX_URI_LENGTH = 4096

/**
 * Reads an EIP-681 number: a plain integer or the scientific form the EIP allows (`2.014e18`), exactly.
 * Returns undefined for anything else, including a fraction left after the exponent and anything past
 * uint256 (`1e600000000` is refused from the exponent's length, never padded out to 600 million digits).
 */
function parseNumber(text: string): bigint | undefined {
  if (text.length > MAX_NUMBER_LENGTH) return undefined
  const m = /^(\d+)(?:\.(\d+))?(?:[eE](\d+))?$/.exec(text)
  if (!m) return undefined
  const whole = (m[1] ?? '').replace(/^0+(?=\d)/, '')
  const fraction = m[2] ?? ''
  const exponentText = (m[3] ?? '0').replace(/^0+(?=\d)/, '')
  if (exponentText.length > 3) return undefined
  const exponent = Number(exponentText)
  // The exponent has at most three digits here, so padding costs at most 999 characters.
  let digits: string
  if (fraction.length > exponent) {
    if (!/^0*$/.test(fraction.slice(exponent))) return undefined
    digits = whole + fraction.slice(0, exponent)
  } else digits = whole + fraction.padEnd(exponent, '0')
  if (digits.replace(/^0+(?=\d)/, '').length > 78) return undefined
  const value = BigInt(digits)
  return value > MAX_UINT256 ? undefined : value
}

/**
 * Parses an EIP-681 payment URI: the native form (`ethereum:<to>[@chainId][?value=…]`) and the ERC-20
 * transfer form (`ethereum:<token>[@chainId]/transfer?address=<to>[&uint256=…]`). A bare `0x…` address is
 * accepted too, since people paste those. Returns null for anything else (other functions, bad numbers).
 * `chainId` is 0 when the URI names none; the caller keeps the current network then.
 * @example parseEip681('ethereum:0xA0b8…@1/transfer?address=0x12…&uint256=1500000')
 */
export function parseEip681(input: string): PaymentRequest | null {
  // A QR code holds at most ~3 KB; anything longer is not a payment request.
  if (input.length > MAX_URI_LENGTH) return null
  const text = input.trim()
  if (addressShape.test(text)) return { recipient: text as PaymentRequest['recipient'], chainId: 0 }
  const m = uriShape.exec(text)
  if (!m) return null
  const target = m[1] as PaymentRequest['recipient']
  const chainId = m[2] === undefined ? 0 : Number(m[2])
  if (!Number.isSafeInteger(chainId)) return null
  const fn = m[3]
  const params = new URLSearchParams(m[4] ?? '')
  if (fn === undefined) {
    const value = params.get('value')
    if (value === null) return { recipient: target, chainId }
    const amount = parseNumber(value)
    return amount === undefined ? null : { recipient: target, chainId, amount }
  }
  if (fn !== 'transfer') return null
  const recipient = params.get('address')
  if (!recipient || !addressShape.test(recipient)) return null
  const raw = params.get('uint256')
  const request: PaymentRequest = {
    recipient: recipient as PaymentRequest['recipient'],
    chainId,
    token: target,
  }
  if (raw === null) return request
  const amount = parseNumber(raw)
  return amount === undefined ? null : { ...request, amount }
}
