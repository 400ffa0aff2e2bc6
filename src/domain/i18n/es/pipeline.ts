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
  'pipeline.action.cooldown': 'Enfriamiento',
  'pipeline.action.unstake': 'Unstakear',
  'pipeline.action.borrow': 'Pedir prestado',
  'pipeline.action.repay': 'Devolver',
  'pipeline.noWallet': 'No hay ninguna billetera disponible',
  'pipeline.unsupportedNetwork': 'Red no compatible',
  'pipeline.tokenNotSupported': 'El token no existe en la red elegida',
  'error.http': 'No se pudo conectar con la red.',
  'error.timeout': 'La red tardó demasiado en responder.',
  'error.rpc': 'El nodo de la red devolvió un error.',
  'error.rejected': 'La red no aceptó la transacción.',
  'error.reverted': 'El contrato rechazó la operación',
  'error.insufficientFunds': 'Tu saldo no alcanza para el monto más la comisión de red.',
  'error.nonce': 'La numeración de tus transacciones cambió (nonce). Probá de nuevo.',
  'error.userRejected': 'Rechazaste el pedido.',
}
