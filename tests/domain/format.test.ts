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
  it.each([
    ['es', '22/11/2026, 09:05'],
    ['en', '11/22/2026, 09:05'],
  ] as const)('%s', (language, text) => {
    expect(formatDateTime(language, new Date(2026, 10, 22, 9, 5))).toBe(text)
  })
})
