import fc from 'fast-check'
import { checksumAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildEip681, type PaymentRequest, parseEip681 } from '../../src/domain/eip681'
import { runs } from '../support/propertyRuns'

const MAX = 2n ** 256n - 1n
const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => checksumAddress(`0x${Buffer.from(b).toString('hex')}`))
const pieces = [
  'ethereum:',
  'pay-',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '@1',
  '@137',
  '@99999999999999999999',
  '/transfer',
  '/approve',
  '?',
  '&',
  'value=',
  'uint256=',
  'address=',
  '1e600000000',
  'e',
  '.',
  '5',
  '0',
  '%',
  '%ZZ',
  '9'.repeat(80),
]
const uriLike = fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((p) => p.join(''))
const anyText = fc.oneof(uriLike, fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 80 }))

/** A parsed request is either null or well formed: real addresses, a safe chain id, an amount in uint256. */
function expectWellFormed(text: string) {
  const request = parseEip681(text)
  if (request === null) return
  expect(request.recipient).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(Number.isSafeInteger(request.chainId) && request.chainId >= 0).toBe(true)
  if (request.token !== undefined) expect(request.token).toMatch(/^0x[0-9a-fA-F]{40}$/)
  if (request.amount !== undefined) expect(request.amount >= 0n && request.amount <= MAX).toBe(true)
}

describe('parseEip681 under fuzzing', { timeout: 120_000 }, () => {
  it('returns null or a well-formed request for any scanned text, never throws', () => {
    fc.assert(fc.property(anyText, expectWellFormed), runs)
  })

  it('round-trips every request buildEip681 writes, native and token, exactly', () => {
    fc.assert(
      fc.property(
        address,
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.option(address, { nil: undefined }),
        fc.option(fc.bigInt({ min: 0n, max: MAX }), { nil: undefined }),
        (recipient, chainId, token, amount) => {
          const request: PaymentRequest = {
            recipient,
            chainId,
            ...(token === undefined ? {} : { token }),
            ...(amount === undefined ? {} : { amount }),
          }
          expect(parseEip681(buildEip681(request))).toEqual(request)
        },
      ),
      runs,
    )
  })

  it('reads every scientific value exactly or refuses it, whatever the exponent', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.nat({ max: 2_000_000_000 }),
        (mantissa, exponent) => {
          const request = parseEip681(
            `ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed@1?value=${mantissa}e${exponent}`,
          )
          const exact = exponent <= 200 ? mantissa * 10n ** BigInt(exponent) : null
          if (exact !== null && exact <= MAX) expect(request?.amount).toBe(exact)
          else expect(request).toBeNull()
        },
      ),
      runs,
    )
  })
})
