/**
 * Whether an onboarding page (reveal or import) is still at its own step on this tab. Its guard re-runs when
 * the session changes; the wallet that page itself just made must not send the user away from its words.
 * Once the page moves on ("Ya las guardé" answered, or imported), nothing is held: any later visit to it,
 * even one TanStack Router counts as staying (Back pressed while the next screen is still loading), leads
 * to the stored wallet instead.
 */
let holders = 0

export function holdOnboardingPage(): () => void {
  holders += 1
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
  }
}

export function onboardingPageOnShow(): boolean {
  return holders > 0
}
