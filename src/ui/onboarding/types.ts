import type { ActorRefFrom } from 'xstate'
import type { onboardingMachine } from '../../machines/onboarding/onboardingMachine'
import type { welcomeMachine } from '../../machines/onboarding/onboardingWelcome'

/** The running onboarding machine a screen renders and sends events to. */
export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>
/** The welcome screen's machine: the welcome step only. */
export type WelcomeActor = ActorRefFrom<typeof welcomeMachine>
/** Either: both hold a stored wallet to set aside, which the signer’s frame in their dialog does. */
export type ReplaceActor = OnboardingActor | WelcomeActor
