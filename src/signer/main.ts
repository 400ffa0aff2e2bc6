import { CREATE_HOOK, isCreateScreen } from '../domain/signer/create'
import { IMPORT_HOOK, RESTORE_HOOK } from '../domain/signer/importing'
import {
  APPROVE_HOOK,
  AUTO_LOCK_HOOK,
  appOrigin,
  BROADCAST,
  GUARD_HOOK,
  type HandoverAnswer,
  isConnectFromApp,
  KEYSTORE_HOOK,
  MIGRATE_HOOK,
  READY,
  REMOVE_HOOK,
  REVEAL_HOOK,
  readReviewAsk,
  readSignerScreen,
  type SignerBroadcast,
  type SignerReady,
  STORED,
  type StoredAnswer,
  UNLOCK_HOOK,
} from '../domain/signer/origins'
import { adoptHandover } from '../workers/vault/handover'
import { hasArchivedWallets, readRecord } from '../workers/vault/record'
import type { WorkerConnect } from '../workers/vault.worker'
import { VAULT_CHANNEL } from '../workers/vaultApi'

/**
 * The signer's page (DESIGN.md §3, docs/signer-plan.md steps 1 and 3): it hosts the key worker on its own
 * origin and gives the app one channel to it; opened with `?screen=unlock` it is instead the unlock screen the
 * app lays out in its /unlock page, where the password is typed, and with `?screen=reveal` the screen that shows the seed phrase or a private key (step 4). It answers exactly the app's origin (fixed at build time, src/signer/origins),
 * and only the window that frames it; its host refuses any other framer (`frame-ancestors`). The app's page
 * never reaches the signer's storage: the sealed wallet, the archive and the guard settings live here.
 */
const app = appOrigin()
const parent = window.parent === window ? null : window.parent
const opened = readSignerScreen(location.search)
const asked = readReviewAsk(location.search)

if (!parent && asked?.window && window.opener) {
  // The review's confirmation window (step 5), where the browser cannot say whether the frame is visible.
  const opener = window.opener as Window
  void import('./reviewWindow').then((screen) => screen.showReviewWindow(opener, asked))
} else if (parent && asked && !asked.window) {
  // The review of every write (step 5): what the key worker decoded, the password if it asks, Confirmar.
  void import('./reviewScreen').then((screen) => screen.showReview(app, parent, asked))
} else if (parent && opened.screen === 'unlock') {
  // A screen of the signer laid out in the app's page (step 3): its own small module, loaded only here.
  void import('./unlockScreen').then((screen) => screen.showUnlock(app, parent, opened))
} else if (parent && opened.screen === 'reveal') {
  // The seed phrase or private key (step 4): the password typed and the secret shown in this frame only.
  void import('./revealScreen').then((screen) => screen.showReveal(app, parent, opened))
} else if (parent && opened.screen === 'guard') {
  // Settings → Direcciones nuevas (step 4): the rule changed with the password typed in this frame only.
  void import('./guardScreen').then((screen) => screen.showGuard(app, parent, opened))
} else if (parent && opened.screen === 'autolock') {
  // Settings → Bloqueo automático (step 4): the time changed with the password typed in this frame only.
  void import('./autoLockScreen').then((screen) => screen.showAutoLock(app, parent, opened))
} else if (parent && (opened.screen === 'signout' || opened.screen === 'forget')) {
  // Log out and delete (step 4): the password typed in this frame only, the action taken here.
  const action = opened.screen
  void import('./removeScreen').then((screen) => screen.showRemove(app, parent, opened, action))
} else if (parent && (opened.screen === 'backup' || opened.screen === 'reopen')) {
  // Respaldar, and an archived wallet's Descargar and Abrir (step 4): the password and the file stay here.
  if (opened.screen === 'backup')
    void import('./backupScreen').then((screen) => screen.showBackup(app, parent, opened))
  else void import('./reopenScreen').then((screen) => screen.showReopen(app, parent, opened))
} else if (parent && opened.screen === 'migrate') {
  // /unlock's legacy migration (step 4): the new password for an earlier version's plaintext wallet stays here.
  void import('./migrateScreen').then((screen) => screen.showMigrate(app, parent, opened))
} else if (parent && isCreateScreen(location.search)) {
  // Crear billetera (step 4): the password, the new words and the backup check in this frame only.
  void import('./createScreen').then((screen) => screen.showCreate(app, parent, opened))
} else if (parent && (opened.screen === 'import' || opened.screen === 'restore')) {
  // Importing a wallet and ¿Olvidaste tu contraseña? (step 4): the secret and the new password stay in this frame.
  if (opened.screen === 'import')
    void import('./importScreen').then((screen) => screen.showImport(app, parent, opened))
  else void import('./restoreScreen').then((screen) => screen.showRestore(app, parent, opened))
} else if (parent) {
  let worker: Worker | undefined
  /** This page's own port to the worker (every call, `unlock` included), once the app connected. */
  let ownPort: (port: MessagePort) => void = () => {}
  const own = new Promise<MessagePort>((resolve) => {
    ownPort = resolve
  })
  // The unlock screen beside this page (another frame of this origin in the app's page) passes the password
  // here; the app's own channel to the worker refuses `unlock`. The app's origin cannot read this property.
  Object.defineProperty(window, UNLOCK_HOOK, {
    value: async (password: unknown) => (await import('./ownVault')).unlockWith(await own, password),
  })
  // Likewise the reveal screen's password, and the secret it alone shows: the app's channel refuses `reveal`.
  Object.defineProperty(window, REVEAL_HOOK, {
    value: async (password: unknown, what: unknown, account: unknown) =>
      (await import('./ownVault')).revealWith(await own, password, what, account),
  })
  // And the guard screen's rule, changed only with the password typed there: the app's channel refuses it.
  Object.defineProperty(window, GUARD_HOOK, {
    value: async (op: unknown, password: unknown, rule: unknown) =>
      (await import('./ownVault')).guardWith(await own, op, password, rule),
  })
  // And the auto-lock time, changed only with the password typed in the auto-lock screen.
  Object.defineProperty(window, AUTO_LOCK_HOOK, {
    value: async (op: unknown, password: unknown, minutes: unknown) =>
      (await import('./ownVault')).autoLockWith(await own, op, password, minutes),
  })
  // And log out and delete, only with the password typed in the removal screen: the app's channel refuses both.
  Object.defineProperty(window, REMOVE_HOOK, {
    value: async (
      action: unknown,
      password: unknown,
      legacy: unknown,
      onSealed?: (sealed: number[]) => void,
    ) => (await import('./ownVault')).removeWith(await own, action, password, legacy, onSealed),
  })
  // And the legacy migration, with the new password typed in its screen only.
  Object.defineProperty(window, MIGRATE_HOOK, {
    value: async (password: unknown, wallets: unknown) =>
      (await import('./ownMigrate')).migrateWith(await own, password, wallets),
  })
  // And the keystore file and an archived wallet's reopening, only with the password typed in their screens.
  Object.defineProperty(window, KEYSTORE_HOOK, {
    value: async (op: unknown, archived: unknown, password: unknown) =>
      (await import('./ownKeystore')).keystoreWith(await own, op, archived, password),
  })
  // And a new wallet: drafted, shown and sealed only for the create screen; the app's channel refuses both calls.
  Object.defineProperty(window, CREATE_HOOK, {
    value: async (op: unknown, draft: unknown, password: unknown, answers: unknown) =>
      (await import('./ownCreate')).createWith(await own, op, draft, password, answers),
  })
  // And restoring a wallet, with the secret and the new password typed in the restore screen only.
  Object.defineProperty(window, RESTORE_HOOK, {
    value: async (secret: unknown, password: unknown, allowDifferent: unknown) =>
      (await import('./ownImport')).restoreWith(await own, secret, password, allowDifferent),
  })
  // And importing a wallet, with the secret or backup file and the new password typed in the import screen only.
  Object.defineProperty(window, IMPORT_HOOK, {
    value: async (what: unknown, secret: unknown, filePassword: unknown, password: unknown) =>
      (await import('./ownImport')).importWith(await own, what, secret, filePassword, password),
  })
  // And the review screen's summary and Confirmar, for one review id: the app's channel refuses `approveReview`.
  Object.defineProperty(window, APPROVE_HOOK, {
    value: async (review: unknown, confirm: unknown) =>
      (await import('./ownVault')).approveWith(await own, review, confirm),
  })
  const listen = (event: MessageEvent) => {
    if (!isConnectFromApp(event, app, parent)) return
    // One channel per page: the app's first. Any later request, even from the app's origin, gets nothing.
    window.removeEventListener('message', listen)
    worker = new Worker(new URL('../workers/vault.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vault',
    })
    worker.addEventListener(
      'message',
      (answer: MessageEvent<{ type?: string; vault?: boolean; archive?: boolean }>) => {
        if (answer.data?.type !== 'connected') return
        const held: HandoverAnswer = {
          type: 'billetera-signer-handover',
          vault: answer.data.vault === true,
          archive: answer.data.archive === true,
        }
        parent.postMessage(held, app)
      },
    )
    const [port] = event.ports as [MessagePort]
    const { handover } = event.data as { handover?: WorkerConnect['handover'] }
    const mine = new MessageChannel()
    const connect: WorkerConnect = {
      type: 'connect',
      port,
      own: mine.port1,
      ...(handover ? { handover } : {}),
    }
    worker.postMessage(connect, [port, mine.port1])
    ownPort(mine.port2)
  }
  window.addEventListener('message', listen)

  // "What is stored?": answered here, from this origin's storage, without the worker (the first screen asks it).
  window.addEventListener('message', async (event: MessageEvent) => {
    if (event.origin !== app || event.source !== parent) return
    const data = event.data as { type?: unknown; id?: unknown; handover?: unknown } | null
    if (data?.type !== STORED || typeof data.id !== 'string') return
    const held = await adoptHandover(data.handover as Parameters<typeof adoptHandover>[0]).catch(() => ({
      vault: false,
      archive: false,
    }))
    const [record, archived] = await Promise.all([
      readRecord().catch(() => undefined),
      hasArchivedWallets().catch(() => false),
    ])
    const answer: StoredAnswer = {
      type: STORED,
      id: data.id,
      exists: record !== undefined,
      address: record?.address ?? null,
      kind: record?.kind ?? null,
      archived,
      held,
    }
    parent.postMessage(answer, app)
  })

  // A lock (saying whether the wallet went: `gone`) or an account change in any tab's worker reaches the app's
  // screens, as the worker posted it on this origin's own channel.
  const channel = new BroadcastChannel(VAULT_CHANNEL)
  channel.onmessage = (message: MessageEvent<{ type?: unknown }>) => {
    if (message.data?.type !== 'lock' && message.data?.type !== 'accounts') return
    parent.postMessage({ type: BROADCAST, message: message.data } satisfies SignerBroadcast, app)
  }
  parent.postMessage({ type: READY } satisfies SignerReady, app)

  // Precached for offline use (vite.signer.config.ts); a browser or a test that blocks it loses only that.
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    navigator.serviceWorker.register('/sw.js').catch(() => {})
} else {
  document.body.textContent = 'Billetera'
}
