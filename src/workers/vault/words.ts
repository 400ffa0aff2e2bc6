import type { UseStore } from 'idb-keyval'
import type { Address } from 'viem'
import { VaultLockedError } from '../../domain/errors'
import type { WordAnswer } from '../vaultApi'
import type { VaultRecord } from './record'
import { sameRecord, transact } from './records'
import type { VaultContext } from './sealing'
import { entropyToPhrase } from './secrets'

/** The fewest words the backup check asks: as many as the onboarding quiz. */
export const MIN_WORDS_ASKED = 3

/**
 * Wrong backup checks answered per unlock; past it every check answers false until the wallet is unlocked
 * again (with its password), so the check cannot be used to guess the words.
 */
export const MAX_WRONG_CHECKS = 5
const wrongChecks = new WeakMap<object, number>()

/**
 * Whether a record's words may exist nowhere but here: made on this device and never checked back
 * ("Ya las guardé" answered right). A wallet imported or restored came from words or a key the person had.
 */
export const wordsUnconfirmed = (record: VaultRecord): boolean =>
  record.created === true && record.wordsConfirmed !== true

/**
 * The backup check, answered in the worker against the open wallet's own words: when at least
 * MIN_WORDS_ASKED different positions are all right, the stored record is marked `wordsConfirmed` (public,
 * beside the ciphertext, which stays as it is). Answers whether it was marked; a wrong word marks nothing.
 */
export async function confirmWords(ctx: VaultContext, answers: WordAnswer[]): Promise<boolean> {
  const unlocked = ctx.session.unlocked
  if (!unlocked) throw new VaultLockedError()
  if (!unlocked.entropy || !Array.isArray(answers)) return false
  // An oracle on the words must not be one a page script can ask forever: a few wrong checks per unlock.
  const wrong = wrongChecks.get(unlocked) ?? 0
  if (wrong >= MAX_WRONG_CHECKS) return false
  const words = entropyToPhrase(unlocked.entropy).split(' ')
  const positions = new Set(answers.map((a) => a?.position))
  const right = answers.every(
    (a) =>
      Number.isInteger(a?.position) &&
      typeof a.word === 'string' &&
      words[a.position - 1] === a.word.trim().toLowerCase(),
  )
  if (!right || positions.size < MIN_WORDS_ASKED) {
    wrongChecks.set(unlocked, wrong + 1)
    return false
  }
  return transact(ctx.store, ({ current }) => {
    // Only the wallet this tab opened: another tab's wallet stored meanwhile is not the one checked.
    if (!current || current.address !== unlocked.address || !sameRecord(current, unlocked.record))
      return { result: false }
    return { current: { ...current, wordsConfirmed: true }, result: true }
  })
}

/**
 * Every wallet on this device (stored or archived) whose words were never confirmed and that no other
 * record here holds in a confirmed or imported form: what Borrar datos would lose for good.
 */
export async function listUnconfirmedWallets(store: UseStore | undefined): Promise<Address[]> {
  const records = await transact(store, ({ current, archive }) => ({
    result: [current, ...archive.map((entry) => entry?.record)].filter(
      (r): r is VaultRecord => typeof r?.address === 'string',
    ),
  }))
  const safe = new Set(records.filter((r) => !wordsUnconfirmed(r)).map((r) => r.address.toLowerCase()))
  const unconfirmed = records
    .filter((r) => wordsUnconfirmed(r) && !safe.has(r.address.toLowerCase()))
    .map((r) => r.address)
  return [...new Set(unconfirmed)]
}
