import { describe, expect, it } from 'vitest'
import { draftOf, guardChanged, ruleOf } from '../../src/domain/review/guardDraft'

/** The signer's guard screen (src/signer/guardScreen.ts): what its Guardar may save. */
describe('the new-recipient rule’s form', () => {
  const held = { enabled: true, limitUsd: 250 }

  it('starts from the rule held, and Guardar waits for a change', () => {
    expect(draftOf(held)).toEqual({ enabled: true, limit: '250' })
    expect(guardChanged(draftOf(held), held)).toBe(false)
    expect(guardChanged({ enabled: false, limit: '250' }, held)).toBe(true)
    expect(guardChanged({ enabled: true, limit: '251' }, held)).toBe(true)
    // Typed differently, the same amount: no change.
    expect(guardChanged({ enabled: true, limit: ' 250 ' }, held)).toBe(false)
  })

  it.each(['', '12.5', '-1', 'abc', '1000001', '1e3'])(
    'a limit of %j is no rule, and nothing to save',
    (limit) => {
      expect(ruleOf({ enabled: true, limit })).toBeNull()
      expect(guardChanged({ enabled: false, limit }, held)).toBe(false)
    },
  )

  it('whole dollars from 0 to a million are rules', () => {
    expect(ruleOf({ enabled: false, limit: '0' })).toEqual({ enabled: false, limitUsd: 0 })
    expect(ruleOf({ enabled: true, limit: '1000000' })).toEqual({ enabled: true, limitUsd: 1_000_000 })
  })
})
