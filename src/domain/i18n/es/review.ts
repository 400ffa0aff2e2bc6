import { signerReview } from './signerReview'

/** Texts of the review every write shows before signing, and the names of a plan's steps. */
export const review = {
  ...signerReview,
  'review.title': 'Revisá antes de firmar',
  'review.simulating': 'Simulando la operación…',
  'review.leaving': 'Sale de tu billetera',
  'review.arriving': 'Llega a tu billetera',
  'review.kept': 'Queda depositado en {target}',
  'review.receipt': 'comprobante de tu depósito, se canjea por {asset}',
  'review.nothing': 'Nada',
  'review.debt.taken': 'Deuda que tomás',
  'review.debt.repaid': 'Deuda que cancelás',
  'review.to': 'Para',
  'review.network': 'Red',
  'review.bound.maxLoss':
    'Pérdida máxima aceptada: {percent}. Si la estrategia de Yearn pierde más, el retiro no se hace.',
  'review.bound.slippage':
    'Deslizamiento máximo: {percent}. Si el precio del pool de Curve se mueve más antes de que se confirme, la operación no se hace.',
  'review.steps': 'Pasos',
  'review.fee': 'Comisión de red máxima',
  'review.fee.note': 'Nunca vas a pagar más que esto; si la red pide más, te lo mostramos de nuevo.',
  'review.fee.more': 'La comisión máxima ({fee}) es mayor que lo que movés ({moved}).',
  'review.fee.tenth': 'La comisión máxima ({fee}) es más del 10 % de lo que movés ({moved}).',
  'review.stepwise.note':
    'Esta red no puede simular todos los pasos juntos: firmamos primero la aprobación, esperamos a que se confirme y volvemos a simular la operación antes de firmarla. Si la operación fallara después de la aprobación, la aprobación vuelve a 0 (pagás la comisión de red de los dos pasos).',
  'review.usd': '≈ {usd}',
  'review.usd.tiny': '≈ menos de {usd}',
  'review.signing': 'Firmando y enviando el paso {step} de {count}…',
  'review.notice.feeRose':
    'La comisión de red subió por encima de lo que revisaste. Mirá la nueva comisión máxima y confirmá de nuevo, o volvé.',
  'review.warning.zeroAddress': 'Es la dirección cero: lo que envíes ahí se pierde para siempre.',
  'review.warning.ownAddress': 'Es tu propia dirección: te lo estarías enviando a vos.',
  'review.warning.tokenContract':
    'Es el contrato del token {symbol}, no una billetera: lo que envíes ahí probablemente se pierda.',
  'review.warning.lookalike':
    'Se parece a {address}, que ya usaste, pero no es la misma. Puede ser una estafa por envenenamiento de direcciones.',
  'review.warning.newRecipient': 'Nunca le enviaste a esta dirección y no está entre tus contactos.',
  'review.partial': 'El paso {done} se confirmó, pero el paso {failed} falló: {message}',
  'review.partial.continue': 'Reintentar desde el paso {step}',
  'review.partial.revoke': 'Revocar el permiso',
  'review.partial.dismiss': 'Dejarlo así',
  'plan.step.transfer': 'Enviar {amount} {symbol} a {target}',
  'plan.step.approve': 'Permitir {amount} {symbol} a {target}',
  'plan.step.resetApproval': 'Poner en 0 el permiso de {symbol} a {target}',
  'plan.step.revoke': 'Revocar el permiso de {symbol} a {target}',
  'plan.step.supply': 'Depositar {amount} {symbol} en {target}',
  'plan.step.deposit': 'Depositar {amount} {symbol} en {target}',
  'plan.step.addLiquidity': 'Depositar {amount} {symbol} en {target}',
  'plan.step.withdraw': 'Retirar {amount} {symbol} de {target}',
  'plan.step.stake': 'Depositar {amount} {symbol} en {target}',
  'plan.step.cooldown': 'Iniciar el enfriamiento de {amount} {symbol} en {target}',
  'plan.step.unstake': 'Retirar del staking {amount} {symbol} de {target}',
  'plan.step.borrow': 'Pedir prestado {amount} {symbol} a {target}',
  'plan.step.repay': 'Devolver {amount} {symbol} a {target}',
} as const
