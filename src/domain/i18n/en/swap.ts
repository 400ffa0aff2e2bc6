/**
 * Swapping one token for another on the same network (issue 43): the plan's step, its errors and how the
 * history and the CSV name it.
 */
export const swap = {
  'plan.step.swap': 'Swap {amount} {symbol} on {target}',
  'pipeline.simulateFailed.swap': 'Swap simulate failed: {reason}',
  'pipeline.stepFailed.swap': 'Swap failed: {reason}',
  'pipeline.action.swap': 'Swap',
  'home.tx.swap': 'Swap',
  'swap.title': 'Swap',
  'swap.network': 'Network',
  'swap.from': 'You pay',
  'swap.to': 'You receive',
  'swap.flip': 'Flip',
  'swap.amount': 'Amount in {symbol}',
  'swap.balance': 'Balance: {amount}',
  'swap.slippage': 'Slippage tolerance',
  'swap.quoting': 'Finding the best price…',
  'swap.quote.receive': 'You receive (estimate)',
  'swap.quote.minimum': 'Minimum received ({slippage} slippage)',
  'swap.quote.route': 'Route',
  'swap.quote.impact': 'Price impact',
  'swap.quote.wrap': '{symbol} contract, 1:1 with no venue fee',
  'swap.quote.impactUnknown': 'Unknown',
  'swap.sentence': 'You swap {amount} for at least {minimum}',
  'swap.slippage.stated':
    'Slippage tolerance: {slippage}. If the price moves further, the swap reverts and you pay only the network fee.',
  'swap.failed': 'The swap did not go through: {reason}. If the price moved, ask for a new quote.',
  'swap.done': 'You swapped {amount} for at least {minimum}.',
  'swap.submit': 'Swap',
  'swap.requote': 'Get a new quote',
  'swap.noRoute': 'No price for this pair on this network.',
  'swap.problem.sameToken': 'Pick two different tokens.',
  'swap.problem.amount': 'Enter an amount above 0.',
  'swap.problem.balance': 'Not enough balance.',
  'home.swap': 'Swap',
  'swap.open': 'Swap {symbol}',
  'usde.swap': 'Swap to USDe in Billetera',
  'usde.otherWays': 'Other ways',
  'home.tx.swapped': 'You swapped {amount} for {received}',
  'swap.quote.fee': 'Network fee (estimate)',
  'swap.reverted':
    'The swap reverted on chain: the price moved past your slippage tolerance. Nothing was swapped; you paid only the network fee. Ask for a new quote.',
  'swap.stopped': 'The swap was not sent after the approval: nothing was swapped. Ask for a new quote.',
  'swap.priceMoved':
    'The price moved past your slippage tolerance before signing: the swap was not sent. Ask for a new quote.',
  'swap.revoke': 'Revoke the {symbol} approval',
  'swap.revoked':
    'The swap reverted and you revoked the approval: nothing is left approved. Ask for a new quote.',
}
