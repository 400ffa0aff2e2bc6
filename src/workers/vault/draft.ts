import type { Address } from 'viem'
import { VaultExistsError } from '../../domain/errors'
import type { DraftedWallet, WordAnswer } from '../vaultApi'
import { randomBytes, toHex, zero } from './bytes'
import { deriveSealingKey, readRecord } from './keystore'
import { isFound } from './record'
import { acceptablePassword, persist, type VaultContext } from './sealing'
import { addressOf, deriveKeyFromEntropy, entropyToPhrase } from './secrets'
import { confirmWords, MIN_WORDS_ASKED } from './words'

/** A new wallet's entropy, held in the worker (never stored) until its words are checked and it is sealed. */
export type Draft = { id: string; entropy: Uint8Array }

/**
 * Makes a new wallet's entropy and shows its words and key, sealing nothing (the signer's create screen, issue
 * 41 step 4): the draft waits in the worker's memory until `sealDraft` with the backup check answered right.
 */
export async function makeDraft(): Promise<{ draft: Draft; shown: DraftedWallet }> {
  const entropy = randomBytes(16)
  const privateKey = await deriveKeyFromEntropy(entropy)
  try {
    const draft = { id: toHex(randomBytes(16)).slice(2), entropy }
    return {
      draft,
      shown: {
        draft: draft.id,
        address: addressOf(privateKey),
        mnemonic: entropyToPhrase(entropy),
        privateKey: toHex(privateKey),
      },
    }
  } finally {
    zero(privateKey)
  }
}

/** Whether the answers name at least MIN_WORDS_ASKED different positions of the draft's words, all right. */
export function answeredRight(entropy: Uint8Array, answers: unknown): boolean {
  if (!Array.isArray(answers)) return false
  const words = entropyToPhrase(entropy).split(' ')
  const positions = new Set(answers.map((a: WordAnswer | null) => a?.position))
  return (
    positions.size >= MIN_WORDS_ASKED &&
    answers.every(
      (a: WordAnswer | null) =>
        Number.isInteger(a?.position) &&
        typeof a?.word === 'string' &&
        words[a.position - 1] === a.word.trim().toLowerCase(),
    )
  )
}

/**
 * Seals a draft with the password chosen in the signer's create screen, once its backup check is answered right
 * (RangeError otherwise, nothing sealed), stores it as the wallet with its words confirmed and opens it. A wallet
 * stored or open meanwhile is never replaced (VaultExistsError): Crear billetera sets the stored one aside first.
 * A refused password: WeakPasswordError. `locks` as in persist.
 */
export async function sealDraft(
  ctx: VaultContext,
  draft: Draft,
  locks: number,
  password: unknown,
  answers: unknown,
): Promise<{ address: Address }> {
  if (!answeredRight(draft.entropy, answers)) throw new RangeError('the backup check is not answered right')
  const normal = acceptablePassword(password)
  // A wallet found in the app's storage and never opened (record.ts `found`) is no one's yet: the new wallet
  // takes its place and it goes to Billeteras anteriores (storeRecord).
  const stored = await readRecord(ctx.store)
  if ((stored !== undefined && !isFound(stored)) || ctx.session.unlocked) throw new VaultExistsError()
  const sealing = await deriveSealingKey(normal)
  const entropy = Uint8Array.from(draft.entropy)
  let privateKey: Uint8Array | null = null
  try {
    privateKey = await deriveKeyFromEntropy(entropy)
    const address = await persist(
      ctx,
      sealing,
      { entropy, privateKey },
      { kind: 'mnemonic', created: true },
      locks,
    )
    // The words were checked above, against this very wallet: its record says so (Borrar datos reads it).
    await confirmWords(ctx, answers as WordAnswer[])
    return { address }
  } finally {
    zero(entropy)
    zero(privateKey)
  }
}
