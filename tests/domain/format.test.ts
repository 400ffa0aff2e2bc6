import { describe, expect, it } from 'vitest'
import { explorerUrl, formatPercent, formatUsd, shortenAddress } from '../../src/domain/format'
import { formatDateTime } from '../../src/domain/i18n/numbers'

describe('format', () => {
  it('formats USD per locale', () => {
    expect(formatUsd(1234.5, 'en')).toBe('$1,234.50')
    expect(formatUsd(1234.5, 'es-AR')).toMatch(/1\.234,50/)
  })
  it('formats percent', () => {
    expect(formatPercent(219.9, 'es-AR')).toMatch(/219,9/)
  })
  it('shortens addresses and builds explorer links', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
    expect(explorerUrl('https://etherscan.io/', 'tx', '0xab')).toBe('https://etherscan.io/tx/0xab')
  })
})

describe('formatDateTime: when a wallet was set aside, in each language', () => {
  // The day's order, the two-digit fields and the 24-hour clock are ours; what stands between the date and
  // the time (", ", " ", a narrow space) is the ICU build's, and differs between Node and Chromium releases.
  it.each([
    ['es', /^22\/11\/2026,?\s09:05$/u],
    ['en', /^11\/22\/2026,?\s09:05$/u],
  ] as const)('%s', (language, text) => {
    expect(formatDateTime(language, new Date(2026, 10, 22, 9, 5))).toMatch(text)
    expect(formatDateTime(language, new Date(2026, 10, 22, 21, 5))).toMatch(/\s21:05$/u)
  })
})
