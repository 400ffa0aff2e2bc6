import { type Remote, wrap } from 'comlink'
import { del, get } from 'idb-keyval'
import {
  BROADCAST,
  CONNECT,
  type ConnectRequest,
  HANDOVER,
  type HandoverAnswer,
  READY,
  type SignerBroadcast,
  STORED,
  type StoredAnswer,
  type StoredRequest,
  signerOrigin,
} from '../domain/signer/origins'
import { registerErrorTransfer } from './errorTransfer'
import { ARCHIVE_KEY, VAULT_KEY } from './vault/record'
import { VAULT_CHANNEL, type VaultApi, type VaultBroadcast } from './vaultApi'

let remote: Remote<VaultApi> | undefined

/**
 * The key vault of this tab: the worker the signer's page hosts on its own origin (DESIGN.md §3), reached
 * through a hidden frame of that origin and one MessageChannel. Started on first use (so the first screen
 * does not pay for it); calls made before the frame answers wait in the channel. Errors thrown in the worker
 * arrive as our own classes.
 *
 * @example
 * const { address } = await getVault().requestUnlock() // once the person unlocked in the signer's frame
 */
export function getVault(): Remote<VaultApi> {
  if (!remote) {
    registerErrorTransfer()
    const channel = new MessageChannel()
    // Throws at once where no signer can be reached (no document to frame it in): getVault fails instead of
    // answering calls that would wait forever.
    const connecting = connector(channel.port2)
    remote = wrap<VaultApi>(channel.port1)
    void Promise.resolve(connecting).catch((error: unknown) => console.warn('[vault] no signer', error))
    if (typeof window !== 'undefined') trackActivity(window)
  }
  return remote
}

/** How getVault's channel reaches the worker: given the far end of the channel, hands it over. */
export type VaultConnector = (port: MessagePort) => void | Promise<void>

let connector: VaultConnector = connectSigner

/**
 * Changes how the next getVault reaches the key worker. The app always goes through the signer's frame; the
 * worker tests (tests/workers/directVault.ts) run in a page with no signer beside it and start the worker
 * themselves. Has no effect once getVault has been called.
 */
export function connectVaultWith(connect: VaultConnector): void {
  connector = connect
}

/**
 * Where an earlier version kept the auto-lock minutes on this origin: handed to the signer, which takes them
 * only when shorter than the default (vault/autoLockSetting.ts adoptStricterAutoLock).
 */
const OLD_AUTO_LOCK_KEY = 'autoLockMinutes'

/**
 * The wallet and archive an earlier version kept in this origin's IndexedDB, as stored (still sealed), and the
 * auto-lock minutes it kept in localStorage.
 */
async function appOriginRecords(): Promise<{
  vault?: unknown
  archive?: unknown
  autoLockMinutes?: unknown
}> {
  try {
    const [vault, archive] = await Promise.all([get(VAULT_KEY), get(ARCHIVE_KEY)])
    const autoLockMinutes = Number(globalThis.localStorage?.getItem(OLD_AUTO_LOCK_KEY) ?? Number.NaN)
    return {
      ...(vault ? { vault } : {}),
      ...(archive ? { archive } : {}),
      ...(Number.isInteger(autoLockMinutes) ? { autoLockMinutes } : {}),
    }
  } catch {
    return {}
  }
}

/** The signer's hidden frame of this tab: made once, on first use; `ready` once it listens. */
type SignerFrame = { origin: string; frame: HTMLIFrameElement; ready: Promise<Window> }
let signer: SignerFrame | undefined
/** The "what is stored?" questions waiting for the signer's answer, by id. */
const storedAsked = new Map<string, (answer: StoredAnswer) => void>()

/**
 * Frames the signer's page (hidden) and listens to it: its `ready`, taken from exactly the signer's origin and
 * that frame; its answers; and the vault channel's locks and account changes it passes on. Throws where there
 * is no page to frame it in.
 */
function signerFrame(): SignerFrame {
  if (signer) return signer
  if (typeof document === 'undefined') throw new Error('the signer needs a page to frame it in')
  const origin = signerOrigin()
  const frame = document.createElement('iframe')
  frame.src = `${origin}/`
  frame.title = 'Billetera'
  frame.hidden = true
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  const relay = new BroadcastChannel(VAULT_CHANNEL)
  let isReady: (window: Window) => void = () => {}
  const ready = new Promise<Window>((resolve) => {
    isReady = resolve
  })
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow || !frame.contentWindow) return
    const data = event.data as { type?: unknown; id?: unknown } | null
    if (data?.type === READY) isReady(frame.contentWindow)
    else if (data?.type === HANDOVER) void dropHandedOver(data as HandoverAnswer)
    else if (data?.type === STORED && typeof data.id === 'string') {
      storedAsked.get(data.id)?.(data as StoredAnswer)
      storedAsked.delete(data.id)
    } else if (data?.type === BROADCAST) {
      const message = (data as SignerBroadcast).message as VaultBroadcast | null
      if (message?.type === 'lock' || message?.type === 'accounts') {
        // To this tab's listeners (session, accounts): a channel never hears its own posts, the others here do.
        relay.postMessage(message)
      }
    }
  })
  document.body.append(frame)
  signer = { origin, frame, ready }
  return signer
}

/**
 * Gives `port` to the signer once its frame is ready (targetOrigin: the signer's origin, so no other page can
 * receive it), with whatever wallet this origin still keeps; the signer's page then starts the key worker.
 * What the signer then holds is removed from here: the vault's only copy is the signer's.
 */
function connectSigner(port: MessagePort): void {
  const { origin, ready } = signerFrame()
  void Promise.all([ready, appOriginRecords()]).then(([target, records]) => {
    const request: ConnectRequest = { type: CONNECT, handover: records }
    target.postMessage(request, origin, [port])
  })
}

/** What the signer's storage holds, as public facts (no worker is started for it). */
export type StoredWallet = Omit<StoredAnswer, 'type' | 'id' | 'held'>

/**
 * Whether a wallet is stored (its address and kind) and whether any is set aside, as the signer's page reads
 * them from its own storage, without starting the key worker: what the first screen needs. A wallet this
 * origin still keeps from an earlier version is handed over first, and dropped here once the signer holds it.
 *
 * @example
 * const { exists, address } = await storedWallet()
 */
export async function storedWallet(): Promise<StoredWallet> {
  const { origin, ready } = signerFrame()
  const [target, handover] = await Promise.all([ready, appOriginRecords()])
  const id = crypto.randomUUID()
  const answer = await new Promise<StoredAnswer>((resolve) => {
    storedAsked.set(id, resolve)
    target.postMessage({ type: STORED, id, handover } satisfies StoredRequest, origin)
  })
  await dropHandedOver({ type: HANDOVER, ...answer.held })
  return { exists: answer.exists, address: answer.address, kind: answer.kind, archived: answer.archived }
}

/** Removes from this origin what the signer said it holds now. */
async function dropHandedOver(held: HandoverAnswer): Promise<void> {
  try {
    if (held.vault) await del(VAULT_KEY)
    if (held.archive) await del(ARCHIVE_KEY)
  } catch (error) {
    console.warn('[vault] could not remove the handed-over records', error)
  }
}

/** This tab's vault worker if something already started it, else undefined (nothing is started here). */
export function startedVault(): Remote<VaultApi> | undefined {
  return remote
}

/**
 * Calls `onLock` whenever any tab's vault locks (manual lock, auto-lock, log out, delete). Returns the
 * unsubscribe function.
 */
export function onVaultLocked(onLock: () => void): () => void {
  const channel = new BroadcastChannel(VAULT_CHANNEL)
  channel.onmessage = (e: MessageEvent<VaultBroadcast>) => {
    if (e.data?.type === 'lock') onLock()
  }
  return () => channel.close()
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Pushes the auto-lock deadline back on user activity, at most once every 30 s. Returns a stop function.
 */
export function trackActivity(target: EventTarget = window, throttleMs = 30_000): () => void {
  let last = 0
  const onActivity = () => {
    const now = Date.now()
    if (now - last < throttleMs) return
    last = now
    void getVault().touch()
  }
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true })
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity)
  }
}
