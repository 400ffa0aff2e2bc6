/**
 * Texts of the money pipeline's errors (spec 001 §8). The spec quotes them in English; these are their
 * faithful translations. `{action}` is one of the `pipeline.action.*` texts.
 */
export const pipeline = {
  'pipeline.simulateFailed': 'Falló la simulación de {action}: {reason}',
  'pipeline.stepFailed': 'Falló {action}: {reason}',
  'pipeline.transactionFailed': 'La transacción falló',
  'pipeline.unknownError': 'Error desconocido',
  'pipeline.feeAboveCeiling':
    'La comisión de la red subió por encima del máximo que revisaste. Revisá la nueva comisión antes de firmar.',
  'pipeline.stepsConfirmed': 'Ya se confirmaron {count} pasos anteriores.',
  'pipeline.action.transfer': 'Transferir',
  'pipeline.action.approve': 'Aprobar',
  'pipeline.action.revoke': 'Revocar',
  'pipeline.action.supply': 'Depositar',
  'pipeline.action.withdraw': 'Retirar',
  'pipeline.action.stake': 'Stakear',
  'pipeline.action.cooldown': 'Cooldown',
  'pipeline.action.unstake': 'Unstakear',
  'pipeline.action.borrow': 'Pedir prestado',
  'pipeline.action.repay': 'Devolver',
}
