import type { TextKey } from '../i18n'

/** The steps that have an "everything" form: a withdraw-all, a cooldown or unstake of all, a repay-all. */
const allKinds: ReadonlySet<string> = new Set(['withdraw', 'cooldown', 'unstake', 'repay'])

/**
 * The text key that names one step of a plan in the review: `plan.step.<kind>`, or `plan.step.<kind>.all`
 * when the step takes everything with the protocol's own "everything" form (its amount is then today's
 * figure, and the words say "todo" / "all" beside it).
 * @example stepTextKey('withdraw', true) // 'plan.step.withdraw.all'
 */
export function stepTextKey(kind: string, all: boolean): TextKey {
  return (all && allKinds.has(kind) ? `plan.step.${kind}.all` : `plan.step.${kind}`) as TextKey
}
