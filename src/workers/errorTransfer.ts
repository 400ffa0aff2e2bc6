import { transferHandlers } from 'comlink'
import { rebuildError, type SerializedWalletError, serializeError } from '../domain/errors'

type Thrown = { value: unknown }

/**
 * Replaces Comlink's `throw` handler so errors keep their class across the worker boundary: the worker
 * sends `{ name, shortMessage, details }` and the main thread rebuilds the class (ImportError, …).
 * Registered on both sides; Comlink's own check that a value is a thrown one is reused.
 */
export function registerErrorTransfer(): void {
  const builtin = transferHandlers.get('throw')
  if (!builtin) return
  transferHandlers.set('throw', {
    canHandle: (value: unknown): value is Thrown => builtin.canHandle(value),
    serialize: ({ value }: Thrown) => [serializeError(value), []],
    deserialize: (serialized: SerializedWalletError) => {
      throw rebuildError(serialized)
    },
  })
}
