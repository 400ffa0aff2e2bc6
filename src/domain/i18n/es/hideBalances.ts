/** Texts of "Ocultar saldos" (issue 25): the eye in home's header and what a screen reader hears instead of ••••. */
export const hideBalances = {
  'hideBalances.button': 'Ocultar saldos',
  'hideBalances.hidden': 'Saldo oculto',
}
