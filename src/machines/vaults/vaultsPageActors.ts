import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate'
import type { GasPrices } from '../../chain/getGasPrices'
import type { InflationFigure } from '../../chain/inflation'
import type { ActivityEntry } from '../../chain/pipeline/types'
import type { Prices } from '../../chain/prices/types'
import type { Address } from '../../chain/profile'
import type { DefiLlamaApy, VaultsRead } from '../../chain/protocols'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import { tokens } from '../../domain/catalogue/tokens'
import { healthInputOf, valueTokens } from '../../domain/health/holdings'
import type { VaultRate } from '../../domain/vaults/apy'
import type { SampleBook } from '../../domain/vaults/samples'
import { watchActivityChanges } from '../home'
import type { sessionMachine } from '../session/sessionMachine'
import { chain } from '../shared/chain'
import { watchVisibility } from '../shared/visibility'
import type { Risk } from './vaultsPageRules'

type SessionRef = ActorRefFrom<typeof sessionMachine>

/**
 * The page's settings: where inflation comes from (Settings dialog) and the risk tolerance the saver chose
 * last, low until they choose (a savings app starts at the safest cards). The dólar for pesos is the app's
 * preference (the portfolio machine reads its quote for every screen).
 */
export type VaultsSettings = { inflationSource: 'live' | 'reference'; risk: Risk }
export const defaultVaultsSettings: VaultsSettings = { inflationSource: 'live', risk: 'low' }
const risks: readonly Risk[] = ['low', 'medium', 'high']
const SETTINGS_KEY = 'vaultsSettings'

/** Everything one refresh of the page reads. */
export type VaultsPageData = {
  read: VaultsRead
  rates: Record<ProtocolId, VaultRate> & { aaveDai: VaultRate }
  gas: GasPrices
  inflation: InflationFigure
  /** Wallet tokens on every network plus the vault positions, in dollars; null without prices. */
  portfolioUsd: number | null
  health: number | null
  /** The app's transactions from this wallet (the activity store), newest first. */
  activity: ActivityEntry[]
  samples: SampleBook
}

export type LoadPageInput = {
  address: Address | null
  settings: VaultsSettings
  balances: Record<string, bigint>
}

const HOUR = 3_600_000
const zero = '0x0000000000000000000000000000000000000000' as const

/** Slow web figures kept for an hour (DefiLlama's pool list is large), prices for 5 minutes (health's pace). */
const cache = new Map<string, { at: number; value: Promise<unknown> }>()
function cached<T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < ttl) return hit.value as Promise<T>
  const value = load()
  cache.set(key, { at: Date.now(), value })
  value.catch(() => cache.delete(key))
  return value
}

async function scoreHealth(balances: Record<string, bigint>, prices: Prices | null) {
  if (!prices) return null
  const input = healthInputOf(valueTokens(balances, prices.quotes))
  if (typeof Worker === 'undefined') {
    const { safeScoreHealth } = await import('../../domain/health/scoreHealth')
    return safeScoreHealth(input).overallScore
  }
  const { getVault } = await import('../../workers/vaultClient')
  return (await getVault().scoreHealth(input)).overallScore
}

/** The vaults page's I/O, loaded only when /inflation opens. Tests replace each with `provide`. */
export const vaultsPageActors = {
  loadSettings: fromPromise<VaultsSettings>(async () => {
    try {
      const raw = JSON.parse(
        globalThis.localStorage?.getItem(SETTINGS_KEY) ?? '{}',
      ) as Partial<VaultsSettings>
      return {
        inflationSource: raw.inflationSource === 'reference' ? 'reference' : 'live',
        risk: risks.find((r) => r === raw.risk) ?? defaultVaultsSettings.risk,
      }
    } catch {
      return defaultVaultsSettings
    }
  }),
  saveSettings: fromPromise<void, VaultsSettings>(async ({ input }) => {
    globalThis.localStorage?.setItem(SETTINGS_KEY, JSON.stringify(input))
  }),
  /**
   * One refresh: readVaults (ONE Multicall3 request: rates, positions, balances, allowances, cooldown) and
   * the gas read; inflation (the app's one inflation service, shared with home), dollar quotes and DefiLlama's
   * figures from their hourly caches; prices from a
   * 5-minute cache; the activity store (pending vault transactions are settled first).
   */
  loadPage: fromPromise<VaultsPageData, LoadPageInput>(async ({ input }) => {
    const [service, p, inflationApi, activityStore] = await Promise.all([
      chain(),
      import('../../chain/protocols'),
      import('../../chain/inflation'),
      import('../../chain/activity'),
    ])
    const { profile } = service
    const client = service.clients.ethereum
    const web = profile.webApis
    const soft =
      <T>(what: string, fallback: T) =>
      (error: unknown) => {
        console.warn(`[vaults] ${what} unavailable`, error)
        return fallback
      }
    const [read, gas, inflation, llama, prices, recorded] = await Promise.all([
      p.readVaults(client, { profile, address: input.address ?? zero }),
      service.gas('ethereum'),
      input.settings.inflationSource === 'reference'
        ? inflationApi.specInflation('vaults')
        : inflationApi.getInflation(profile, { screen: 'vaults' }),
      web.defiLlamaYields
        ? cached(`llama:${web.defiLlamaYields}`, HOUR, () =>
            p.fetchDefiLlamaApys(web.defiLlamaYields as string),
          ).catch(soft('DefiLlama', {} as Partial<Record<ProtocolId, DefiLlamaApy>>))
        : {},
      cached('prices', 5 * 60_000, () => service.prices()).catch(soft('prices', null)),
      input.address ? activityStore.readActivity({ from: input.address }).catch(soft('activity', [])) : [],
    ])
    const samples = await p
      .recordRateSamples(
        Object.fromEntries(
          Object.entries(read.rates.sharePrices).map(([id, price]) => [id, { at: read.timestamp, price }]),
        ),
      )
      .catch(soft('rate samples', {} as SampleBook))
    const pending = recorded.filter(
      (e) => e.status === 'pending' && e.chainId === profile.networks.ethereum.chainId,
    )
    const updates = pending.length
      ? await activityStore.trackActivity(() => client, pending).catch(soft('tracking', []))
      : []
    for (const u of updates) await activityStore.updateActivity(u.hash, activityStore.updatePatch(u))
    const statusOf = new Map(updates.map((u) => [u.hash, u.status]))
    const positionsUsd = read.positions.reduce(
      (sum, pos) =>
        sum +
        (Number(pos.value) / 10 ** tokens[pos.asset].decimals) *
          (prices?.quotes[tokens[pos.asset].symbol]?.price ?? 1),
      0,
    )
    const walletUsd = prices
      ? valueTokens(input.balances, prices.quotes).reduce((s, v) => s + v.valueUsd, 0)
      : null
    return {
      read,
      rates: p.vaultRates(read, { samples, defiLlama: llama }),
      gas,
      inflation,
      portfolioUsd: walletUsd === null ? null : walletUsd + positionsUsd,
      health: await scoreHealth(input.balances, prices).catch(soft('health', null)),
      activity: recorded.map((e) => ({ ...e, status: statusOf.get(e.hash) ?? e.status })),
      samples,
    }
  }),
  /**
   * The session's balances feed the portfolio value and the health score: when they change (the first read
   * after unlock, a refresh after a deposit), the page refreshes too.
   */
  watchSession: fromCallback<{ type: 'data.refresh' }, { session: SessionRef | null }>(
    ({ input, sendBack }) => {
      if (!input.session) return
      let last = input.session.getSnapshot().context.balances
      const sub = input.session.subscribe((s) => {
        if (s.context.balances === last || s.context.balancesLoading) return
        last = s.context.balances
        sendBack({ type: 'data.refresh' })
      })
      return () => sub.unsubscribe()
    },
  ),
  /** Another tab (or this one) recorded or settled a transaction: refresh. */
  watchActivity: fromCallback(({ sendBack }) => {
    let stop = () => {}
    let live = true
    void watchActivityChanges(() => sendBack({ type: 'data.refresh' })).then((unsubscribe) => {
      if (live) stop = unsubscribe
      else unsubscribe()
    })
    return () => {
      live = false
      stop()
    }
  }),
  watchVisibility,
}
