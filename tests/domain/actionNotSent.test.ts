import { beforeAll, describe, expect, it } from 'vitest'
import { ActionNotSentError } from '../../src/chain/pipeline/errors'
import type { PlannedCall } from '../../src/chain/pipeline/types'
import { errorMessage } from '../../src/domain/errors/message'
import { loadLanguage } from '../../src/domain/i18n'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import { translateError } from '../../src/domain/i18n/translateError'
import { signsStepByStep } from '../../src/domain/review'

/** Issue 42: what the person reads when the action after an approval was not sent and the approval went back to 0. */
const frozen = { key: 'error.joined', values: { short: { key: 'error.reverted' }, nested: '28' } }
const notSent = new ActionNotSentError('supply', 1, frozen, {
  confirmed: ['0x01', '0x02'],
  resetHash: '0x02',
  fee: 123_456_789_000_000n,
  symbol: 'ETH',
})

beforeAll(async () => {
  await loadLanguage('es', 'more')
  await loadLanguage('en', 'more')
})

describe('an action not sent after its approval', () => {
  it('says in plain words that it was not sent, why, that the approval is back to 0 and what the fees cost', () => {
    expect(translateError('en', errorMessage(notSent))).toBe(
      'Supply: not sent. After the approval, the operation would have failed (The contract refused the operation - 28). The approval was set back to 0, as the review said: nothing stays allowed. You paid the network fees of the approval and of setting it back to 0: 0.000123 ETH.',
    )
    expect(translateError('es', errorMessage(notSent))).toBe(
      'Depositar: no se envió. Después de la aprobación, la operación habría fallado (El contrato rechazó la operación - 28). La aprobación volvió a 0, como decía la revisión: no queda ningún permiso abierto. Pagaste las comisiones de red de la aprobación y de volverla a 0: 0,000123 ETH.',
    )
  })

  it('after steps that stand (Convex’s add to the Curve pool), says they stand and what all the fees cost', () => {
    const stake = new ActionNotSentError(
      'stake',
      3,
      { key: 'pipeline.refused.convexShutdown' },
      {
        confirmed: ['0x01', '0x02', '0x03', '0x04'],
        resetHash: '0x04',
        fee: 2_000_000_000_000_000n,
        symbol: 'ETH',
        earlierSteps: 1,
      },
    )
    expect(translateError('en', errorMessage(stake))).toBe(
      'Stake: not sent. After the approval, the operation would have failed (Convex has shut this pool down: it no longer takes deposits. You can still withdraw what you hold there.). The approval was set back to 0, as the review said: nothing stays allowed. The steps before it were already confirmed and stand: what they gave you is in your wallet. You paid the network fees of the steps sent and of setting the approval back to 0: 0.002 ETH.',
    )
    expect(translateError('es', errorMessage(stake))).toContain(
      'Los pasos anteriores ya se habían confirmado y quedan hechos: lo que te dieron está en tu billetera. Pagaste las comisiones de red de los pasos enviados y de volver la aprobación a 0: 0,002 ETH.',
    )
  })

  it('the review says so beforehand, only when the plan goes step by step after an approval', () => {
    const step = (kind: PlannedCall['step']) => ({ step: kind }) as PlannedCall
    expect(signsStepByStep({ simulation: 'call', calls: [step('approve'), step('supply')] })).toBe(true)
    expect(signsStepByStep({ simulation: 'simulateV1', calls: [step('approve'), step('supply')] })).toBe(
      false,
    )
    expect(signsStepByStep({ simulation: 'call', calls: [step('withdraw')] })).toBe(false)
    expect(signsStepByStep({ simulation: 'call', calls: [step('repay'), step('approve')] })).toBe(false)
    expect(es['review.stepwise.note']).toContain(
      'Si la operación fallara después de la aprobación, la aprobación vuelve a 0',
    )
    expect(en['review.stepwise.note']).toContain(
      'If the operation failed after the approval, the approval goes back to 0',
    )
  })
})
