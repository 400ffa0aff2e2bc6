import type { lendingRisk as es } from '../es/lendingRisk'

/** English texts of the loans page's risk figures, reserve facts and reserve refusals. */
export const lendingRisk: Record<keyof typeof es, string> = {
  'lendingRisk.title': 'Liquidation price',
  'lendingRisk.intro':
    'The price at which your health factor reaches 1 and Aave may liquidate your collateral, other prices unchanged.',
  'lendingRisk.today': 'Today {price}',
  'lendingRisk.liquidatedAt': 'Liquidated at',
  'lendingRisk.distance': '{percent} below today',
  'lendingRisk.liquidatableNow': 'already liquidatable',
  'lendingRisk.threshold': 'liquidation threshold {threshold}',
  'lendingRisk.none.noDebt': 'No liquidation price: you have no debt.',
  'lendingRisk.none.covered': 'No liquidation price: the rest of your collateral covers the debt.',
  'lendingRisk.ltv': 'Loan to value (LTV)',
  'lendingRisk.ltvValue': '{ltv} · liquidated at {threshold}',
  'lendingRisk.inexact':
    'Your Aave position holds assets or an efficiency mode (E\u2011mode) this page does not read: go by the health factor.',
  'lendingRisk.drop.title': 'What if it falls?',
  'lendingRisk.drop.intro': 'If {asset} falls and everything else stays the same:',
  'lendingRisk.drop.fall': 'Fall',
  'lendingRisk.drop.price': 'Price',
  'lendingRisk.drop.health': 'Health factor',
  'lendingRisk.drop.outcome': 'What happens',
  'lendingRisk.drop.safe': 'Safe',
  'lendingRisk.drop.atRisk': 'At risk',
  'lendingRisk.drop.liquidatable': 'Liquidatable',
  'lendingRisk.drop.legend':
    'Safe: health factor 1.5 or more. At risk: between 1 and 1.5. Liquidatable: below 1.',
  'lendingRisk.drop.detail':
    'Someone may repay up to {debt} of your debt and take {collateral} {asset} of your collateral (bonus included).',
  'lendingRisk.drop.detailAll':
    'Someone may repay {debt} of your debt and take all your {asset} ({collateral} {asset}, bonus included).',
  'lendingRisk.after.ltv': 'LTV after',
  'lendingRisk.after.liquidationPrice': '{asset} liquidation after',
  'lendingRisk.after.none': 'No liquidation price',
  'lendingRisk.after.distance': '{price} ({percent} below)',
  'lendingRisk.facts.title': '{asset} on Aave',
  'lendingRisk.facts.supplied': 'Supplied by everyone',
  'lendingRisk.facts.borrowed': 'Lent to everyone',
  'lendingRisk.facts.ofCap': '{used} of {cap} ({percent})',
  'lendingRisk.facts.noCap': '{used} · no cap',
  'lendingRisk.facts.liquidity': 'Not lent out (available)',
  'lendingRisk.facts.unknown': 'unknown',
  'lendingRisk.facts.isolation': 'Isolation mode',
  'lendingRisk.facts.isolation.explain':
    'Isolation mode: a riskier asset that, as collateral, lets you borrow only stablecoins, and only up to a cap.',
  'lendingRisk.facts.isolation.no': 'No',
  'lendingRisk.facts.isolation.yes': 'Yes: debt against {asset} is capped at USD {ceiling} (USD {used} used)',
  'lendingRisk.facts.emode': 'Efficiency mode (E\u2011mode)',
  'lendingRisk.facts.emode.explain':
    'Efficiency mode: when your collateral and your debt move together (ETH and its variants, say), Aave lends you more.',
  'lendingRisk.facts.emode.none': 'No category',
  'lendingRisk.facts.emode.ethCorrelated': 'ETH correlated',
  'lendingRisk.facts.emode.category': '{label} (category {id})',
  'lendingRisk.facts.emode.unknown': 'Category {id}',
  'lendingRisk.facts.state': 'Status',
  'lendingRisk.facts.state.active': 'Active',
  'lendingRisk.facts.state.noBorrowing': 'Active, not lending',
  'lendingRisk.facts.state.frozen': 'Frozen: takes no deposits and lends nothing',
  'lendingRisk.facts.state.paused': 'Paused: no operations',
  'lending.error.SupplyCapError':
    'Aave takes at most {cap} {asset} in all: only {left} more {asset} fit. Lower the amount.',
  'lending.error.ReserveBorrowCapError':
    'Aave lends at most {cap} {asset} in all: {left} {asset} are left to borrow. Lower the amount.',
  'lending.error.ReserveLiquidityError':
    'Aave has only {available} {asset} not lent out right now: not enough for this amount. Lower the amount or try later.',
  'lending.error.DebtCeilingError':
    'Your collateral ({collateral}) is in isolation mode: debt against it may not exceed USD {ceiling}, and USD {left} is left. Lower the amount.',
  'lending.error.IsolationBorrowError':
    'Your collateral ({collateral}) is in isolation mode: {asset} cannot be borrowed against it.',
  'lending.error.ReserveFrozenError':
    'Aave has frozen {asset}: for now it takes no deposits and lends nothing. You can still repay and withdraw.',
  'lending.error.ReservePausedError': 'Aave has paused {asset}: no operations for now.',
  'lending.error.BorrowingDisabledError': 'Aave does not lend {asset}.',
  'lending.reserve.frozenOpen':
    'Aave has frozen {asset}: it takes no deposits and lends nothing, but you can repay and withdraw.',
  'lending.reserve.supplyCapFull':
    'Aave has reached its cap of {cap} {asset} supplied: it takes no more for now.',
  'lending.reserve.supplyCapped': 'Aave takes at most {cap} {asset} in all: only {left} more {asset} fit.',
  'lending.reserve.borrowCapFull':
    'Aave has reached its cap of {cap} {asset} lent: it lends no more for now.',
  'lending.reserve.borrowCapped':
    'Aave lends at most {cap} {asset} in all: {left} {asset} are left to borrow.',
  'lending.reserve.notBorrowableInEMode':
    'Your account is in Aave\'s "{label}" efficiency mode: in that mode it does not lend {asset}.',
}
