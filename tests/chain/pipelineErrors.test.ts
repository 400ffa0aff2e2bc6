import { describe, expect, it } from 'vitest'
import {
  actionKey,
  PlanStepFailedError,
  reasonOf,
  SimulationFailedError,
  stepAction,
} from '../../src/chain/pipeline/errors'
import { pipeline as en } from '../../src/domain/i18n/en/pipeline'
import { pipeline as es } from '../../src/domain/i18n/es/pipeline'

describe('pipeline errors (spec 001 §8)', () => {
  it('joins the short message and the nested reason with a dash', () => {
    const nested = { reason: 'ERC20: transfer amount exceeds balance' }
    const error = { shortMessage: 'Execution reverted', message: 'long text', cause: { cause: nested } }
    expect(reasonOf(error)).toBe('Execution reverted - ERC20: transfer amount exceeds balance')
  })

  it('uses either part alone when the other is missing or repeats it, and Unknown error without both', () => {
    expect(reasonOf({ shortMessage: 'reverted: Paused', cause: { reason: 'Paused' } })).toBe('Paused')
    expect(reasonOf(new Error('nonce too low\nmore'))).toBe('nonce too low')
    expect(reasonOf(undefined)).toBe('Unknown error')
    expect(reasonOf({})).toBe('Unknown error')
  })

  it("words each step's failure as the spec does and names its dictionary texts", () => {
    const simulated = new SimulationFailedError('deposit', 1, 'Paused')
    expect(simulated.shortMessage).toBe('Supply simulate failed: Paused')
    expect(simulated.messageKey in es).toBe(true)
    expect(simulated.messageValues.action in es).toBe(true)
    const failed = new PlanStepFailedError('approve', 0, 'Transaction failed', [])
    expect(failed.shortMessage).toBe('Approve failed: Transaction failed')
    for (const step of Object.keys(stepAction) as (keyof typeof stepAction)[]) {
      expect(en[actionKey(step) as keyof typeof en]).toBe(stepAction[step])
    }
  })
})
