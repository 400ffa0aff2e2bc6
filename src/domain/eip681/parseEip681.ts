import type { PaymentRequest } from './buildEip681'

const addressShape = /^0x[0-9a-fA-F]{40}$/
const uriShape = /^ethereum:(?:pay-)?(0x[0-9a-fA-F]{40})(?:@(\d+))?(?:\/([A-Za-z_]\w*))?(?:\?(.*))?$/

/**
 * Reads an EIP-681 number: a plain integer or the scientific form the EIP allows (`2.014e18`), exactly.
 * Returns undefined for anything else, including a fraction left after the exponent.
 */
function parseNumber(text: string): bigint | undefined {
  const m = /^(\d+)(?:\.(\d+))?(?:[eE](\d+))?$/.exec(text)
  if (!m) return undefined
  const whole = m[1] ?? ''
  const fraction = m[2] ?? ''
  const exponent = Number(m[3] ?? '0')
  if (fraction.length > exponent) {
    if (/^0*$/.test(fraction.slice(exponent))) return BigInt(whole + fraction.slice(0, exponent))
    return undefined
  }
  return BigInt(whole + fraction.padEnd(exponent, '0'))
}

/**
 * Parses an EIP-681 payment URI: the native form (`ethereum:<to>[@chainId][?value=…]`) and the ERC-20
 * transfer form (`ethereum:<token>[@chainId]/transfer?address=<to>[&uint256=…]`). A bare `0x…` address is
 * accepted too, since people paste those. Returns null for anything else (other functions, bad numbers).
 * `chainId` is 0 when the URI names none; the caller keeps the current network then.
 * @example parseEip681('ethereum:0xA0b8…@1/transfer?address=0x12…&uint256=1500000')
 */
export function parseEip681(input: string): PaymentRequest | null {
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
