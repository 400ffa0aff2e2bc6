import type { DraftedWallet } from '../workers/vaultApi'
import { own } from './ownVault'

/**
 * Crear billetera for the signer's create screen beside the signer page that holds the key worker (step 4),
 * through that page's own port, in a chunk of its own that only the create screen loads: `draft` answers a new wallet's
 * words, key and address, sealed nowhere yet (the worker keeps it, one at a time); `seal` seals that draft under
 * the password typed in the screen once the backup check's answers are right (RangeError, WeakPasswordError or
 * VaultExistsError by name otherwise, nothing sealed) and answers its address. The app's port refuses both.
 */
export async function createWith(
  port: MessagePort,
  op: unknown,
  draft?: unknown,
  password?: unknown,
  answers?: unknown,
): Promise<DraftedWallet | { address: string }> {
  const vault = own(port)
  if (op === 'draft') return vault.draftWallet()
  if (op !== 'seal' || typeof draft !== 'string' || typeof password !== 'string' || !Array.isArray(answers))
    throw new TypeError('a draft to seal, with a password and the answers')
  const given = answers.map((a: { position?: unknown; word?: unknown } | null) => ({
    position: Number(a?.position),
    word: String(a?.word ?? ''),
  }))
  return vault.sealDraft(draft, password, given)
}
