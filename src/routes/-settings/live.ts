import { useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { clear, set } from 'idb-keyval'
import { useMemo, useSyncExternalStore } from 'react'
import { fromPromise, waitFor } from 'xstate'
import { networks, tokens } from '../../domain/catalogue'
import { inspect } from '../../machines/inspect'
import { type SettingsTask, settingsMachine } from '../../machines/settingsMachine'
import { type AppActors, useAppActors } from '../../ui/app/AppActors'
import { removeLegacyWallet } from '../../workers/legacyWallet'
import { AUTO_LOCK_KEY, autoLockMinutes, getVault } from '../../workers/vaultClient'
import { useEndpointSettings } from './endpoints'

type Balances = Record<string, bigint>

/** Exported wallet info (spec 000 §3): address, networks, tokens with a balance, timestamp. Never a secret. */
export function walletInfo(address: string | null, balances: Balances, now = new Date()) {
  return {
    address,
    networks: Object.values(networks).map((n) => ({ id: n.id, name: n.name, chainId: n.chainId })),
    tokens: Object.entries(balances)
      .filter(([, amount]) => amount > 0n)
      .map(([key, amount]) => {
        const token = tokens[key as keyof typeof tokens]
        return {
          key,
          symbol: token?.symbol ?? key,
          network: token?.network ?? null,
          decimals: token?.decimals ?? null,
          balance: amount.toString(),
        }
      }),
    timestamp: now.toISOString(),
  }
}

function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const a = Object.assign(document.createElement('a'), { href: url, download: name })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

function runTask({ session }: AppActors) {
  return async (task: SettingsTask): Promise<string | null> => {
    const { address, balances } = session.getSnapshot().context
    switch (task.task) {
      case 'copyAddress':
        if (!address) return null
        await navigator.clipboard.writeText(address)
        return 'settings.addressCopied'
      case 'exportInfo':
        download(`billetera-${address ?? 'wallet'}.json`, walletInfo(address, balances))
        return 'settings.exported'
      case 'backup':
        await set('backup', {
          ...walletInfo(address, balances),
          balances: Object.fromEntries(Object.entries(balances).map(([k, v]) => [k, v.toString()])),
        })
        return 'settings.backedUp'
      case 'clearCache':
        if ('caches' in globalThis) for (const name of await caches.keys()) await caches.delete(name)
        sessionStorage.clear()
        session.send({ type: 'session.refresh' })
        return 'settings.cacheCleared'
      case 'refresh':
        session.send({ type: 'session.refresh' })
        return null
      case 'lockNow':
        session.send({ type: 'vault.lock' })
        return null
      case 'setAutoLock':
        await getVault().setAutoLockMinutes(task.minutes)
        localStorage.setItem(AUTO_LOCK_KEY, String(task.minutes))
        return null
    }
  }
}

const subscribeStorage = (cb: () => void) => {
  window.addEventListener('storage', cb)
  return () => window.removeEventListener('storage', cb)
}

/** The settings panel's machine, wired to the session, preferences, vault and storage. */
export function useSettingsPanel() {
  const actors = useAppActors()
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      settingsMachine.provide({
        actors: {
          runTask: fromPromise(({ input }) => runTask(actors)(input)),
          logOut: fromPromise(async () => {
            // Spec §4: stored user and wallet removed, theme light, dark mode cleared, session emptied, to /.
            actors.session.send({ type: 'session.signOut' })
            await getVault().forget()
            // The session forgets the wallet and the user name on its own; leave only once it has, so that
            // the next screen (and a reload) never sees the old name.
            await waitFor(actors.session, (s) => s.matches('noWallet'), { timeout: 10_000 })
            removeLegacyWallet()
            actors.preferences.send({ type: 'theme.set', theme: 'light' })
            await navigate({ to: '/' })
          }),
          deleteAll: fromPromise(async () => {
            await getVault().forget()
            await clear()
            localStorage.clear()
            sessionStorage.clear()
            window.location.reload()
          }),
        },
      }),
    [actors, navigate],
  )
  const actor = useActorRef(machine, { inspect })
  const minutes = useSyncExternalStore(subscribeStorage, autoLockMinutes)
  const endpoints = useEndpointSettings()
  return { actor, autoLockMinutes: minutes, endpoints }
}
