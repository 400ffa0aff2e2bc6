import { describe, expect, it } from 'vitest'
import { maskApiKey } from '../../src/domain/format/maskApiKey'

describe('maskApiKey', () => {
  it.each([
    ['abcd1234efgh5678', '••••5678'],
    ['  abcd1234efgh5678  ', '••••5678'],
    ['abcdefghijk', '••••'],
    ['', '••••'],
  ])('shows %j as %j', (key, shown) => {
    expect(maskApiKey(key)).toBe(shown)
  })
})
