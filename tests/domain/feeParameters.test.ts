import { parseGwei } from 'viem'
import { describe, expect, it } from 'vitest'
import type { GasPrices } from '../../src/chain/getGasPrices'
import { feeParameters } from '../../src/chain/send/feeParameters'

const levels = (baseFee: string, latestBaseFee?: string): GasPrices => ({
  slow: 0n,
  standard: 0n,
  fast: 0n,
  baseFee: parseGwei(baseFee),
  ...(latestBaseFee ? { latestBaseFee: parseGwei(latestBaseFee) } : {}),
  priorityFee: { slow: parseGwei('1'), standard: parseGwei('2'), fast: parseGwei('3') },
  source: 'feeHistory',
})

describe('feeParameters: the reviewed fee ceiling', () => {
  it('is twice the next base fee plus the standard tip', () => {
    expect(feeParameters(levels('10'))).toEqual({
      maxFeePerGas: parseGwei('22'),
      maxPriorityFeePerGas: parseGwei('2'),
    })
    expect(feeParameters(levels('10', '9'))).toEqual({
      maxFeePerGas: parseGwei('22'),
      maxPriorityFeePerGas: parseGwei('2'),
    })
  })

  it('covers the latest block when the node reports a lower next base fee than it charges now', () => {
    // Without this the review would fix a ceiling the very next check refuses (latest × 1.125 + tip).
    const { maxFeePerGas } = feeParameters(levels('4', '8'))
    expect(maxFeePerGas).toBe(parseGwei('18'))
    expect(maxFeePerGas).toBeGreaterThan((parseGwei('8') * 1125n) / 1000n + parseGwei('2'))
  })
})
