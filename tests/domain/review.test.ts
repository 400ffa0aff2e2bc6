import { describe, expect, it } from 'vitest'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import {
  assetLines,
  isDebtToken,
  payeeName,
  recipientWarnings,
  stepTextKey,
  usdValue,
  ZERO_ADDRESS,
} from '../../src/domain/review'

const own = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const ana = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' as const
const past = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const
const facts = {
  own,
  payees: [{ name: 'Ana', address: ana }],
  recipients: [past],
  tokenContracts: [{ symbol: 'USDC', address: usdc }],
}

describe('recipient warnings', () => {
  it('a saved payee or a past recipient (any case) raises nothing; the payee is named', () => {
    expect(recipientWarnings(ana, facts)).toEqual([])
    expect(recipientWarnings(past.toLowerCase() as `0x${string}`, facts)).toEqual([])
    expect(payeeName(ana.toLowerCase(), facts)).toBe('Ana')
    expect(payeeName(past, facts)).toBeNull()
  })

  it('an address never paid is a new recipient', () => {
    expect(recipientWarnings('0x1111111111111111111111111111111111111111', facts)).toEqual([
      { kind: 'newRecipient' },
    ])
  })

  it('a look-alike of a known address (same first and last four digits) is named with the original', () => {
    const poisoned = `0x5aae${'0'.repeat(32)}eaed` as const
    expect(recipientWarnings(poisoned, facts)).toEqual([
      { kind: 'lookalike', address: ana },
      { kind: 'newRecipient' },
    ])
  })

  it('the zero address, the own address and a token contract are each warned', () => {
    expect(recipientWarnings(ZERO_ADDRESS, facts)).toEqual([{ kind: 'zeroAddress' }])
    expect(recipientWarnings(own.toLowerCase() as `0x${string}`, facts)).toEqual([{ kind: 'ownAddress' }])
    expect(recipientWarnings(usdc, facts)).toEqual([{ kind: 'tokenContract', symbol: 'USDC' }])
  })
})

describe('asset lines', () => {
  it('splits leaving and arriving amounts, exact in base units, with USD where a price is known', () => {
    const { leaving, arriving } = assetLines(
      [
        { symbol: 'USDC', decimals: 6, diff: -100_000_000n },
        { symbol: 'aUSDC', decimals: 6, diff: 99_999_999n },
        { symbol: 'ETH', decimals: 18, diff: 0n },
      ],
      { USDC: 1 },
    )
    expect(leaving).toEqual([{ symbol: 'USDC', decimals: 6, amount: 100_000_000n, usd: 100 }])
    expect(arriving).toEqual([{ symbol: 'aUSDC', decimals: 6, amount: 99_999_999n, usd: null }])
    expect(usdValue(25n * 10n ** 16n, 18, 3000)).toBe(750)
  })

  it('books a debt token as debt taken on or paid off, never as something arriving in or leaving the wallet', () => {
    const borrow = assetLines(
      [
        { symbol: 'USDC', decimals: 6, diff: 100_000_000n },
        { symbol: 'variableDebtEthUSDC', decimals: 6, diff: 100_000_001n, underlying: 'USDC' },
      ],
      { USDC: 1 },
    )
    expect(borrow.arriving).toEqual([{ symbol: 'USDC', decimals: 6, amount: 100_000_000n, usd: 100 }])
    // Said in what is owed, with its dollars, when the simulation knew it.
    expect(borrow.debtTaken).toEqual([{ symbol: 'USDC', decimals: 6, amount: 100_000_001n, usd: 100.000001 }])
    expect([borrow.leaving, borrow.debtRepaid]).toEqual([[], []])
    const repay = assetLines(
      [
        { symbol: 'USDC', decimals: 6, diff: -100_000_002n },
        { symbol: 'stableDebtEthUSDC', decimals: 6, diff: -100_000_002n },
      ],
      {},
    )
    expect(repay.leaving.map((l) => l.symbol)).toEqual(['USDC'])
    expect(repay.debtRepaid).toEqual([
      { symbol: 'stableDebtEthUSDC', decimals: 6, amount: 100_000_002n, usd: null },
    ])
    expect([repay.arriving, repay.debtTaken]).toEqual([[], []])
    // An aToken is held, not owed: said to be the receipt of what it stands for, and worth it (issue 44).
    const supply = assetLines(
      [
        { symbol: 'USDC', decimals: 6, diff: -100_000_000n },
        { symbol: 'aEthUSDC', decimals: 6, diff: 99_999_999n, underlying: 'USDC' },
      ],
      { USDC: 1 },
    )
    expect(supply.arriving).toEqual([
      { symbol: 'aEthUSDC', decimals: 6, amount: 99_999_999n, usd: 99.999999, standsFor: 'USDC' },
    ])
    expect(supply.leaving).toEqual([{ symbol: 'USDC', decimals: 6, amount: 100_000_000n, usd: 100 }])
    // A token merely named like a debt is not one.
    expect(['variableDebtPolWETH', 'aEthUSDC', 'DebtToken', 'myvariableDebt'].map(isDebtToken)).toEqual([
      true,
      false,
      false,
      false,
    ])
  })
})

describe('the words of a step that takes everything', () => {
  it('says "todo" / "all" beside today\'s figure for a withdraw, cooldown, unstake or repay of all', () => {
    const all = ['withdraw', 'cooldown', 'unstake', 'repay'].map((kind) => stepTextKey(kind, true))
    expect(all.map((key) => es[key])).toEqual([
      'Retirar todo de {target}: ~{amount} {symbol} (hoy)',
      'Iniciar el enfriamiento de todo en {target}: ~{amount} {symbol} (hoy)',
      'Retirar todo del staking de {target}: ~{amount} {symbol} (hoy)',
      'Devolver toda la deuda a {target}: ~{amount} {symbol} (hoy)',
    ])
    expect(all.map((key) => en[key])).toEqual([
      'Withdraw all from {target}: ~{amount} {symbol} (today)',
      'Start the cooldown of all of it in {target}: ~{amount} {symbol} (today)',
      'Unstake all from {target}: ~{amount} {symbol} (today)',
      'Repay all the debt to {target}: ~{amount} {symbol} (today)',
    ])
  })

  it('names every other step, and a step for a figure, as before', () => {
    expect(stepTextKey('withdraw', false)).toBe('plan.step.withdraw')
    expect(stepTextKey('approve', true)).toBe('plan.step.approve')
    expect(stepTextKey('supply', true)).toBe('plan.step.supply')
  })
})
