/**
 * Speeding up and cancelling a pending transaction from the activity list (home and Gestión de Billetera):
 * the row's buttons, the review's note, what the list says once it settled.
 */
export const replace = {
  'replace.speedUp': 'Acelerar',
  'replace.cancel': 'Cancelar',
  'replace.speedUp.title': 'Acelerar la transacción',
  'replace.cancel.title': 'Cancelar la transacción',
  'replace.speedUp.description':
    'Se vuelve a enviar la misma transacción, con el mismo número de orden (nonce) y una comisión más alta.',
  'replace.cancel.description':
    'Se envían 0 {symbol} a tu propia dirección con el mismo número de orden (nonce) y una comisión más alta. Si se confirma antes que la original, no se mueve nada más que la comisión.',
  'replace.close': 'Cerrar',
  'replace.notice.speedUp':
    'Reemplaza tu transacción pendiente (nonce {nonce}) por la misma, con una comisión más alta.',
  'replace.notice.cancel':
    'Reemplaza tu transacción pendiente (nonce {nonce}) por un envío de 0 {symbol} a tu propia dirección.',
  'replace.fees':
    'Nuevo tope por unidad de gas: {maxFee} gwei (antes {oldMaxFee}); propina: {tip} gwei (antes {oldTip}).',
  'replace.notice.late': 'Si la original se confirma antes, el reemplazo no se usa y solo vale la original.',
  'replace.sent.speedUp': 'Aceleración enviada. La lista muestra cuándo se confirma.',
  'replace.sent.cancel': 'Cancelación enviada. La lista muestra cuándo se confirma.',
  'replace.tooLate.speedUp': 'La transacción original ya se confirmó: no hizo falta acelerarla.',
  'replace.tooLate.cancel': 'La transacción original ya se confirmó: ya no se puede cancelar.',
  'replace.unavailable': 'Esta transacción ya no se puede acelerar ni cancelar.',
  'replace.stepCancelled': 'la cancelaste desde la lista de movimientos',
  'replace.outcome.spedUp': 'Acelerada',
  'replace.outcome.spedUp.hint': 'Se confirmó la versión acelerada.',
  'replace.outcome.originalFirst': 'La original se confirmó antes; el reemplazo no se usó.',
  'replace.outcome.earlierFirst': 'Una versión anterior se confirmó antes; el reemplazo no se usó.',
  'replace.replacing.speedUp': 'Aceleración enviada',
  'replace.replacing.cancel': 'Cancelación enviada',
  'activity.status.cancelled': 'Cancelada',
  'activity.status.cancelled.hint': 'Se confirmó la cancelación: no se movió nada más que la comisión.',
  'home.tx.cancel': 'Cancelación',
  'plan.step.cancel': 'Enviar 0 {symbol} a tu propia dirección ({target})',
  'pipeline.simulateFailed.cancel': 'Falló la simulación de la cancelación: {reason}',
  'pipeline.stepFailed.cancel': 'No se pudo cancelar: {reason}',
}
