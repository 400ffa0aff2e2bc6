import type { loanAlert as es } from '../es/loanAlert'

/** The loan warning on every wallet screen and its browser notification. */
export const loanAlert: Record<keyof typeof es, string> = {
  'loanAlert.region': 'About your loan',
  'loanAlert.healthFactor': 'Health factor: {value}',
  'loanAlert.liquidation':
    'If {asset} falls to {price} ({drop} below today), your collateral can be liquidated.',
  'loanAlert.liquidationNow': 'With {asset} at {price} or less your collateral can already be liquidated.',
  'loanAlert.act': 'Repay or add collateral',
  'loanAlert.dismiss': 'Hide this notice',
  'loanAlert.notify': 'Notify me',
  'loanAlert.notifyHint':
    'We send a browser notification if it gets worse while Billetera is open in another tab.',
  'loanAlert.notifyOn': 'We will let you know if it gets worse.',
  'loanAlert.notify.warning': 'Your loan is getting close to liquidation',
  'loanAlert.notify.critical': 'Your loan is at risk of liquidation',
  'loanAlert.notify.body':
    'Health factor {healthFactor}. Your collateral can be liquidated if {asset} falls to {price}. Open Billetera to repay or add collateral.',
  'loanAlert.notify.bodyNoPrice': 'Health factor {healthFactor}. Open Billetera to repay or add collateral.',
  'loanAlert.setting': 'Notify me if my loan is at risk',
  'loanAlert.setting.note':
    'A browser notification when the health factor falls below 1.5 or 1.2 while Billetera is open in another tab. Kept in this browser only.',
  'loanAlert.setting.denied':
    'Your browser blocks notifications from this page: allow them in the site settings.',
  'loanAlert.setting.unsupported': 'This browser does not show notifications.',
}
