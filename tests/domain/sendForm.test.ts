import { describe, expect, it } from 'vitest'
import { validateSendForm } from '../../src/domain/send'

const recipient = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const form = (amountText: string, tokenKey: 'USDC' | 'ETH' | 'WBTC' = 'USDC') =>
  validateSendForm({
    recipient,
    amountText,
    tokenKey,
    balances: { USDC: 2_000_000n, ETH: 10n ** 18n, WBTC: 100_000_000n },
    known: [],
  })

describe('send amounts', () => {
  it.each([
    ['1,5', 1_500_000n],
    ['1.5', 1_500_000n],
    [' 2 ', 2_000_000n],
    ['0,000001', 1n],
    ['1.500000', 1_500_000n],
  ])('accepts %j as %s base units of USDC', (text, value) => {
    expect(form(text).amount).toEqual({ ok: true, value })
    expect(form(text).ready).toBe(true)
  })

  it.each([
    ['', 'empty'],
    ['0', 'zero'],
    ['0,0', 'zero'],
    ['-1', 'negative'],
    ['abc', 'invalid'],
    ['1,2,3', 'invalid'],
    ['1e3', 'invalid'],
    ['0,0000001', 'tooManyDecimals'],
    ['2,000001', 'exceedsBalance'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(form(text).amount).toMatchObject({ ok: false, problem })
    expect(form(text).ready).toBe(false)
  })

  it('uses each token’s decimals: WBTC takes 8, ETH 18', () => {
    expect(form('0,00000001', 'WBTC').amount).toEqual({ ok: true, value: 1n })
    expect(form('0,000000001', 'WBTC').amount).toMatchObject({ problem: 'tooManyDecimals', decimals: 8 })
    expect(form('1', 'ETH').amount).toEqual({ ok: true, value: 10n ** 18n })
  })

  it('accepts exactly the whole balance', () => {
    expect(form('2').ready).toBe(true)
  })
})
