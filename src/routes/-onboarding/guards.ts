import { redirect } from '@tanstack/react-router'
import type { SessionActor } from '../../ui/app/AppActors'
import { settledSession } from '../../ui/app/settledSession'
import { onboardingPageOnShow } from './ownWalletOnShow'

/**
 * /reveal and /import make a wallet: with one already stored (Back after "Ya las guardé", Forward, a
 * reload, a second tab, the URL typed by hand) they lead to that wallet instead — /home, or /unlock first
 * when it is locked — so no navigation can replace it. The vault refuses too (VaultExistsError). Replacing is only ever offered with the password.
 */
export async function leaveIfWalletStored({
  context,
  cause,
}: {
  context: { session: SessionActor }
  cause: 'enter' | 'stay' | 'preload'
}) {
  // The wallet this very page creates appears while it is on show (boot.tsx re-runs guards on every session
  // change), and that must not send the user away from its words. Only while the page is at its own step:
  // a Back pressed while the next screen still loads also counts as 'stay', and must lead to the wallet.
  if (cause === 'stay' && onboardingPageOnShow()) return
  const session = context.session
  const snapshot = await settledSession(session)
  if (snapshot.matches('noWallet')) return
  if (snapshot.matches('unlocked')) throw redirect({ to: '/home', replace: true })
  throw redirect({ to: '/unlock', search: { redirect: '/home' }, replace: true })
}
