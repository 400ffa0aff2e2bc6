import type { Hex } from 'viem'
import { VaultLockedError } from '../../domain/errors'
import type { UnsignedTransaction } from '../vaultApi'
import type { VaultSession } from './session'
import { signTransaction } from './sign'
import {
  checkTransaction,
  createSigningPolicy,
  type SigningExtras,
  type SigningPolicy,
} from './signingPolicy'

/**
 * Signs for the open wallet what the allow-list lets through. The list is built at the first signature
 * with the profile's extras (the devnet's own addresses); a failed read of the extras is retried at the
 * next signature rather than kept.
 */
export class Signer {
  #policy: Promise<SigningPolicy> | null = null
  readonly #extras: (() => Promise<SigningExtras>) | undefined

  constructor(extras: (() => Promise<SigningExtras>) | undefined) {
    this.#extras = extras
  }

  async sign(session: VaultSession, tx: UnsignedTransaction): Promise<Hex> {
    if (!session.unlocked) throw new VaultLockedError()
    const policy = await this.#signingPolicy()
    // A lock may have come while the list was read.
    const unlocked = session.unlocked
    if (!unlocked) throw new VaultLockedError()
    checkTransaction(policy, tx)
    const raw = signTransaction(unlocked.privateKey, tx)
    session.touch()
    return raw
  }

  #signingPolicy(): Promise<SigningPolicy> {
    this.#policy ??= (this.#extras?.() ?? Promise.resolve(undefined)).then(
      (extras) => createSigningPolicy(extras),
      () => {
        this.#policy = null
        return createSigningPolicy()
      },
    )
    return this.#policy
  }
}
