import { type Remote, transferHandlers, wrap } from 'comlink'
import type { VaultApi } from '../workers/vaultApi'

let vault: Remote<VaultApi> | undefined

/** An error the worker sent (vault/errorTransfer's `{ name, shortMessage }`), as an Error of that name. */
function receiveErrors(): void {
  const builtin = transferHandlers.get('throw')
  if (!builtin) return
  transferHandlers.set('throw', {
    canHandle: (value: unknown): value is { value: unknown } => builtin.canHandle(value),
    serialize: (value: unknown) => builtin.serialize(value),
    deserialize: (sent: unknown) => {
      const { name, shortMessage } = (sent ?? {}) as { name?: unknown; shortMessage?: unknown }
      const error = new Error(typeof shortMessage === 'string' ? shortMessage : 'the key worker failed')
      error.name = typeof name === 'string' ? name : 'Error'
      throw error
    },
  })
}

/**
 * Opens the wallet in this tab's key worker through the signer page's own port (the app's port refuses
 * `unlock`). Answers the address; WrongPasswordError, VaultLockedError or NoVaultError by name otherwise.
 */
export async function unlockWith(port: MessagePort, password: unknown): Promise<{ address: string }> {
  if (typeof password !== 'string' || password === '') throw new TypeError('a password to unlock with')
  if (!vault) {
    receiveErrors()
    vault = wrap<VaultApi>(port)
  }
  const { address } = await vault.unlock(password)
  return { address }
}
