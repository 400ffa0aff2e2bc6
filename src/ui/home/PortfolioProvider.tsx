import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import { healthInputOf, type ValuedToken, valueTokens } from '../../domain/health/holdings'
import { faucetMachine } from '../../machines/faucetMachine'
import { gasMachine } from '../../machines/gasMachine'
import { healthMachine } from '../../machines/healthMachine'
import { watchActivityChanges } from '../../machines/historyActors'
import { historyMachine } from '../../machines/historyMachine'
import { inspect } from '../../machines/inspect'
import { networkSwitchMachine } from '../../machines/networkSwitchMachine'
import { pricesMachine } from '../../machines/pricesMachine'
import { useAppActors, useSession } from '../app/AppActors'

/** The live actors behind home and wallet management. */
export type PortfolioActors = {
  prices: ActorRefFrom<typeof pricesMachine>
  health: ActorRefFrom<typeof healthMachine>
  history: ActorRefFrom<typeof historyMachine>
  gas: ActorRefFrom<typeof gasMachine>
  networkSwitch: ActorRefFrom<typeof networkSwitchMachine>
  faucet: ActorRefFrom<typeof faucetMachine>
}

const Context = createContext<PortfolioActors | null>(null)
const noAddress = '0x0000000000000000000000000000000000000000' as const

/**
 * Mounts the portfolio machines (prices 10 s, gas 30 s, history 60 s, health 5 min, network switch, devnet
 * faucet) for the screens that show money, and keeps their inputs in step with the session: health gets
 * the valued holdings whenever balances or prices change; gas follows the selected network.
 */
export function PortfolioProvider({ children }: { children: ReactNode }) {
  const { session } = useAppActors()
  const address = useSession((s) => s.context.address) ?? noAddress
  const prices = useActorRef(pricesMachine, { input: null, inspect })
  const networkSwitch = useActorRef(networkSwitchMachine, { inspect })
  const network = useSelector(networkSwitch, (s) => s.context.network)
  const gas = useActorRef(gasMachine, { input: { network }, inspect })
  const history = useActorRef(historyMachine, { input: { address }, inspect })
  const health = useActorRef(healthMachine, { input: { holdings: [] }, inspect })
  const faucet = useActorRef(faucetMachine, { inspect })
  const valued = useValuedTokensOf(prices)
  const pricesReady = useSelector(prices, (s) => s.context.data !== null)

  useEffect(() => {
    if (pricesReady) health.send({ type: 'input.change', input: healthInputOf(valued) })
  }, [health, valued, pricesReady])
  useEffect(() => gas.send({ type: 'input.change', input: { network } }), [gas, network])
  useEffect(() => history.send({ type: 'input.change', input: { address } }), [history, address])
  useEffect(() => {
    const sub = faucet.subscribe((s) => {
      if (s.matches('funded')) {
        session.send({ type: 'session.refresh' })
        history.send({ type: 'data.refresh' })
      }
    })
    return () => sub.unsubscribe()
  }, [faucet, session, history])

  // A transaction recorded or settled in any tab (a send, a deposit) shows in the recent list at once.
  useEffect(() => {
    let stop = () => {}
    let live = true
    void watchActivityChanges(() => history.send({ type: 'data.refresh' })).then((unsubscribe) => {
      if (live) stop = unsubscribe
      else unsubscribe()
    })
    return () => {
      live = false
      stop()
    }
  }, [history])

  const value = useMemo(
    () => ({ prices, health, history, gas, networkSwitch, faucet }),
    [prices, health, history, gas, networkSwitch, faucet],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The portfolio actors of the current screen. */
export function usePortfolio(): PortfolioActors {
  const value = useContext(Context)
  if (!value) throw new Error('usePortfolio outside PortfolioProvider')
  return value
}

function useValuedTokensOf(prices: PortfolioActors['prices']): ValuedToken[] {
  const balances = useSession((s) => s.context.balances)
  const quotes = useSelector(prices, (s) => s.context.data?.quotes)
  return useMemo(() => valueTokens(balances, quotes ?? {}), [balances, quotes])
}

/** Every catalogue token with balance and USD value, derived from session balances and current prices. */
export function useValuedTokens(): ValuedToken[] {
  return useValuedTokensOf(usePortfolio().prices)
}
