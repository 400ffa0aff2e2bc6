import { type Remote, transferHandlers, wrap } from 'comlink'
import type { ReviewSummary, VaultApi } from '../workers/vaultApi'

/** This page's port to the worker, wrapped once per port (a page has one; the worker tests start several). */
const wrapped = new WeakMap<MessagePort, Remote<VaultApi>>()

/** An error the worker sent (vault/errorTransfer's `{ name, shortMessage }`), as an Error of that name. */
function receiveErrors(): void {
  const builtin = transferHandlers.get('throw')
  if (!builtin) return
  transferHandlers.set('throw', {
    canHandle: (value: unknown): value is { value: unknown } => builtin.canHandle(value),
    serialize: (value: unknown) => builtin.serialize(value),
    deserialize: (sent: unknown) => {
      const { name, shortMessage, details } = (sent ?? {}) as Record<string, unknown>
      const error = new Error(typeof shortMessage === 'string' ? shortMessage : 'the key worker failed')
      error.name = typeof name === 'string' ? name : 'Error'
      // What the worker's error names (never a secret): the address a restore would open, what a file lacks.
      throw typeof details === 'string' ? Object.assign(error, { details }) : error
    },
  })
}

/**
 * Opens the wallet in this tab's key worker through the signer page's own port (the app's port refuses
 * `unlock`). Answers the address; WrongPasswordError, VaultLockedError or NoVaultError by name otherwise.
 */
export async function unlockWith(port: MessagePort, password: unknown): Promise<{ address: string }> {
  if (typeof password !== 'string' || password === '') throw new TypeError('a password to unlock with')
  const { address } = await own(port).unlock(password)
  return { address }
}

/**
 * The seed phrase, or the private key of `account`, for the signer's reveal screen beside this page (step 4):
 * the worker checks the password again. The app's port refuses `reveal`; the secret goes to that frame only.
 */
export async function revealWith(
  port: MessagePort,
  password: unknown,
  what: unknown,
  account: unknown,
): Promise<string> {
  if (typeof password !== 'string' || password === '') throw new TypeError('a password to reveal with')
  if (what !== 'mnemonic' && what !== 'privateKey') throw new TypeError('which secret to reveal')
  const chosen = typeof account === 'string' && /^0x[0-9a-fA-F]{40}$/.test(account) ? account : undefined
  return own(port).reveal(password, what, what === 'privateKey' ? (chosen as `0x${string}`) : undefined)
}

/**
 * The new-recipient rule for the signer's guard screen beside this page (step 4): `read` answers the rule the
 * worker holds; `save` changes it after the worker checked the password (WrongPasswordError by name otherwise)
 * and answers the rule it now holds. The app's port refuses `setRecipientGuard`.
 */
export async function guardWith(
  port: MessagePort,
  op: unknown,
  password: unknown,
  rule: unknown,
): Promise<{ enabled: boolean; limitUsd: number }> {
  const vault = own(port)
  if (op === 'read') return vault.recipientGuard()
  if (op !== 'save' || typeof password !== 'string' || password === '')
    throw new TypeError('a password to save with')
  const { enabled, limitUsd } = (rule ?? {}) as { enabled?: unknown; limitUsd?: unknown }
  if (typeof enabled !== 'boolean' || typeof limitUsd !== 'number') throw new TypeError('a rule to save')
  await vault.setRecipientGuard(password, { enabled, limitUsd })
  return vault.recipientGuard()
}

/**
 * The auto-lock time for the signer's auto-lock screen beside this page (step 4): `read` answers the minutes the
 * worker holds (read from the signer's storage); `save` stores new minutes after the worker checked the password
 * (WrongPasswordError or VaultLockedError by name otherwise) and answers the minutes it now holds. The app's
 * port refuses `setAutoLockMinutes`.
 */
export async function autoLockWith(
  port: MessagePort,
  op: unknown,
  password: unknown,
  minutes: unknown,
): Promise<number> {
  const vault = own(port)
  if (op === 'read') return (await vault.status()).autoLockMinutes
  if (op !== 'save' || typeof password !== 'string' || password === '')
    throw new TypeError('a password to save with')
  if (typeof minutes !== 'number') throw new TypeError('the minutes to save')
  await vault.setAutoLockMinutes(password, minutes)
  return (await vault.status()).autoLockMinutes
}

/**
 * The signer's review screen beside this page, for review `review` only (steps 4 and 5). Without `confirm`: what
 * that review does in the key worker's own decoding, and whether and why it needs the password (`reviewSummary`;
 * null for an unknown, used or expired id), which the screen draws. With `confirm` (Confirmar pressed there):
 * the worker marks that review confirmed, checking `confirm.password` where the review asks for one
 * (PasswordRequiredError, WrongPasswordError or ReviewExpiredError by name otherwise); only then may the app's
 * port sign it, once. The app's port refuses `reviewSummary`, `approveReview`, and a Confirm that carries a
 * password.
 */
export async function approveWith(
  port: MessagePort,
  review: unknown,
  confirm?: unknown,
): Promise<ReviewSummary | null | undefined> {
  if (typeof review !== 'string' || !/^[0-9a-f]{32}$/.test(review)) throw new TypeError('a review id')
  if (confirm === undefined) return own(port).reviewSummary(review)
  const { password } = (confirm ?? {}) as { password?: unknown }
  if (password === undefined) return void (await own(port).approveReview(review))
  if (typeof password !== 'string' || password === '') throw new TypeError('a password to approve with')
  await own(port).approveReview(review, password)
}

/**
 * Cerrar sesión (`signout`: the wallet set aside in the archive, every tab locked; also Crear billetera's set-aside
 * of a stored wallet on /welcome, the same screen under other texts) or Borrar datos (`forget`: the wallet and the
 * archive removed) for the signer's removal screen beside this page (step 4), after the worker checked the
 * password (WrongPasswordError by name otherwise, nothing changed). The app's port refuses `signOut`, `forget` and
 * `archiveLegacy`.
 * Before log out, each of `legacy` (an earlier version's plaintext wallets, from the app) that is not the stored
 * wallet is sealed into the archive under the password: answers their places; one the worker refuses for
 * another reason (its parts disagree) stays, and a wrong password stops at the first, before anything changed.
 */
export async function removeWith(
  port: MessagePort,
  action: unknown,
  password: unknown,
  legacy: unknown = [],
  onSealed?: (sealed: number[]) => void,
): Promise<number[]> {
  if (typeof password !== 'string' || !password || (action !== 'signout' && action !== 'forget'))
    throw new TypeError('log out or delete, with a password')
  const vault = own(port)
  if (action === 'forget') return vault.forget(password, { archive: true }).then(() => [])
  const sealed: number[] = []
  for (const [place, json] of (Array.isArray(legacy) ? legacy : []).entries())
    if (typeof json === 'string' && !(await vault.legacyMatchesVault(json).catch(() => true)))
      await vault.archiveLegacy(password, json).then(
        () => sealed.push(place),
        (error: { name?: unknown } | null) => {
          if (error?.name === 'WrongPasswordError') throw error
        },
      )
  onSealed?.(sealed)
  await vault.signOut(password)
  return sealed
}

/** This page's end of its own port, wrapped once (the keystore screens' calls, ownKeystore.ts, use it too). */
export function own(port: MessagePort): Remote<VaultApi> {
  let vault = wrapped.get(port)
  if (!vault) {
    receiveErrors()
    vault = wrap<VaultApi>(port)
    wrapped.set(port, vault)
  }
  return vault
}
