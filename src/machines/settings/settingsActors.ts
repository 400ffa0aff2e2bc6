import { set } from 'idb-keyval'
import type { ActorRefFrom } from 'xstate'
import { fromPromise, waitFor } from 'xstate'
import { networks, tokens } from '../../domain/catalogue'
import { getVault } from '../../workers/vaultClient'
import { downloadFile } from '../export'
import { listLegacyLeftovers, removeLegacyKey } from '../session/legacyLeftovers'
import type { sessionMachine } from '../session/sessionMachine'
import { type Leftovers, type RemovalInput, type SettingsTask, settingsMachine } from './settingsMachine'
import { wipeAndReload } from './wipe'

type Balances = Record<string, bigint>

/** What the settings actors act on: the app's session, and a way to leave for `/`. */
export type SettingsDeps = {
  session: ActorRefFrom<typeof sessionMachine>
  goHome: () => Promise<void>
}

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

async function runTask({ session }: SettingsDeps, task: SettingsTask): Promise<string | null> {
  const { address, balances } = session.getSnapshot().context
  switch (task.task) {
    case 'copyAddress':
      if (!address) return null
      await navigator.clipboard.writeText(address)
      return 'settings.addressCopied'
    case 'exportInfo':
      downloadFile(`billetera-${address ?? 'wallet'}.json`, walletInfo(address, balances))
      // Spec 000's "Backup (local storage)" snapshot of balances: kept, under Export (it holds no key).
      await set('backup', {
        ...walletInfo(address, balances),
        balances: Object.fromEntries(Object.entries(balances).map(([k, v]) => [k, v.toString()])),
      })
      return 'settings.exported'
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
  }
}

/**
 * The settings panel's real actors. Log out and Delete first act on the vault inside the worker, which
 * checks the password there (a wrong one rejects with WrongPasswordError and nothing changes), and only
 * then clear the rest. The new-recipient rule is not here: the signer's guard screen reads and changes it.
 * Log out loses no wallet: the open one is set aside, sealed, in the archive (it reopens with its password),
 * the archive stays, and a plaintext wallet of an earlier version is sealed into it first (only a copy of
 * the open wallet is simply removed). Only Delete removes wallets.
 */
export function settingsActors(deps: SettingsDeps) {
  return {
    runTask: fromPromise<string | null, SettingsTask>(({ input }) => runTask(deps, input)),
    readLeftovers: fromPromise<Leftovers>(async () => {
      const vault = getVault()
      return {
        archived: await vault.listArchived(),
        legacy: await listLegacyLeftovers(vault),
        unconfirmed: await vault.unconfirmedWallets(),
      }
    }),
    logOut: fromPromise<void, RemovalInput>(async ({ input }) => {
      // The signer's removal frame sealed an earlier version's other plaintext wallets into Billeteras
      // anteriores and set the wallet aside there (sealed, never removed) and locked it, with the password
      // typed there. The plaintext copies of that wallet, and those it sealed, go now; one it could not seal
      // (its parts disagree) stays where it is.
      for (const item of input.leftovers?.legacy ?? []) if (item.sameAsWallet) removeLegacyKey(item.key)
      for (const key of input.sealed ?? []) removeLegacyKey(key)
      // Spec §4: stored user and wallet removed, theme light, dark mode cleared, session emptied, to /. The
      // session does it all (the theme through its `signedOut`, boot.tsx), also when the signer's lock came
      // first and this panel is gone before the frame's answer.
      deps.session.send({ type: 'session.signOut' })
      // The session forgets the wallet and the user name on its own; leave only once it has, so that the
      // next screen (and a reload) never sees the old name.
      await waitFor(deps.session, (s) => s.matches('noWallet'), { timeout: 10_000 })
      await deps.goHome()
    }),
    deleteAll: fromPromise<void, RemovalInput>(async () => {
      // The signer's removal frame removed the wallet and the archive with the password typed there; the
      // question named the archived wallets and the plaintext leftovers: they go too (./wipe.ts, which the
      // session also calls if the signer's lock comes first).
      await wipeAndReload()
    }),
  }
}

/** The settings panel's machine wired to the vault worker, storage and the app's actors. */
export function liveSettingsMachine(deps: SettingsDeps) {
  return settingsMachine.provide({ actors: settingsActors(deps) })
}
