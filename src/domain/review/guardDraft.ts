import { parseGuardLimit } from './guardLimit'

/** The new-recipient rule (the key worker's RecipientGuardSettings): on or off, and the limit in whole US$. */
export type GuardRule = { enabled: boolean; limitUsd: number }
/** The rule as its form shows it, changed but not saved yet: the switch, and the limit as typed. */
export type GuardDraft = { enabled: boolean; limit: string }

/** The form's starting point: the rule as the key worker holds it. */
export const draftOf = (rule: GuardRule): GuardDraft => ({
  enabled: rule.enabled,
  limit: String(rule.limitUsd),
})

/** The rule the draft stands for, when its limit is a valid amount; null otherwise. */
export function ruleOf(draft: GuardDraft): GuardRule | null {
  const limitUsd = parseGuardLimit(draft.limit)
  return limitUsd === null ? null : { enabled: draft.enabled, limitUsd }
}

/** Guardar: the draft's limit is a valid amount and the rule it stands for differs from the one held. */
export function guardChanged(draft: GuardDraft, held: GuardRule): boolean {
  const next = ruleOf(draft)
  return next !== null && (next.enabled !== held.enabled || next.limitUsd !== held.limitUsd)
}
