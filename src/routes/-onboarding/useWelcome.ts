import { useMemo } from 'react'
import { liveWelcomeMachine } from '../../machines/onboarding/onboardingWelcomeActors'
import type { OnboardingMode } from '../../machines/session/sessionMachine'
import { useAppActors } from '../../ui/app/AppActors'
import { useOnboardingRoute } from './useOnboardingRoute'

/** The welcome screen's small machine (none of the later steps load with the first screen). */
export function useWelcome(mode: OnboardingMode | undefined) {
  const { session } = useAppActors()
  const machine = useMemo(() => liveWelcomeMachine(session), [session])
  return useOnboardingRoute(machine, 'welcome', mode)
}
