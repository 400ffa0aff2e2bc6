import { beforeAll, describe, expect, it } from 'vitest'
import { protocolIds } from '../../src/domain/catalogue/protocols'
import { loadLanguage } from '../../src/domain/i18n'
import { es } from '../../src/domain/i18n/es'
import { formatDecimalText, formatUsdCompact } from '../../src/domain/i18n/numbers'
import { translateError } from '../../src/domain/i18n/translateError'
import { privacyPolicy, termsOfService } from '../../src/domain/legal'
import { BorrowCapError, checkBorrow, checkWithdraw, UnsafeWithdrawError } from '../../src/domain/lending'
import { faqs } from '../../src/domain/support'
import { VaultInputError } from '../../src/domain/vaults/errors'
import { vaultCards } from '../../src/machines/vaults/vaultsPageRules'
import { englishNumbers } from '../language/numbers'

beforeAll(async () => {
  await loadLanguage('es', 'more')
  await loadLanguage('en', 'more')
})

describe('the English-number detector the Spanish checks rely on', () => {
  it.each([
    ['Disponible ($24,150.00)', ['24,150.00']],
    ['necesitás ~0.003 ETH', ['0.003']],
    ['TVL $12.5B', ['12.5']],
    ['1,234,567 USDC', ['1,234,567']],
    ['24150.00', ['24150.00']],
  ])('flags %j', (text, found) => {
    expect(englishNumbers(text)).toEqual(found)
  })

  it.each([
    'US$ 24.150,00',
    '~0,003 ETH',
    'US$ 12.500 M',
    'Ley 25.326',
    '1.234',
    '1,500',
    '2,18 %',
    '24/11/2026 · 16:41:48',
    'v1.2.3 en 127.0.0.1',
    'http://127.0.0.1:28630/1.5',
    '0x2666ab…E866 0x12ab34cd.5',
    'yvUSDC-1 · AES-256-GCM · m/44’/60’/0’/0/0',
  ])('lets %j pass', (text) => {
    expect(englishNumbers(text)).toEqual([])
  })
})

describe('Spanish writes every number with a decimal comma (DESIGN §7)', () => {
  it('no Spanish text, FAQ answer or legal page holds an English-formatted number', () => {
    const leaks = Object.entries(es).filter(([, text]) => englishNumbers(text).length > 0)
    expect(leaks).toEqual([])
    const documents = JSON.stringify([faqs.es, privacyPolicy.es, termsOfService.es])
    expect(englishNumbers(documents)).toEqual([])
  })

  it('the vaults’ gas message says ~0,003 ETH, as the loans’ one does', () => {
    const vaultGas = translateError(
      'es',
      new VaultInputError('vaults.error.insufficientGas').toErrorMessage(),
    )
    expect(vaultGas).toBe('No tenés ETH suficiente para el gas (necesitás ~0,003 ETH)')
    expect(translateError('en', { key: 'vaults.error.insufficientGas' })).toBe(
      'Insufficient ETH for gas (need ~0.003 ETH)',
    )
    expect(translateError('es', { key: 'lending.error.LendingGasError' })).toContain('~0,003 ETH')
  })

  it('the borrow cap reads US$ 24.150,00 in Spanish and keeps the spec’s $24,150.00 in English', () => {
    const account = {
      totalCollateralBase: 30_000_00000000n,
      totalDebtBase: 0n,
      availableBorrowsBase: 24_150_00000000n,
      currentLiquidationThreshold: 8300n,
      ltv: 8050n,
      healthFactor: 2n ** 256n - 1n,
    }
    const usdc = { decimals: 6, priceBase: 1_00000000n, liquidationThresholdBps: 8000n }
    const error = (() => {
      try {
        checkBorrow(account, usdc, 24_000_000_000n)
      } catch (e) {
        return e as BorrowCapError
      }
    })()
    expect(error).toBeInstanceOf(BorrowCapError)
    expect(error?.shortMessage).toBe('Amount exceeds available to borrow ($24,150.00). Lower the amount.')
    const message = (error as BorrowCapError).toErrorMessage()
    expect(translateError('es', message).replaceAll('\u00a0', ' ')).toBe(
      'El monto supera lo disponible para pedir (US$ 24.150,00). Bajá el monto.',
    )
    expect(translateError('en', message)).toBe(
      'Amount exceeds available to borrow ($24,150.00). Lower the amount.',
    )
  })

  it('a withdraw that would leave health factor 0,83 says so with a comma in Spanish', () => {
    const account = {
      totalCollateralBase: 10_000_00000000n,
      totalDebtBase: 7_000_00000000n,
      availableBorrowsBase: 1_000_00000000n,
      currentLiquidationThreshold: 8300n,
      ltv: 8050n,
      healthFactor: 1_185_714_285_714_285_714n,
    }
    const weth = { decimals: 18, priceBase: 3_000_00000000n, liquidationThresholdBps: 8300n }
    const error = (() => {
      try {
        checkWithdraw(account, weth, 10n ** 18n, 10n ** 18n)
      } catch (e) {
        return e as UnsafeWithdrawError
      }
    })()
    expect(error).toBeInstanceOf(UnsafeWithdrawError)
    const message = (error as UnsafeWithdrawError).toErrorMessage()
    expect(translateError('es', message)).toMatch(/factor de salud en 0,\d\d,/)
    expect(translateError('en', message)).toMatch(/health factor at 0\.\d\d,/)
  })

  it('every card’s TVL is the spec’s text in English and millions with a comma-free grouping in Spanish', () => {
    const en = Object.fromEntries(
      protocolIds.map((id) => [id, formatUsdCompact('en', vaultCards[id].tvlUsd)]),
    )
    expect(en).toEqual({
      aave: '$12.5B',
      morpho: '$850M',
      ethena: '$2.1B',
      compound: '$1.8B',
      curve: '$3.2B',
      convex: '$1.5B',
      yearn: '$800M',
      beefy: '$1.2B',
    })
    const spanish = (id: (typeof protocolIds)[number]) =>
      formatUsdCompact('es', vaultCards[id].tvlUsd).replaceAll('\u00a0', ' ')
    expect(spanish('aave')).toBe('US$ 12.500 M')
    expect(spanish('morpho')).toBe('US$ 850 M')
    expect(spanish('ethena')).toBe('US$ 2.100 M')
    for (const id of protocolIds) expect(englishNumbers(spanish(id))).toEqual([])
  })

  it('writes exact decimal text the language’s way, every digit kept', () => {
    expect(formatDecimalText('es', '12345678901234567890.12', { usd: true }).replaceAll('\u00a0', ' ')).toBe(
      'US$ 12.345.678.901.234.567.890,12',
    )
    expect(formatDecimalText('en', '0.003')).toBe('0.003')
    expect(formatDecimalText('es', '0.003')).toBe('0,003')
    expect(formatDecimalText('es', 'no es un número')).toBe('no es un número')
  })
})
