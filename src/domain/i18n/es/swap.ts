/**
 * Cambiar un token por otro en la misma red (issue 43): el paso del plan, sus errores y cómo lo nombran el
 * historial y el CSV.
 */
export const swap = {
  'plan.step.swap': 'Cambiar {amount} {symbol} en {target}',
  'pipeline.simulateFailed.swap': 'Falló la simulación del cambio: {reason}',
  'pipeline.stepFailed.swap': 'No se pudo cambiar: {reason}',
  'pipeline.action.swap': 'Cambiar',
  'home.tx.swap': 'Cambio',
  'swap.title': 'Cambiar',
  'swap.network': 'Red',
  'swap.from': 'Cambiás',
  'swap.to': 'Recibís',
  'swap.flip': 'Invertir',
  'swap.amount': 'Monto en {symbol}',
  'swap.balance': 'Saldo: {amount}',
  'swap.slippage': 'Tolerancia de precio (slippage)',
  'swap.quoting': 'Buscando el mejor precio…',
  'swap.quote.receive': 'Recibís (estimado)',
  'swap.quote.minimum': 'Mínimo a recibir (tolerancia {slippage})',
  'swap.quote.route': 'Ruta',
  'swap.quote.impact': 'Impacto en el precio',
  'swap.quote.wrap': 'contrato de {symbol}, 1:1 sin comisión de mercado',
  'swap.quote.impactUnknown': 'Sin dato',
  'swap.sentence': 'Cambiás {amount} por al menos {minimum}',
  'swap.slippage.stated':
    'Tolerancia de precio: {slippage}. Si el precio se mueve más que eso, el cambio se revierte y solo pagás la comisión de red.',
  'swap.failed': 'El cambio no se hizo: {reason}. Si el precio se movió, pedí una nueva cotización.',
  'swap.done': 'Cambiaste {amount} por al menos {minimum}.',
  'swap.submit': 'Cambiar',
  'swap.requote': 'Cotizar de nuevo',
  'swap.noRoute': 'No hay precio para este par en esta red.',
  'swap.problem.sameToken': 'Elegí dos tokens distintos.',
  'swap.problem.amount': 'Escribí un monto mayor que 0.',
  'swap.problem.balance': 'No te alcanza el saldo.',
  'home.swap': 'Cambiar',
  'swap.open': 'Cambiar {symbol}',
  'usde.swap': 'Cambiar a USDe en Billetera',
  'usde.otherWays': 'Otras formas',
  'home.tx.swapped': 'Cambiaste {amount} por {received}',
  'swap.quote.fee': 'Comisión de red (estimada)',
  'swap.reverted':
    'El cambio se revirtió en la red: el precio se movió más que tu tolerancia. No se cambió nada; solo pagaste la comisión de red. Pedí una nueva cotización.',
  'swap.stopped': 'El cambio no se envió después del permiso: no se cambió nada. Pedí una nueva cotización.',
  'swap.priceMoved':
    'El precio se movió más que tu tolerancia antes de firmar: no se envió el cambio. Pedí una nueva cotización.',
  'swap.revoke': 'Revocar el permiso de {symbol}',
  'swap.revoked':
    'El cambio se revirtió y revocaste el permiso: no queda nada aprobado. Pedí una nueva cotización.',
}
