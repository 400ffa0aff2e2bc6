import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { OnboardingStep } from '../../machines/onboarding/onboardingSetup'
import type { welcomeMachine } from '../../machines/onboarding/onboardingWelcome'
import type { OnboardingMode } from '../../machines/session/sessionMachine'
import { inspect } from '../../machines/shared/inspect'
import { useAppActors } from '../../ui/app/AppActors'
import { holdOnboardingPage } from './ownWalletOnShow'

const ROUTES = {
  welcome: '/welcome',
  signup: '/signup',
  terms: '/tos',
  reveal: '/reveal',
  import: '/import',
  dashboard: '/dashboard',
  home: '/home',
} as const

/**
 * Starts an onboarding machine (the welcome one, or the whole one, which shares its context and events) at this route's step, given the session
 * (input.session: the machine hands it the mode chosen and the new wallet itself), and follows the machine to the next step's route (replacing
 * history for an existing wallet going /home).
 */
export function useOnboardingRoute(
  machine: typeof welcomeMachine,
  step: OnboardingStep,
  mode: OnboardingMode | undefined,
) {
  const { session } = useAppActors()
  const navigate = useNavigate()
  const actor = useActorRef(machine, {
    input: { step, mode: mode ?? null, username: session.getSnapshot().context.username ?? '', session },
    inspect,
  })
  const at = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]))
  const currentMode = useSelector(actor, (s) => s.context.mode)

  // Released before the effect below navigates on: from then on the page's guard no longer stays.
  useEffect(() => {
    if (at !== step) return
    return holdOnboardingPage()
  }, [at, step])

  useEffect(() => {
    if (!at || at === step || at === 'start' || !(at in ROUTES)) return
    const to = ROUTES[at as keyof typeof ROUTES]
    const search = currentMode && at !== 'dashboard' && at !== 'home' ? { mode: currentMode } : {}
    void navigate({ to, search: search as never, replace: at === 'home' })
  }, [at, step, currentMode, navigate])

  return actor
}
