/**
 * Texts of the signer's review screen (src/signer/reviewScreen.ts, docs/signer-plan.md steps 4 and 5): what the
 * key worker read the plan to do (review.summary.*), why Confirm needs the wallet's password (a new address above
 * the limit, fees over the 24 h budget, a loan, collateral), the field, Confirmar and Volver, and why Confirmar
 * does not answer yet. The signer's screen imports this file alone; the app's review texts spread it (review.ts).
 */
export const signerReview = {
  'review.confirm': 'Confirmar',
  'review.back': 'Volver',
  'review.frame.title': 'Revisión para confirmar (página de firma)',
  'review.frame.wait': 'Revisá la operación: Confirmar se habilita en un momento.',
  'review.frame.hidden': 'Confirmar responde solo con esta revisión a la vista y sin nada encima.',
  'review.frame.keys':
    'Confirmar no respondió a esa tecla: llegá a él con Tab, o tocalo, y volvé a intentar.',
  'review.frame.window':
    'Este navegador no puede comprobar que esta revisión esté a la vista: Confirmar la abre en una ventana propia de la página de firma, donde la confirmás.',
  'review.frame.windowTitle': 'Confirmá la operación (página de firma)',
  'review.frame.windowBlocked':
    'El navegador no abrió la ventana de confirmación. Permití ventanas emergentes para esta página y probá de nuevo.',
  'review.frame.confirming': 'Confirmando…',
  'review.frame.confirmed': 'Confirmado. Firmando y enviando…',
  'review.password.empty': 'Ingresá la contraseña de tu billetera para confirmar.',
  'review.password.why':
    'Es una dirección a la que nunca confirmaste un envío y el monto supera el límite que elegiste en Configuración (Direcciones nuevas). Para enviarlo, ingresá la contraseña de tu billetera.',
  'review.password.why.fees':
    'Con esta, las comisiones máximas que confirmaste sin contraseña en las últimas 24 horas superarían {usd}. Para que ningún script de la página pueda gastar tu saldo en gas, ingresá la contraseña de tu billetera.',
  'review.password.why.borrow':
    'Un préstamo es una deuda: si baja el precio de tu garantía, se puede vender una parte para pagarla. Para que ningún script de la página pueda pedir un préstamo a tu nombre, ingresá la contraseña de tu billetera.',
  'review.password.why.collateral':
    'Tenés un préstamo abierto en Aave en esta red, y lo que retirás es la garantía que lo respalda: tu préstamo queda más cerca de la liquidación. Para que ningún script de la página pueda retirarla, ingresá la contraseña de tu billetera.',
  'review.password.why.collateralUnchecked':
    'No pudimos comprobar si tenés un préstamo abierto en Aave en esta red (la red no respondió). Si lo tenés, este retiro saca garantía que lo respalda. Para retirar igual, ingresá la contraseña de tu billetera.',
  'review.password.label': 'Contraseña de la billetera',
  'review.password.wrong': 'Contraseña incorrecta. Probá de nuevo.',
  'review.password.expired': 'Esta revisión ya no vale. Volvé y revisá la operación de nuevo.',
  'review.summary.title': 'Lo que confirmás',
  'review.summary.send': 'Enviás',
  'review.summary.to': 'A la dirección',
  'review.summary.network': 'Red',
  'review.summary.steps': 'Pasos',
  'review.summary.fees': 'Comisión de red máxima',
  'review.summary.all': 'todo tu {symbol}',
  'review.summary.step.transfer': 'Enviar {amount} a {to}',
  'review.summary.step.approve': 'Permitir {amount} a {to}',
  'review.summary.step.swap': 'Cambiar {amount} en {to}',
  'review.summary.step.deposit': 'Depositar {amount} en {to}',
  'review.summary.step.withdraw': 'Retirar {amount} de {to}',
  'review.summary.step.borrow': 'Pedir prestado {amount} a {to}',
  'review.summary.step.repay': 'Devolver {amount} a {to}',
  'review.summary.step.claim': 'Cobrar las recompensas de {to}',
  'review.summary.step.other': '{action} en {to} {amount}',
  'review.summary.gone':
    'Esta revisión ya no es válida (venció, ya se usó o no existe). Volvé y revisá la operación de nuevo.',
} as const
