import { useMemo } from 'react'
import { liveOnboardingMachine } from '../../machines/onboarding/onboardingActors'
import type { OnboardingStep } from '../../machines/onboarding/onboardingMachine'
import type { welcomeMachine } from '../../machines/onboarding/onboardingWelcome'
import type { OnboardingMode } from '../../machines/session/sessionMachine'
import { useAppActors } from '../../ui/app/AppActors'
import type { OnboardingActor } from '../../ui/onboarding/types'
import { useOnboardingRoute } from './useOnboardingRoute'
import { useWarmUpWallet } from './warmUpWallet'

/** The onboarding machine at this route's step (sign-up, terms, reveal, import), followed from route to route. */
export function useOnboarding(step: Exclude<OnboardingStep, 'welcome'>, mode: OnboardingMode | undefined) {
  const { session } = useAppActors()
  const machine = useMemo(() => liveOnboardingMachine(session), [session])
  // The wallet opens at the end of these steps: load its chain code while the user types and reads.
  useWarmUpWallet(step === 'signup' || step === 'terms' || step === 'import')
  // Same context, events and route-following as the welcome machine: the hook drives either.
  const actor = useOnboardingRoute(machine as unknown as typeof welcomeMachine, step, mode)
  return actor as unknown as OnboardingActor
}
