/**
 * The kinds of step a plan is made of, one transaction each (DESIGN.md §4a). The review names a step with
 * the text `plan.step.<kind>`; everything else that names a transaction of the app (home, the vaults'
 * activity, the CSV, error messages) goes through {@link import('./describeStep').describeStep}.
 */
export const stepKinds = [
  'transfer',
  'approve',
  'resetApproval',
  'revoke',
  'supply',
  'deposit',
  'addLiquidity',
  'withdraw',
  'stake',
  'cooldown',
  'unstake',
  'borrow',
  'repay',
  'cancel',
  'swap',
] as const

/** The kind of one step of a plan. */
export type StepKind = (typeof stepKinds)[number]
