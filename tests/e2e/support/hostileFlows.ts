import { expect } from '@playwright/test'
import { generateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { fromHex } from '../../../src/workers/vault/bytes'
import { deriveSealingKey, seal } from '../../../src/workers/vault/keystore'
import type { ReviewFrame } from '../pages/ReviewFrame'
import { ATTACKER_PASSWORD, FORGERIES, type ForgeryContext, judge, NOT_CALLS } from './forgeries'
import type { Hostile } from './hostileSuite'

/** The hostile script's own wallet: what it would like the signer to hold instead of the person's. */
export function attackerWallet() {
  const key = generatePrivateKey()
  const phrase = generateMnemonic(wordlist)
  return {
    key,
    address: privateKeyToAccount(key).address,
    phrase,
    phraseAddress: mnemonicToAccount(phrase).address,
  }
}

/** A wallet of the script's, sealed as the signer keeps one (a record the handover's shape check takes). */
export async function attackerRecord(attacker: { key: `0x${string}`; address: `0x${string}` }) {
  const sealing = await deriveSealingKey(ATTACKER_PASSWORD)
  return seal(sealing, fromHex(attacker.key), {
    address: attacker.address,
    kind: 'privateKey',
    created: false,
  })
}

/**
 * What the script plants in the app's storage (issue 41's items, each where an earlier version kept it): the
 * new-recipient rule off with a huge limit (item 2), an empty running-sums ledger (item 4), its own wallet as the
 * stored one and in the archive (items 5, 6), the auto-lock at a day (item 7).
 */
export function plants(address: string, record: unknown) {
  const lower = address.toLowerCase()
  return {
    entries: {
      [`recipient-guard:${lower}`]: { enabled: false, limitUsd: 1_000_000 },
      [`guard-ledger:${lower}`]: { entries: [], seq: 0 },
      [`guard-ledger-seq:${lower}`]: 0,
      vault: record,
      'vault-archive': [{ id: 'hostile', record }],
      'auto-lock-minutes': 1440,
    },
    local: { autoLockMinutes: '1440' },
  }
}

/**
 * Calls every method of the app's channel with the script's forgeries (`lock` last: it locks this tab) and
 * the names that are not calls at all. Answers each method's replies, whole, and every forgery that did not end
 * as it must.
 */
export async function forgeEverything(
  hostile: Hostile,
  given: Omit<ForgeryContext, 'review'>,
  /** false: every method but `lock` (while a review of the person's is on screen, which a lock would end). */
  lock = true,
  /** Methods left out of this flow, and why (the spec says). */
  skip: readonly string[] = [],
) {
  const wrong: string[] = []
  const replies: string[] = []
  // The script's own review first, one the worker takes: a transfer of 0.5 ETH to its address (above the limit,
  // to an address never paid), so that the calls that confirm or follow a review get a live id.
  const own = await hostile.call('reviewPlan', [
    scriptTransfer(given.address, given.attacker.address, 5n * 10n ** 17n),
  ])
  const review = (own.value as { id?: string } | undefined)?.id
  expect(review, `the script's own review: ${JSON.stringify(own)}`).toMatch(/^[0-9a-f]{32}$/)
  const context: ForgeryContext = { ...given, review: review as string }
  const methods = (Object.keys(FORGERIES) as (keyof typeof FORGERIES)[]).sort(
    (a, b) => Number(a === 'lock') - Number(b === 'lock'),
  )
  for (const method of methods.filter((name) => (lock || name !== 'lock') && !skip.includes(name))) {
    for (const forgery of FORGERIES[method]?.(context) ?? []) {
      const reply = await hostile.call(method, forgery.args)
      replies.push(JSON.stringify(reply))
      const { ok, why } = judge(reply, forgery.outcome)
      if (!ok) wrong.push(`${method}(${forgery.args.length} args): ${why}`)
    }
  }
  for (const name of NOT_CALLS) {
    const reply = await hostile.call(name, [])
    replies.push(JSON.stringify(reply))
    const { ok, why } = judge(reply, { refused: true })
    if (!ok) wrong.push(`${name}: ${why}`)
  }
  return { wrong, replies: replies.join('\n') }
}

/** A plain ETH transfer plan as the app builds one, from `from` to `to` (what the script's own reviews are). */
export function scriptTransfer(from: `0x${string}`, to: `0x${string}`, amount: bigint) {
  return {
    chainId: 1,
    from,
    intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to, amount },
    calls: [{ to, value: amount }],
    gasLimits: [21_000n],
    fees: { maxFeePerGas: 2n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n },
  }
}

/** Not one of `secrets` in `text` (a secret's hex compared without 0x, in lowercase). */
export function expectNoSecretIn(text: string, secrets: readonly string[]) {
  const lower = text.toLowerCase()
  for (const secret of secrets) {
    const bare = secret.toLowerCase().replace(/^0x/, '')
    expect(lower, 'a secret reached the script').not.toContain(bare)
  }
}

/**
 * The script fades the review's frame out, covers it with a look-alike that lets clicks through, then moves it
 * off screen, each for as long as the frame takes to notice: Confirmar stops answering and says why, a press on
 * it signs nothing; back in view, it answers again.
 */
export async function hideAndCover(hostile: Hostile, review: ReviewFrame, hidden: string) {
  for (const how of ['opacity', 'overlay', 'offscreen'] as const) {
    expect(await hostile.cover(how)).toBeGreaterThan(0)
    for (const reads of await hostile.readFrames())
      expect(Object.values(reads).every((read) => read === 'null' || read === 'SecurityError')).toBe(true)
    await expect(review.status()).toHaveText(hidden)
    await expect(review.confirm()).toHaveAttribute('aria-disabled', 'true')
    // Enter on the focused button (what confirms a shown frame), and a click let through the look-alike; off
    // screen, neither a click nor the focus reaches it (a person cannot either).
    if (how !== 'offscreen') await review.confirm().press('Enter')
    if (how === 'overlay') await review.confirm().click({ force: true })
    await expect(review.status()).toHaveText(hidden)
    await hostile.uncover()
    await expect(review.confirm()).toBeEnabled()
  }
}
