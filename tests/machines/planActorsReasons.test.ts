import { describe, expect, it } from 'vitest'
import { passwordReasonsOf } from '../../src/machines/write/planActors'

describe('passwordReasonsOf: why the key worker asks for the password at Confirm', () => {
  it('reads the reasons a PasswordRequiredError names, and nothing else', () => {
    expect(passwordReasonsOf('fees')).toEqual(['fees'])
    expect(passwordReasonsOf('newRecipient,fees')).toEqual(['newRecipient', 'fees'])
    expect(passwordReasonsOf('borrow,fees')).toEqual(['borrow', 'fees'])
    expect(passwordReasonsOf('collateral')).toEqual(['collateral'])
    expect(passwordReasonsOf('collateralUnchecked,fees')).toEqual(['collateralUnchecked', 'fees'])
    expect(passwordReasonsOf('')).toEqual([])
    expect(passwordReasonsOf('fees,<script>,admin')).toEqual(['fees'])
    expect(passwordReasonsOf(undefined)).toEqual([])
  })
})
