import { describe, expect, it } from 'vitest'
import { vaultDiversification } from '../../src/domain/vaults/diversification'

const position = (receipt: string, shares = 1n) => ({ receipt, shares })

/** Spec 001 §9: "Diversification score: 25 per asset held, max 100" (an asset held: a vault position above 0). */
describe('the vaults page’s diversification score', () => {
  it.each([
    ['no position', [], 0, 0],
    ['aUSDC', [position('aUSDC')], 1, 25],
    ['aUSDC and aDAI (two assets on one card)', [position('aUSDC'), position('aDAI')], 2, 50],
    ['three protocols', [position('aUSDC'), position('sUSDe'), position('yvUSDC-1')], 3, 75],
    ['the spec’s four receipt tokens', ['aUSDC', 'aDAI', 'sUSDe', 'cUSDCv3'].map((r) => position(r)), 4, 100],
    [
      'six positions, capped at 100',
      ['aUSDC', 'aDAI', 'sUSDe', 'cUSDCv3', '3Crv', 'mooUSDC'].map((r) => position(r)),
      6,
      100,
    ],
    ['a position of 0 shares is not held', [position('aUSDC'), position('aDAI', 0n)], 1, 25],
    ['one receipt token counts once', [position('aUSDC', 5n), position('aUSDC', 7n)], 1, 25],
  ])('%s', (_name, positions, held, score) => {
    expect(vaultDiversification(positions)).toEqual({ held, score })
  })
})
