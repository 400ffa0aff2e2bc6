import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Reply } from './hostileSuite'

/**
 * The hostile-page suite's forged calls (issue 41 step 7): every method of the app's channel to the key worker,
 * each with the arguments a script on the app's page would send — what it can know (the wallet's address, its
 * own review ids, its own wallet, guesses) and, for the calls only the signer's own page may make, the right
 * password too, to show the channel refuses them whatever they carry. A method added to the worker's API (or
 * taken away) without its forgeries here fails the suite's first test: it compares these names with those the
 * worker answers ({@link exposedCalls}, read from src/workers/vault/exposeVault.ts). Keyed by name, not typed
 * as `Record<keyof VaultApi, …>`, so that another engineer's new method fails that test, not their type check.
 */

/** What the script may know or guess, and the one thing it does not: the password (for the signer-only calls). */
export type ForgeryContext = {
  /** The open wallet's address. */
  address: `0x${string}`
  /** The person's password: passed only to calls the app's channel must refuse whatever they carry. */
  password: string
  /** The script's own review id (a reviewPlan it made), or a made-up one. */
  review: string
  /** The script's own wallet. */
  attacker: { address: `0x${string}`; key: `0x${string}`; phrase: string }
}

/** How a forged call must end on the app's channel. */
export type Outcome =
  /** Refused by the channel itself (a TypeError: the app's port does not answer it). */
  | { refused: true }
  /** Refused by the worker with one of these errors (TypeError: the channel refused it first, as good). */
  | { errors: readonly string[] }
  /**
   * Answered (a read the app needs, or harmless; then `value` when given, exactly), or refused with one of `or`;
   * an answer is checked to hold no secret.
   */
  | { answers: true; value?: unknown; or?: readonly string[] }

export type Forgery = { args: unknown[]; outcome: Outcome }

/** A password the script guesses: it never sees the person's. */
export const GUESS = 'adivinanza-del-script-1'
/** The script's own password, for the wallets it tries to plant. */
export const ATTACKER_PASSWORD = 'clave-del-script-123'

const refused = { refused: true } as const
const answers = { answers: true } as const
const errors = (...names: string[]) => ({ errors: ['TypeError', ...names] }) as const

/** Every method of the app's channel, and the script's forgeries of it. */
export const FORGERIES: Record<string, (c: ForgeryContext) => Forgery[]> = {
  status: () => [{ args: [], outcome: answers }],
  // The sign-up password's ticket: the signer's create and import screens' own now (step 4).
  setPassword: () => [{ args: [ATTACKER_PASSWORD], outcome: refused }],
  // Create in the signer's frame (issue 41 step 4): a new wallet's words never reach the app's channel.
  draftWallet: () => [{ args: [], outcome: refused }],
  sealDraft: (c) => [
    {
      args: ['hostile', c.password, [1, 2, 3].map((position) => ({ position, word: 'abandon' }))],
      outcome: refused,
    },
  ],
  // Crear billetera over a stored wallet is the signer's create screen's too: refused with the right password.
  create: (c) => [
    { args: [crypto.randomUUID()], outcome: refused },
    { args: [crypto.randomUUID(), { password: c.password }], outcome: refused },
  ],
  // Importing is the signer's import screen's (step 4): refused, over the person's wallet with their password too.
  importMnemonic: (c) => [
    { args: [c.attacker.phrase], outcome: refused },
    { args: [c.attacker.phrase, { password: c.password }], outcome: refused },
  ],
  importPrivateKey: (c) => [
    { args: [c.attacker.key], outcome: refused },
    { args: [c.attacker.key, { password: c.password }], outcome: refused },
  ],
  importKeystore: (c) => [{ args: ['{"version":3}', GUESS, { password: c.password }], outcome: refused }],
  // Respaldar and Billeteras anteriores in the signer's frame (step 4): refused with the right password too.
  exportKeystore: (c) => [
    { args: [c.password], outcome: refused },
    { args: [GUESS], outcome: refused },
  ],
  // With allowDifferent, restore swapped the stored wallet for the script's (issue 41 item 5); it is the signer's
  // restore screen's now (hostilePageChannel.spec checks the wallet stays, across a reload).
  restore: (c) => [
    { args: [c.attacker.phrase, ATTACKER_PASSWORD, { allowDifferent: true }], outcome: refused },
    { args: [c.attacker.key, ATTACKER_PASSWORD, { allowDifferent: false }], outcome: refused },
  ],
  // The legacy migration's new password is the signer's migration screen's (step 4): refused.
  migrateLegacy: (c) => [
    {
      args: [ATTACKER_PASSWORD, JSON.stringify({ address: c.attacker.address, privateKey: c.attacker.key })],
      outcome: refused,
    },
  ],
  // Sealing a plaintext wallet into the archive is the signer's removal and migration screens' (step 4): refused,
  // even with the right password and the script's own wallet.
  archiveLegacy: (c) => [
    {
      args: [c.password, JSON.stringify({ address: c.attacker.address, privateKey: c.attacker.key })],
      outcome: refused,
    },
  ],
  legacyMatchesVault: (c) => [
    {
      args: [JSON.stringify({ address: c.attacker.address, privateKey: c.attacker.key })],
      outcome: { answers: true, value: false },
    },
  ],
  listArchived: () => [{ args: [], outcome: answers }],
  reopenArchived: (c) => [{ args: ['hostile', c.password], outcome: refused }],
  exportArchived: (c) => [{ args: ['hostile', c.password], outcome: refused }],
  unlock: (c) => [{ args: [c.password], outcome: refused }],
  requestUnlock: () => [{ args: [], outcome: answers }],
  // Locks this tab: the spec calls it last, and the person unlocks again.
  lock: () => [{ args: [], outcome: answers }],
  reveal: (c) => [
    { args: [c.password, 'mnemonic'], outcome: refused },
    { args: [c.password, 'privateKey', c.address], outcome: refused },
  ],
  // The account list's own calls need no gesture and no password (the app's Agregar cuenta, rename, hide): on a
  // seed wallet the script adds an account and hides the person's (the person's own keys: nothing can be paid
  // out of it, but the signer's account list is not as they left it; reported in docs/signer-plan.md, step 7).
  // A key wallet has one account, which cannot be hidden; a stranger's address cannot be renamed.
  addAccount: () => [
    { args: ['Cuenta del script'], outcome: { answers: true, or: ['AccountError', 'TypeError'] } },
  ],
  renameAccount: (c) => [
    { args: [c.attacker.address, 'Cuenta del script'], outcome: errors('AccountError') },
  ],
  setAccountHidden: (c) => [
    { args: [c.address, true], outcome: { answers: true, or: ['AccountError', 'TypeError'] } },
  ],
  reviewPlan: (c) => [
    {
      // A plan the app never builds: a transfer whose call pays the script more than its intent says.
      args: [
        {
          chainId: 1,
          from: c.address,
          intent: {
            kind: 'transfer',
            network: 'ethereum',
            tokenKey: 'ETH',
            to: c.attacker.address,
            amount: 1n,
          },
          calls: [{ to: c.attacker.address, value: 10n ** 18n }],
          gasLimits: [21_000n],
          fees: { maxFeePerGas: 2n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n },
        },
      ],
      outcome: errors('UnsafeTransactionError'),
    },
  ],
  approveReview: (c) => [{ args: [c.review, c.password], outcome: refused }],
  reviewSummary: (c) => [{ args: [c.review], outcome: refused }],
  signReviewed: (c) => [
    { args: [c.review, { nonce: 0, password: c.password }], outcome: refused },
    { args: [c.review, { nonce: 0 }], outcome: errors('PasswordRequiredError', 'ReviewNotConfirmedError') },
  ],
  signNextStep: (c) => [
    {
      args: [c.review, { gas: 21_000n, fees: { maxFeePerGas: 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n } }],
      outcome: errors('ReviewExpiredError', 'ReviewNotConfirmedError'),
    },
  ],
  signAllowanceReset: (c) => [
    {
      args: [c.review, { gas: 60_000n, fees: { maxFeePerGas: 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n } }],
      outcome: errors('ReviewExpiredError', 'ReviewNotConfirmedError'),
    },
  ],
  recipientGuard: () => [{ args: [], outcome: answers }],
  setRecipientGuard: (c) => [
    { args: [c.password, { enabled: false, limitUsd: 1_000_000 }], outcome: refused },
  ],
  forget: (c) => [
    { args: [c.password, { archive: true }], outcome: refused },
    { args: [c.password], outcome: refused },
    // Crear billetera's set-aside is the signer's frame's too (step 4): refused with the right password.
    { args: [c.password, { setAside: true }], outcome: refused },
  ],
  signOut: (c) => [{ args: [c.password], outcome: refused }],
  // The backup check is the create screen's: refused, whatever the answers.
  confirmWords: () => [
    {
      args: [
        [
          { position: 1, word: 'abandon' },
          { position: 2, word: 'abandon' },
          { position: 3, word: 'about' },
        ],
      ],
      outcome: refused,
    },
  ],
  unconfirmedWallets: () => [{ args: [], outcome: answers }],
  setAutoLockMinutes: (c) => [
    { args: [c.password, 1440], outcome: refused },
    { args: [1440], outcome: refused },
  ],
  // Pushes the auto-lock back: answered (the app calls it on every gesture; see the suite's report).
  touch: () => [{ args: [], outcome: answers }],
  scoreHealth: () => [{ args: [{ holdings: [] }], outcome: answers }],
}

/** Not API names at all: the channel answers no property read, constructor or prototype walk. */
export const NOT_CALLS = ['constructor', '__proto__', 'toString', 'then'] as const

/** The names the key worker answers on a channel (its API_CALLS record, read from the source). */
export function exposedCalls(): string[] {
  const source = readFileSync(resolve('src/workers/vault/exposeVault.ts'), 'utf8')
  const block = /const API_CALLS[^{]*\{([^}]*)\}/.exec(source)?.[1]
  if (!block) throw new Error('API_CALLS not found in exposeVault.ts')
  return [...block.matchAll(/^\s*(\w+):\s*true,?\s*$/gm)].map((m) => m[1] as string)
}

/** A refusal's error name, or null for an answer. */
export const errorOf = (reply: Reply): string | null =>
  reply.type === 'HANDLER' ? ((reply.value as { name?: string } | null)?.name ?? 'Error') : null

/** Whether a reply is what the forgery's outcome allows; `why` says what came instead. */
export function judge(reply: Reply, outcome: Outcome): { ok: boolean; why: string } {
  const error = errorOf(reply)
  const got = error ?? `answered ${JSON.stringify(reply.value)}`
  if ('refused' in outcome) return { ok: error === 'TypeError', why: got }
  if ('errors' in outcome) return { ok: error !== null && outcome.errors.includes(error), why: got }
  if (error !== null) return { ok: outcome.or?.includes(error) === true, why: got }
  const exact = !('value' in outcome) || JSON.stringify(reply.value) === JSON.stringify(outcome.value)
  return { ok: exact, why: got }
}
