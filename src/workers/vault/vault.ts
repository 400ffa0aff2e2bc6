import type { UseStore } from 'idb-keyval'
import type { Address, Hex } from 'viem'
import {
  DifferentWalletError,
  ImportError,
  NoVaultError,
  PasswordNotSetError,
  SecretNotAvailableError,
  VaultExistsError,
  VaultLockedError,
  WeakPasswordError,
  WrongPasswordError,
} from '../../domain/errors'
import { safeScoreHealth } from '../../domain/health/scoreHealth'
import type { HealthInput, HealthResult } from '../../domain/health/types'
import { normalizePassword, passwordStrength } from '../../domain/password'
import {
  type CreatedWallet,
  type ReplaceConfirmation,
  type RestoredWallet,
  type RestoreOptions,
  type UnsignedTransaction,
  VAULT_CHANNEL,
  type VaultApi,
  type VaultBroadcast,
  type VaultStatus,
  type WalletKind,
} from '../vaultApi'
import { AutoLockTimer, type Clock } from './autoLock'
import { randomBytes, toHex, zero } from './bytes'
import {
  archiveRecord,
  deleteRecord,
  deriveSealingKey,
  open,
  readRecord,
  type SealingKey,
  seal,
  type VaultRecord,
  writeRecord,
} from './keystore'
import { encryptKeystoreV3, openKeystore } from './keystoreV3'
import { parseLegacy } from './legacy'
import { type ParsedSecret, parseSecret } from './parseSecret'
import { addressOf, deriveKeyFromEntropy, entropyToPhrase, parseMnemonic, parsePrivateKey } from './secrets'
import { signTransaction } from './sign'
import {
  checkTransaction,
  createSigningPolicy,
  type SigningExtras,
  type SigningPolicy,
} from './signingPolicy'

type Unlocked = {
  privateKey: Uint8Array
  entropy: Uint8Array | null
  address: Address
  sealing: SealingKey
}

type Keys = { entropy: Uint8Array | null; privateKey: Uint8Array }
type Meta = { kind: WalletKind; created: boolean }

/** Options of a Vault; tests inject their own store, clock and signing extras. */
export type VaultOptions = {
  /** The cross-tab lock channel (null: this vault stays alone, for tests). */
  channel?: BroadcastChannel | null
  /** An idb-keyval store (default: idb-keyval's own, key 'vault'). */
  store?: UseStore
  /** The wall clock for the auto-lock deadline. */
  now?: Clock
  /** The profile's extra signing addresses, asked for once, at the first signature. */
  signingExtras?: () => Promise<SigningExtras>
}

/** Checks a new password and gives its NFKC form. */
function acceptablePassword(password: unknown): string {
  if (typeof password !== 'string') throw new WeakPasswordError({ details: 'short' })
  const verdict = passwordStrength(password)
  if (!verdict.ok) throw new WeakPasswordError({ details: verdict.reason ?? 'short' })
  return normalizePassword(password)
}

/**
 * Opens a record with the NFKC form of a password, then with the raw form: a wallet sealed before
 * passwords were normalised still opens. `raw` tells the caller to re-seal under the NFKC form.
 */
async function openEither(record: VaultRecord, password: unknown) {
  if (typeof password !== 'string') throw new WrongPasswordError()
  const normal = normalizePassword(password)
  try {
    return { ...(await open(record, normal)), raw: false }
  } catch (error) {
    if (!(error instanceof WrongPasswordError) || normal === password) throw error
    return { ...(await open(record, password)), raw: true }
  }
}

/**
 * The vault's state inside the worker. Holds the decrypted key as bytes while unlocked and zeroes it on
 * lock; holds the sealing key chosen on sign-up until the first create or import seals with it. Guards
 * itself (DESIGN.md §3): see VaultApi.
 */
export class Vault implements VaultApi {
  #pending: SealingKey | null = null
  #unlocked: Unlocked | null = null
  /** The token and address of the last create while its wallet is open; forgotten on lock. */
  #created: { token: string; address: Address } | null = null
  /** Counts locks (manual, auto, another tab's), so an unlock called before one knows it lost. */
  #locks = 0
  /**
   * The tail of the calls that change the password or the stored wallet, run one after another: two
   * overlapping creates would otherwise both seal, and the later write would win over the one shown.
   */
  #queue: Promise<unknown> = Promise.resolve()
  #policy: Promise<SigningPolicy> | null = null
  readonly #timer: AutoLockTimer
  readonly #channel: BroadcastChannel | null
  readonly #store: UseStore | undefined
  readonly #signingExtras: (() => Promise<SigningExtras>) | undefined

  constructor(options: VaultOptions = {}) {
    const channel = options.channel === undefined ? new BroadcastChannel(VAULT_CHANNEL) : options.channel
    this.#channel = channel
    this.#store = options.store
    this.#signingExtras = options.signingExtras
    this.#timer = new AutoLockTimer(() => void this.lock(), options.now)
    channel?.addEventListener('message', (e: MessageEvent<VaultBroadcast>) => {
      if (e.data?.type !== 'lock') return
      this.#locks++
      this.#drop()
    })
  }

  async status(): Promise<VaultStatus> {
    this.#expire()
    const record = await readRecord(this.#store)
    return {
      exists: record !== undefined,
      unlocked: this.#unlocked !== null && record !== undefined,
      address: record?.address ?? null,
      kind: record?.kind ?? null,
      hasMnemonic: record?.kind === 'mnemonic',
      hasPrivateKey: record !== undefined && (record.kind === 'privateKey' || record.created),
      autoLockMinutes: this.#timer.minutes,
    }
  }

  setPassword(password: string): Promise<void> {
    this.#expire()
    return this.#serial(async () => {
      this.#pending = await deriveSealingKey(acceptablePassword(password))
    })
  }

  create(token: string, replace?: ReplaceConfirmation): Promise<CreatedWallet> {
    this.#expire()
    return this.#serial(async () => {
      const record = await readRecord(this.#store)
      const current = this.#unlocked
      const same = this.#created
      if (same && same.token === token && current?.entropy && current.address === same.address) {
        if (record?.address === same.address) return this.#shown(current.entropy, current.privateKey)
      }
      const sealing = await this.#mayReplace(record, replace)
      const entropy = randomBytes(16)
      let privateKey: Uint8Array | null = null
      try {
        privateKey = await deriveKeyFromEntropy(entropy)
        const address = await this.#persist(
          sealing,
          { entropy, privateKey },
          { kind: 'mnemonic', created: true },
          record,
        )
        this.#created = { token, address }
        return this.#shown(entropy, privateKey)
      } finally {
        zero(entropy)
        zero(privateKey)
      }
    })
  }

  importMnemonic(phrase: string, replace?: ReplaceConfirmation): Promise<{ address: Address }> {
    this.#expire()
    return this.#serial(() =>
      this.#import(async () => {
        const entropy = parseMnemonic(text(phrase))
        try {
          return { entropy, privateKey: await deriveKeyFromEntropy(entropy) }
        } catch (error) {
          zero(entropy)
          throw error
        }
      }, replace),
    )
  }

  importPrivateKey(key: string, replace?: ReplaceConfirmation): Promise<{ address: Address }> {
    this.#expire()
    return this.#serial(() =>
      this.#import(async () => ({ entropy: null, privateKey: parsePrivateKey(text(key)) }), replace),
    )
  }

  async #import(parse: () => Promise<ParsedSecret>, replace?: ReplaceConfirmation) {
    const record = await readRecord(this.#store)
    if (record && !replace) throw new VaultExistsError()
    const keys = await parse()
    try {
      const sealing = await this.#mayReplace(record, replace)
      const meta: Meta = { kind: keys.entropy ? 'mnemonic' : 'privateKey', created: false }
      return { address: await this.#persist(sealing, keys, meta, record) }
    } finally {
      zero(keys.entropy)
      zero(keys.privateKey)
    }
  }

  importKeystore(file: string, filePassword: string, replace?: ReplaceConfirmation) {
    this.#expire()
    return this.#serial(() =>
      this.#import(
        async () => ({ entropy: null, privateKey: await openKeystore(file, filePassword) }),
        replace,
      ),
    )
  }

  async exportKeystore(password: string): Promise<string> {
    this.#expire()
    const record = await readRecord(this.#store)
    if (!record) throw new NoVaultError()
    const { secret } = await openEither(record, password)
    let key: Uint8Array | null = null
    try {
      key = record.kind === 'mnemonic' ? await deriveKeyFromEntropy(secret) : secret.slice()
      return await encryptKeystoreV3(key, normalizePassword(password))
    } finally {
      zero(key)
      zero(secret)
    }
  }

  restore(secret: string, newPassword: string, options: RestoreOptions): Promise<RestoredWallet> {
    this.#expire()
    return this.#serial(async () => {
      const password = acceptablePassword(newPassword)
      const keys = await parseSecret(text(secret))
      try {
        const address = addressOf(keys.privateKey)
        const record = await readRecord(this.#store)
        const sameWallet = record?.address === address
        if (!sameWallet && options?.allowDifferent !== true)
          throw new DifferentWalletError({ details: address })
        const kind: WalletKind = keys.entropy ? 'mnemonic' : 'privateKey'
        // The same seed keeps what it could show; a key alone over a seed record keeps that record aside.
        const created = sameWallet && kind === 'mnemonic' && record?.kind === 'mnemonic' && record.created
        const keep = record && (!sameWallet || record.kind !== kind) ? record : undefined
        const sealing = await deriveSealingKey(password)
        await this.#persist(sealing, keys, { kind, created }, keep)
        return { address, sameWallet }
      } finally {
        zero(keys.entropy)
        zero(keys.privateKey)
      }
    })
  }

  migrateLegacy(password: string, legacyJson: string): Promise<{ address: Address }> {
    this.#expire()
    return this.#serial(async () => {
      const normal = acceptablePassword(password)
      if (await readRecord(this.#store)) throw new VaultExistsError({ details: 'a vault is already stored' })
      const legacy = await parseLegacy(text(legacyJson))
      try {
        const sealing = await deriveSealingKey(normal)
        const meta: Meta = { kind: legacy.entropy ? 'mnemonic' : 'privateKey', created: legacy.created }
        return { address: await this.#persist(sealing, legacy, meta) }
      } finally {
        zero(legacy.entropy)
        zero(legacy.privateKey)
      }
    })
  }

  async legacyMatchesVault(legacyJson: string): Promise<boolean> {
    this.#expire()
    const record = await readRecord(this.#store)
    if (!record) return false
    try {
      const legacy = await parseLegacy(text(legacyJson))
      zero(legacy.entropy)
      zero(legacy.privateKey)
      return legacy.address === record.address
    } catch {
      return false
    }
  }

  unlock(password: string): Promise<{ address: Address }> {
    this.#expire()
    const locks = this.#locks
    return this.#serial(async () => {
      const record = await readRecord(this.#store)
      if (!record) throw new NoVaultError()
      const opened = await openEither(record, password)
      let { sealing } = opened
      try {
        if (opened.raw) {
          // Sealed before passwords were normalised: seal again under the NFKC form, so any keyboard opens it.
          sealing = await deriveSealingKey(normalizePassword(password))
          const meta = { address: record.address, kind: record.kind, created: record.created }
          await writeRecord(await seal(sealing, opened.secret, meta), this.#store)
        }
        const entropy = record.kind === 'mnemonic' ? opened.secret : null
        const privateKey = entropy ? await deriveKeyFromEntropy(entropy) : opened.secret
        try {
          if (this.#locks !== locks) throw new VaultLockedError({ details: 'locked while unlocking' })
          this.#drop()
          this.#unlocked = {
            privateKey: privateKey.slice(),
            entropy: entropy?.slice() ?? null,
            address: record.address,
            sealing,
          }
        } finally {
          zero(privateKey)
        }
        this.#timer.start()
        return { address: record.address }
      } finally {
        zero(opened.secret)
      }
    })
  }

  async lock(): Promise<void> {
    this.#locks++
    this.#drop()
    this.#channel?.postMessage({ type: 'lock' } satisfies VaultBroadcast)
  }

  async reveal(password: string, what: WalletKind): Promise<string> {
    this.#expire()
    const record = await readRecord(this.#store)
    if (!record) throw new NoVaultError()
    const { secret } = await openEither(record, password)
    try {
      if (what === 'mnemonic') {
        if (record.kind !== 'mnemonic') throw new SecretNotAvailableError({ details: 'imported by key' })
        return entropyToPhrase(secret)
      }
      if (record.kind === 'privateKey') return toHex(secret)
      if (!record.created) throw new SecretNotAvailableError({ details: 'imported by seed phrase' })
      const key = await deriveKeyFromEntropy(secret)
      try {
        return toHex(key)
      } finally {
        zero(key)
      }
    } finally {
      zero(secret)
    }
  }

  async signTransaction(tx: UnsignedTransaction): Promise<Hex> {
    this.#expire()
    if (!this.#unlocked) throw new VaultLockedError()
    const policy = await this.#signingPolicy()
    if (!this.#unlocked) throw new VaultLockedError()
    checkTransaction(policy, tx)
    const raw = signTransaction(this.#unlocked.privateKey, tx)
    this.#timer.start()
    return raw
  }

  forget(password: string): Promise<void> {
    this.#expire()
    return this.#serial(async () => {
      const record = await readRecord(this.#store)
      if (record) {
        const { secret } = await openEither(record, password)
        zero(secret)
        await deleteRecord(this.#store)
      }
      this.#pending = null
      await this.lock()
    })
  }

  async setAutoLockMinutes(minutes: number): Promise<void> {
    this.#expire()
    this.#timer.setMinutes(minutes)
  }

  async touch(): Promise<void> {
    this.#expire()
    if (this.#unlocked) this.#timer.start()
  }

  async scoreHealth(input: HealthInput): Promise<HealthResult> {
    return safeScoreHealth(input)
  }

  /** Locks every tab when the wall-clock deadline passed (a laptop that slept); runs first in every call. */
  #expire(): void {
    if (this.#timer.expired()) void this.lock()
  }

  /** Runs `task` after every earlier queued call has settled, whether it succeeded or failed. */
  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task)
    this.#queue = run.catch(() => undefined)
    return run
  }

  /**
   * The sealing key for a new wallet, when one may be written: over a stored wallet only when
   * `replace.password` opens it. The sign-up password if one waits, else the open or confirmed one.
   */
  async #mayReplace(record: VaultRecord | undefined, replace?: ReplaceConfirmation): Promise<SealingKey> {
    let confirmed: SealingKey | null = null
    if (record) {
      if (!replace) throw new VaultExistsError()
      const { secret, sealing, raw } = await openEither(record, replace.password)
      zero(secret)
      confirmed = raw ? await deriveSealingKey(normalizePassword(replace.password)) : sealing
    }
    const sealing = this.#pending ?? confirmed ?? (record ? null : this.#unlocked?.sealing)
    if (!sealing) throw new PasswordNotSetError()
    return sealing
  }

  /**
   * Seals the keys and opens them in this tab, keeping copies (the caller zeroes its own). A record being
   * replaced goes to the archive first, still encrypted.
   */
  async #persist(sealing: SealingKey, keys: Keys, meta: Meta, replaced?: VaultRecord): Promise<Address> {
    const address = addressOf(keys.privateKey)
    const record = await seal(sealing, keys.entropy ?? keys.privateKey, { address, ...meta })
    if (replaced) await archiveRecord(replaced, this.#store)
    await writeRecord(record, this.#store)
    this.#drop()
    this.#pending = null
    this.#unlocked = {
      entropy: keys.entropy?.slice() ?? null,
      privateKey: keys.privateKey.slice(),
      address,
      sealing,
    }
    this.#timer.start()
    return address
  }

  /** The words and key shown once after create. */
  #shown(entropy: Uint8Array, privateKey: Uint8Array): CreatedWallet {
    return {
      address: addressOf(privateKey),
      mnemonic: entropyToPhrase(entropy),
      privateKey: toHex(privateKey),
    }
  }

  /**
   * The allow-list, built at the first signature with the profile's extras (the devnet's own addresses).
   * A failed read of the extras is retried at the next signature rather than kept.
   */
  #signingPolicy(): Promise<SigningPolicy> {
    this.#policy ??= (this.#signingExtras?.() ?? Promise.resolve(undefined)).then(
      (extras) => createSigningPolicy(extras),
      () => {
        this.#policy = null
        return createSigningPolicy()
      },
    )
    return this.#policy
  }

  /** Zeroes and forgets the secrets and the create token of this tab without telling the others. */
  #drop(): void {
    if (this.#unlocked) {
      zero(this.#unlocked.privateKey)
      zero(this.#unlocked.entropy)
    }
    this.#unlocked = null
    this.#created = null
    this.#timer.stop()
  }
}

/** Anything that crossed Comlink as the user's input must be text; otherwise it is bad input. */
function text(value: unknown): string {
  if (typeof value !== 'string') throw new ImportError({ details: 'not text' })
  return value
}
