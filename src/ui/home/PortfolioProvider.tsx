import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import { type ValuedToken, valueTokens } from '../../domain/health/holdings'
import type { PortfolioContext, portfolioMachine } from '../../machines/home'
import { useSession } from '../app/AppActors'

/** The live actors behind home and wallet management: the portfolio machine's children. */
export type PortfolioActors = Pick<
  PortfolioContext,
  | 'prices'
  | 'health'
  | 'history'
  | 'pendingActions'
  | 'gas'
  | 'networkSwitch'
  | 'faucet'
  | 'clock'
  | 'refresh'
  | 'dollarQuote'
  | 'inflation'
  | 'loanAlert'
>

const Context = createContext<PortfolioActors | null>(null)

/**
 * Hands the portfolio machine's children to the views below. The wallet layout route (src/routes/_wallet.tsx)
 * mounts the machine (src/machines/home/portfolioMachine.ts) for every screen behind the wallet guard; the
 * machine keeps its children in step.
 */
export function PortfolioProvider({
  portfolio,
  children,
}: {
  portfolio: ActorRefFrom<typeof portfolioMachine>
  children: ReactNode
}) {
  const value = useMemo(() => {
    const c = portfolio.getSnapshot().context
    return {
      prices: c.prices,
      health: c.health,
      history: c.history,
      pendingActions: c.pendingActions,
      gas: c.gas,
      networkSwitch: c.networkSwitch,
      faucet: c.faucet,
      clock: c.clock,
      refresh: c.refresh,
      dollarQuote: c.dollarQuote,
      inflation: c.inflation,
      loanAlert: c.loanAlert,
    }
  }, [portfolio])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The portfolio actors of the current screen. */
export function usePortfolio(): PortfolioActors {
  const value = useContext(Context)
  if (!value) throw new Error('usePortfolio outside PortfolioProvider')
  return value
}

/**
 * Every catalogue token with balance and USD value: the one place USD values are derived, from the session's
 * balances (bigint base units) and the current prices. Never stored.
 */
export function useValuedTokens(): ValuedToken[] {
  const balances = useSession((s) => s.context.balances)
  const quotes = useSelector(usePortfolio().prices, (s) => s.context.data?.quotes)
  return useMemo(() => valueTokens(balances, quotes ?? {}), [balances, quotes])
}
