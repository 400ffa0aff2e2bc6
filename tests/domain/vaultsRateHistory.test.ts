import { describe, expect, it } from 'vitest'
import { rateHistory } from '../../src/domain/vaults/samples'

const YEAR = 31_536_000
const wad = 10n ** 18n

describe('rateHistory: the sampled rates Analytics lists', () => {
  it('gives the annualised growth between consecutive samples, newest first', () => {
    const samples = [
      { at: 0, price: wad },
      { at: YEAR, price: (wad * 105n) / 100n }, // +5 % over a year
      { at: 2 * YEAR, price: (wad * 105n * 110n) / 10_000n }, // then +10 %
    ]
    const points = rateHistory(samples)
    expect(points.map((p) => p.at)).toEqual([2 * YEAR, YEAR])
    expect(points[0]?.apy).toBeCloseTo(0.1, 12)
    expect(points[1]?.apy).toBeCloseTo(0.05, 12)
  })

  it('skips pairs less than an hour apart, keeps at most `limit` points, and has none for one sample', () => {
    const day = 86_400
    const samples = Array.from({ length: 8 }, (_, i) => ({
      at: i * day,
      price: wad + BigInt(i) * 10n ** 14n,
    }))
    samples.splice(3, 0, { at: 2 * day + 60, price: wad + 2n * 10n ** 14n })
    expect(rateHistory(samples, 3).map((p) => p.at)).toEqual([7 * day, 6 * day, 5 * day])
    expect(rateHistory(samples, 20)).toHaveLength(7)
    expect(rateHistory([{ at: 0, price: wad }])).toEqual([])
  })
})
