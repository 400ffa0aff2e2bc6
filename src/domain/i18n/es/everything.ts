/**
 * Texts of "Máx." meaning all of it (issue 23): the review's steps that take everything with the protocol's
 * own "everything" form, beside today's figure, and the notes that say the interest until it lands goes too.
 */
export const everything = {
  'plan.step.withdraw.all': 'Retirar todo de {target}: ~{amount} {symbol} (hoy)',
  'plan.step.cooldown.all': 'Iniciar el enfriamiento de todo en {target}: ~{amount} {symbol} (hoy)',
  'plan.step.unstake.all': 'Retirar todo del staking de {target}: ~{amount} {symbol} (hoy)',
  'plan.step.repay.all': 'Devolver toda la deuda a {target}: ~{amount} {symbol} (hoy)',
  'review.all.note':
    'Todo es todo: también lo que se sume de interés hasta que se confirme. No queda nada, ni centavos.',
  'lending.all.withdraw': 'Retirás todo, incluido el interés que se sume hasta que se confirme.',
  'lending.all.repay': 'Devolvés toda la deuda, incluido el interés que se sume hasta que se confirme.',
  'vaults.modal.all': 'Retirás todo, incluido el rendimiento que se sume hasta que se confirme.',
} as const
