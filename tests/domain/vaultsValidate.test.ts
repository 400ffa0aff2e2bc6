import { describe, expect, it } from 'vitest'
import { en } from '../../src/domain/i18n/en'
import { VaultInputError } from '../../src/domain/vaults/errors'
import {
  MIN_ETH_FOR_GAS,
  type VaultAmountInput,
  validateVaultAmount,
  zeroBalanceNotice,
} from '../../src/domain/vaults/validate'

const base: VaultAmountInput = {
  protocol: 'aave',
  action: 'deposit',
  text: '100',
  asset: 'USDC',
  decimals: 6,
  available: 1_000_000_000n,
  ethBalance: 10n ** 18n,
}

/** The English text the user would read for what `validateVaultAmount` throws. */
function messageOf(input: Partial<VaultAmountInput>): string {
  try {
    validateVaultAmount({ ...base, ...input })
  } catch (error) {
    if (!(error instanceof VaultInputError)) throw error
    const text = en[error.shortMessage as keyof typeof en]
    return text.replace(/\{(\w+)\}/g, (_, k: string) => error.params[k] ?? '')
  }
  return 'ok'
}

describe('vault amount validation (spec 001 §5)', () => {
  it('returns base units for a valid amount, with either decimal separator', () => {
    expect(validateVaultAmount(base)).toBe(100_000_000n)
    expect(validateVaultAmount({ ...base, text: '1,5' })).toBe(1_500_000n)
  })

  it.each([
    ['aave', 'Enter a valid amount'],
    ['morpho', 'Enter a valid amount'],
    ['ethena', 'Enter a valid amount'],
    ['compound', 'Please enter a valid amount greater than 0'],
    ['curve', 'Please enter a valid amount greater than 0'],
    ['convex', 'Please enter a valid amount greater than 0'],
  ] as const)('%s refuses 0, negatives and text with “%s”', (protocol, text) => {
    for (const typed of ['0', '-1', 'abc', '', '1e3'])
      expect(messageOf({ protocol, text: typed, decimals: 18 }), typed).toBe(text)
  })

  it("says 'Invalid amount' when a Morpho amount is 0 base units once converted", () => {
    expect(messageOf({ protocol: 'morpho', text: '0.0000000000000000001', decimals: 18, asset: 'DAI' })).toBe(
      'Invalid amount',
    )
    expect(
      validateVaultAmount({
        ...base,
        protocol: 'morpho',
        text: '1.0000000000000000009',
        decimals: 18,
        available: 10n ** 19n,
      }),
    ).toBe(10n ** 18n)
  })

  it("says 'Insufficient {asset} balance' with the asset, one base unit past the balance", () => {
    expect(messageOf({ text: '1000.000001' })).toBe('Insufficient USDC balance')
    expect(validateVaultAmount({ ...base, text: '1000' })).toBe(1_000_000_000n)
    expect(messageOf({ protocol: 'morpho', asset: 'DAI', decimals: 18, available: 0n, text: '1' })).toBe(
      'Insufficient DAI balance',
    )
  })

  it("needs 0.003 ETH for gas: 'Insufficient ETH for gas (need ~0.003 ETH)' one wei below", () => {
    expect(messageOf({ ethBalance: MIN_ETH_FOR_GAS - 1n })).toBe('Insufficient ETH for gas (need ~0.003 ETH)')
    expect(validateVaultAmount({ ...base, ethBalance: MIN_ETH_FOR_GAS })).toBe(100_000_000n)
  })

  it('shows the zero-balance notices of Morpho and Ethena deposits only', () => {
    expect(en[zeroBalanceNotice('morpho', 'deposit', 0n)!]).toBe('No DAI balance detected.')
    expect(en[zeroBalanceNotice('ethena', 'deposit', 0n)!]).toBe('No USDe balance detected')
    expect(zeroBalanceNotice('ethena', 'deposit', 1n)).toBeNull()
    expect(zeroBalanceNotice('morpho', 'withdraw', 0n)).toBeNull()
    expect(zeroBalanceNotice('aave', 'deposit', 0n)).toBeNull()
  })
})
