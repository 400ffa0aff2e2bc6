import { useSelector } from '@xstate/react'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { usePortfolio } from './PortfolioProvider'

/**
 * Whether home offers to fund the chosen account (the faucet, Conseguir USDe): the faucet machine's
 * `ownsAccount` guard, through `can`. A watched address is not funded as if it were the user's.
 */
export function useCanFund(): boolean {
  const { faucet } = usePortfolio()
  const address = useSession((s) => s.context.address)
  return useSelector(
    faucet,
    (s) => s.hasTag('busy') || (address !== null && s.can({ type: 'faucet.fund', address })),
  )
}

/** Devnet builds only: funds the wallet with test coins and tokens on the four local chains. */
export function FaucetButton() {
  const t = useT()
  const { faucet } = usePortfolio()
  const address = useSession((s) => s.context.address)
  const busy = useSelector(faucet, (s) => s.hasTag('busy'))
  const state = useSelector(faucet, (s) => s.value)
  const canFund = useCanFund()
  if (import.meta.env.VITE_BILLETERA_PROFILE === 'mainnet' || !address || !canFund) return null
  return (
    <div className="faucet">
      <Button size="sm" disabled={busy} onClick={() => faucet.send({ type: 'faucet.fund', address })}>
        {busy ? t('home.fund.busy') : t('home.fund')}
      </Button>
      {state === 'funded' && (
        <p className="ok small" role="status">
          {t('home.fund.done')}
        </p>
      )}
      {state === 'failed' && (
        <p className="error small" role="alert">
          {t('home.fund.failed')}
        </p>
      )}
    </div>
  )
}
