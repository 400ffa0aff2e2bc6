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
}
