/**
 * The loan warning on every wallet screen and its browser notification (issue 23). The headings are the
 * spec's lending alerts (`lending.alert.*`).
 */
export const loanAlert = {
  'loanAlert.region': 'Aviso sobre tu préstamo',
  'loanAlert.healthFactor': 'Factor de salud: {value}',
  'loanAlert.liquidation': 'Si {asset} baja a {price} ({drop} menos que hoy), tu garantía se puede liquidar.',
  'loanAlert.liquidationNow': 'Con {asset} a {price} o menos tu garantía ya se puede liquidar.',
  'loanAlert.act': 'Pagar o sumar garantía',
  'loanAlert.dismiss': 'Ocultar este aviso',
  'loanAlert.notify': 'Avisarme',
  'loanAlert.notifyHint':
    'Te mandamos una notificación del navegador si empeora mientras Billetera está abierta en otra pestaña.',
  'loanAlert.notifyOn': 'Te avisamos si empeora.',
  'loanAlert.notify.warning': 'Tu préstamo se acerca a la liquidación',
  'loanAlert.notify.critical': 'Tu préstamo corre riesgo de liquidación',
  'loanAlert.notify.body':
    'Factor de salud {healthFactor}. Tu garantía se puede liquidar si {asset} baja a {price}. Abrí Billetera para pagar o sumar garantía.',
  'loanAlert.notify.bodyNoPrice':
    'Factor de salud {healthFactor}. Abrí Billetera para pagar o sumar garantía.',
  'loanAlert.setting': 'Avisarme si mi préstamo corre riesgo',
  'loanAlert.setting.note':
    'Una notificación del navegador cuando el factor de salud baja de 1,5 o de 1,2 mientras Billetera está abierta en otra pestaña. Queda guardado solo en este navegador.',
  'loanAlert.setting.denied':
    'Tu navegador bloquea las notificaciones de esta página: habilitalas en la configuración del sitio.',
  'loanAlert.setting.unsupported': 'Este navegador no muestra notificaciones.',
}
