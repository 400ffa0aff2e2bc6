import { type Endpoint, expose } from 'comlink'
import type { Hex } from 'viem'
import type { ConfirmReview, StepFees, VaultApi } from '../vaultApi'

/**
 * How the app's port signs (issue 41 step 5): its `signReviewed`, `signNextStep` and `signAllowanceReset` sign
 * only a review the person confirmed in the signer's frame (approveReview on the signer page's own port), once
 * (ReviewNotConfirmedError otherwise). The Vault has them; they are no calls of the API.
 */
export type FrameConfirmedSigning = {
  signConfirmed(id: string, confirm: ConfirmReview): Promise<Hex[]>
  signNextConfirmed(id: string, step: StepFees): Promise<Hex>
  signResetConfirmed(id: string, step: StepFees): Promise<Hex>
}

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
 * `passwordFree` (the app's port) makes it refuse a Confirm (`signReviewed`) that carries a password (the
 * review's password is typed in the signer's frame and reaches the worker as `approveReview`, on the signer
 * page's own port; docs/signer-plan.md step 4), and sign only reviews the person confirmed in that frame, once
 * ({@link FrameConfirmedSigning}, step 5).
 * @example exposeVault(new Vault()) // in vault.worker.ts
 */
export function exposeVault(
  vault: VaultApi & Partial<FrameConfirmedSigning>,
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
  if (passwordFree) {
    const { signConfirmed, signNextConfirmed, signResetConfirmed } = vault
    if (!signConfirmed || !signNextConfirmed || !signResetConfirmed)
      throw new TypeError("the app's port signs only reviews confirmed in the signer's frame")
    // Only the arguments named: nothing the page adds reaches the vault.
    target.signReviewed = (id, confirm) => {
      if (typeof confirm === 'object' && confirm !== null && 'password' in confirm)
        throw new TypeError("the review's password is typed in the signer's frame, never passed to Confirm")
      return signConfirmed.call(vault, id as string, confirm as ConfirmReview)
    }
    target.signNextStep = (id, step) => signNextConfirmed.call(vault, id as string, step as StepFees)
    target.signAllowanceReset = (id, step) => signResetConfirmed.call(vault, id as string, step as StepFees)
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
