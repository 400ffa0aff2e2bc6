import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { type ValuedToken, valueTokens } from '../../domain/health/holdings'
import { type PortfolioContext, portfolioMachine } from '../../machines/home'
import { inspect } from '../../machines/shared/inspect'
import { useAppActors, useSession } from '../app/AppActors'
import { useActorStartedLater } from '../app/useActorStartedLater'

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
 * Mounts the portfolio machine (src/machines/home/portfolioMachine.ts) for every screen behind the wallet guard,
 * so moving between home, wallet management and the tabs keeps its data and timers. It only hands the
 * machine's children to the views; the machine keeps them in step.
 */
export function PortfolioProvider({ children }: { children: ReactNode }) {
  const { session, preferences } = useAppActors()
  // Started a task after home mounts, so home's first render paints before every child's first work.
  const portfolio = useActorStartedLater(portfolioMachine, { input: { session, preferences }, inspect })
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
