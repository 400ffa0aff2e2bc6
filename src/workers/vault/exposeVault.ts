import { type Endpoint, expose } from 'comlink'
import type { VaultApi } from '../vaultApi'

/** Every call of VaultApi, the only messages the worker answers (a Record, so none can be left out). */
const API_CALLS: Record<keyof VaultApi, true> = {
  status: true,
  setPassword: true,
  create: true,
  draftWallet: true,
  sealDraft: true,
  importMnemonic: true,
  importPrivateKey: true,
  importKeystore: true,
  exportKeystore: true,
  restore: true,
  migrateLegacy: true,
  archiveLegacy: true,
  listArchived: true,
  reopenArchived: true,
  exportArchived: true,
  legacyMatchesVault: true,
  unlock: true,
  requestUnlock: true,
  lock: true,
  reveal: true,
  addAccount: true,
  renameAccount: true,
  setAccountHidden: true,
  reviewPlan: true,
  approveReview: true,
  reviewSummary: true,
  signReviewed: true,
  signNextStep: true,
  signAllowanceReset: true,
  recipientGuard: true,
  setRecipientGuard: true,
  forget: true,
  signOut: true,
  confirmWords: true,
  unconfirmedWallets: true,
  setAutoLockMinutes: true,
  touch: true,
  scoreHealth: true,
}

/** Not a VaultApi name: where any other message is sent, to be answered with an error. */
const REFUSE = ' refuse'

type Listener = EventListenerOrEventListenerObject

/** A message Comlink's wrap sends for `vault.call(...args)` with plain (structured-clone) arguments. */
function isApiCall(data: unknown, calls: ReadonlySet<string>): boolean {
  const m = data as { type?: unknown; path?: unknown; argumentList?: unknown } | null
  if (m?.type !== 'APPLY' || !Array.isArray(m.path) || m.path.length !== 1) return false
  if (typeof m.path[0] !== 'string' || !calls.has(m.path[0])) return false
  const args = m.argumentList ?? []
  return Array.isArray(args) && args.every((a) => (a as { type?: unknown } | null)?.type === 'RAW')
}

/**
 * Exposes the vault with Comlink, answering only the calls of VaultApi by name, with plain arguments.
 * Comlink's own `expose` walks any path it is sent: `vault.constructor.constructor` is the worker's
 * `Function`, so a script on the page could build code inside the worker, rewrite the built-ins a review
 * relies on and be signed anything. Here every other message — a read, a write, a `new`, a new endpoint, a
 * release, a longer path, a proxy passed as an argument — is answered with a TypeError and touches nothing.
 * `refused` names calls this endpoint does not answer either (the app's port: SIGNER_ONLY_CALLS), and
 * `passwordFree` makes it refuse a Confirm (`signReviewed`) that carries a password (the app's port: the
 * review's password is typed in the signer's frame and reaches the worker as `approveReview`, on the signer
 * page's own port; docs/signer-plan.md step 4).
 * @example exposeVault(new Vault()) // in vault.worker.ts
 */
export function exposeVault(
  vault: VaultApi,
  ep: Endpoint = self as unknown as Endpoint,
  refused: readonly (keyof VaultApi)[] = [],
  passwordFree = false,
): void {
  const names = (Object.keys(API_CALLS) as (keyof VaultApi)[]).filter((name) => !refused.includes(name))
  const allowed = new Set<string>(names)
  const target: Record<string, (...args: unknown[]) => unknown> = Object.create(null)
  for (const name of names) {
    const call = vault[name] as (...args: unknown[]) => unknown
    target[name] = (...args) => call.apply(vault, args)
  }
  if (passwordFree && allowed.has('signReviewed'))
    target.signReviewed = (...args) => {
      const confirm = args[1] as { password?: unknown } | null
      if (typeof confirm === 'object' && confirm !== null && 'password' in confirm)
        throw new TypeError("the review's password is typed in the signer's frame, never passed to Confirm")
      return vault.signReviewed(...(args as Parameters<VaultApi['signReviewed']>))
    }
  if (passwordFree && allowed.has('forget'))
    // Borrar datos is the signer's removal screen's (its own port): here only Crear billetera's set-aside.
    target.forget = (...args) => {
      const options = args[1] as { setAside?: unknown; archive?: unknown } | null
      if (typeof options !== 'object' || options === null || options.setAside !== true || options.archive)
        throw new TypeError("log out and delete take the password in the signer's frame")
      return vault.forget(args[0] as string, { setAside: true })
    }
  target[REFUSE] = () => {
    throw new TypeError('the key worker answers only the calls of its API')
  }
  Object.freeze(target)

  const wrapped = new Map<Listener, EventListener>()
  const guarded: Endpoint = {
    postMessage: (message, transfer) => ep.postMessage(message, transfer),
    addEventListener: (type, listener) => {
      const filtered = (ev: Event) => {
        const { data, origin } = ev as MessageEvent
        const message = isApiCall(data, allowed)
          ? data
          : { id: (data as { id?: unknown } | null)?.id, type: 'APPLY', path: [REFUSE], argumentList: [] }
        const seen = { data: message, origin } as MessageEvent
        if (typeof listener === 'function') listener(seen)
        else listener.handleEvent(seen)
      }
      wrapped.set(listener, filtered)
      ep.addEventListener(type, filtered)
    },
    removeEventListener: (type, listener) => {
      const filtered = wrapped.get(listener)
      if (filtered) ep.removeEventListener(type, filtered)
      wrapped.delete(listener)
    },
  }
  expose(target, guarded)
}
