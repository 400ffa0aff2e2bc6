import type { OnboardingMode } from '../../machines/session/sessionMachine'

/** Search params of the onboarding routes: the mode chosen on welcome. */
export type ModeSearch = { mode?: OnboardingMode }

/**
 * Keeps only a known mode from the URL. Its own module, so the route tree can validate search params
 * without pulling the onboarding machine into the first chunk.
 */
export function validateModeSearch(search: Record<string, unknown>): ModeSearch {
  return search.mode === 'create' || search.mode === 'import' ? { mode: search.mode } : {}
}
