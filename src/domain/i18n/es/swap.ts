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
}
