import type { ActorRefFrom } from 'xstate'
import type { onboardingMachine } from '../../machines/onboardingMachine'

/** The running onboarding machine a screen renders and sends events to. */
export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>
