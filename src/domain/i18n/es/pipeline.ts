/**
 * Texts of the money pipeline's errors (spec 001 §8). The spec quotes them in English; these are their
 * faithful translations. `{reason}` is the failure's own message (translated in its turn), or the
 * contract's revert reason as the contract wrote it.
 */
export const pipeline = {
  'pipeline.simulateFailed.transfer': 'Falló la simulación de la transferencia: {reason}',
  'pipeline.simulateFailed.approve': 'Falló la simulación de la aprobación: {reason}',
  'pipeline.simulateFailed.revoke': 'Falló la simulación de la revocación: {reason}',
  'pipeline.simulateFailed.supply': 'Falló la simulación del depósito: {reason}',
  'pipeline.simulateFailed.withdraw': 'Falló la simulación del retiro: {reason}',
  'pipeline.simulateFailed.stake': 'Falló la simulación del staking: {reason}',
  'pipeline.simulateFailed.unstake': 'Falló la simulación de la salida del staking: {reason}',
  'pipeline.simulateFailed.borrow': 'Falló la simulación del préstamo: {reason}',
  'pipeline.simulateFailed.repay': 'Falló la simulación del pago: {reason}',
  'pipeline.stepFailed.transfer': 'No se pudo transferir: {reason}',
  'pipeline.stepFailed.approve': 'No se pudo aprobar: {reason}',
  'pipeline.stepFailed.revoke': 'No se pudo revocar: {reason}',
  'pipeline.stepFailed.supply': 'No se pudo depositar: {reason}',
  'pipeline.stepFailed.withdraw': 'No se pudo retirar: {reason}',
  'pipeline.stepFailed.stake': 'No se pudo hacer staking: {reason}',
  'pipeline.stepFailed.unstake': 'No se pudo salir del staking: {reason}',
  'pipeline.stepFailed.borrow': 'No se pudo pedir prestado: {reason}',
  'pipeline.stepFailed.repay': 'No se pudo pagar: {reason}',
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
  'pipeline.action.stake': 'Hacer staking',
  'pipeline.action.cooldown': 'Enfriamiento',
  'pipeline.action.unstake': 'Salir del staking',
  'pipeline.action.borrow': 'Pedir prestado',
  'pipeline.action.repay': 'Devolver',
  'pipeline.noWallet': 'No hay ninguna billetera disponible',
  'pipeline.unsupportedNetwork': 'Red no compatible',
  'pipeline.nothingToRevoke': 'No hay nada que revocar',
  'pipeline.actionNotSent':
    '{action}: no se envió. Después de la aprobación, la operación habría fallado ({reason}). La aprobación volvió a 0, como decía la revisión: no queda ningún permiso abierto. Pagaste las comisiones de red de la aprobación y de volverla a 0: {fee} {symbol}.',
  'pipeline.gasAboveReview': 'necesitaría más gas del que revisaste',
  'pipeline.actionNotSent.afterSteps':
    '{action}: no se envió. Después de la aprobación, la operación habría fallado ({reason}). La aprobación volvió a 0, como decía la revisión: no queda ningún permiso abierto. Los pasos anteriores ya se habían confirmado y quedan hechos: lo que te dieron está en tu billetera. Pagaste las comisiones de red de los pasos enviados y de volver la aprobación a 0: {fee} {symbol}.',
  'pipeline.tokenNotSupported': 'El token no existe en la red elegida',
  'pipeline.refused.yearnLoss':
    'Yearn hoy no puede devolverte este monto sin una pérdida mayor a 0,01 %: su estrategia está perdiendo plata. No firmamos un retiro que pierda más; probá más tarde.',
  'pipeline.refused.yearnLiquidity':
    'Yearn hoy puede devolverte hasta {amount} USDC: el resto está invertido y su estrategia no lo puede liberar ahora. Retirá ese monto o menos, o probá más tarde.',
  'pipeline.refused.yearnFull':
    'El vault de Yearn está lleno: llegó a su límite de depósitos y hoy acepta hasta {amount} USDC más.',
  'pipeline.refused.yearnNoRoom':
    'El vault de Yearn está lleno: llegó a su límite de depósitos y hoy no acepta más.',
  'pipeline.refused.yearnShort':
    'Yearn hoy no puede devolverte ese monto: su estrategia no lo puede liberar ahora. Retirá menos o probá más tarde.',
  'pipeline.refused.curveSlippage':
    'El precio del pool de Curve se movió más que el deslizamiento máximo que revisaste: la operación no se hizo. Revisala de nuevo con el precio de ahora.',
  'pipeline.refused.cometPaused':
    'Compound pausó esta operación en este mercado. Probá de nuevo cuando la reanude.',
  'pipeline.refused.cometSupplyPaused':
    'Compound pausó los depósitos en este mercado. No se puede depositar hasta que los reanude.',
  'pipeline.refused.cometWithdrawPaused':
    'Compound pausó los retiros en este mercado. Tu saldo sigue ahí; vas a poder retirarlo cuando los reanude.',
  'pipeline.refused.convexShutdown':
    'Convex cerró este pool: ya no acepta depósitos. Lo que tengas ahí lo podés retirar igual.',
  'error.joined': '{short} - {nested}',
  'error.http': 'No se pudo conectar con la red.',
  'error.timeout': 'La red tardó demasiado en responder.',
  'error.rpc': 'El nodo de la red devolvió un error.',
  'error.rejected': 'La red no aceptó la transacción.',
  'error.reverted': 'El contrato rechazó la operación',
  'error.insufficientFunds': 'Tu saldo no alcanza para el monto más la comisión de red.',
  'error.nonce': 'La numeración de tus transacciones cambió (nonce). Probá de nuevo.',
  'error.userRejected': 'Rechazaste el pedido.',
}
