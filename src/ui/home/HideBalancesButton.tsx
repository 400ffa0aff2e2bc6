import { Eye, EyeOff } from 'lucide-react'
import { useAppActors, usePreferences } from '../app/AppActors'
import { useT } from '../i18n'
import { Button } from '../kit/Button'

/**
 * "Ocultar saldos", the eye in home's header: one tap hides every amount of money on every screen (•••• in
 * its place, "Saldo oculto" to a screen reader) until tapped again; pressed while hidden. The choice is kept
 * on the device and followed by every open tab (the preferences machine); the review before signing always
 * shows the real amounts (src/ui/kit/Money.tsx).
 */
export function HideBalancesButton() {
  const t = useT()
  const { preferences } = useAppActors()
  const hidden = usePreferences((s) => s.context.hideBalances)
  return (
    <Button
      variant="ghost"
      className="hide-balances"
      aria-pressed={hidden}
      aria-label={t('hideBalances.button')}
      title={t('hideBalances.button')}
      data-testid="hide-balances"
      onClick={() => preferences.send({ type: 'hideBalances.toggle' })}
    >
      {hidden ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </Button>
  )
}
