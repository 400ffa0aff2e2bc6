import type { UseStore } from 'idb-keyval'
import type { Address, Hex } from 'viem'
import {
  ImportError,
  NoVaultError,
  PasswordNotSetError,
  SecretNotAvailableError,
  VaultLockedError,
  WeakPasswordError,
} from '../../domain/errors'
import { safeScoreHealth } from '../../domain/health/scoreHealth'
import type { HealthInput, HealthResult } from '../../domain/health/types'
import {
  type CreatedWallet,
  type UnsignedTransaction,
  VAULT_CHANNEL,
  type VaultApi,
  type VaultBroadcast,
  type VaultStatus,
  type WalletKind,
} from '../vaultApi'
import { AutoLockTimer } from './autoLock'
import { randomBytes, toHex, zero } from './bytes'
import {
  deleteRecord,
  deriveSealingKey,
  open,
  readRecord,
  type SealingKey,
  seal,
  writeRecord,
} from './keystore'
import { addressOf, deriveKeyFromEntropy, entropyToPhrase, parseMnemonic, parsePrivateKey } from './secrets'
import { signTransaction } from './sign'

/** Minimum password length chosen on the sign-up screen. */
export const MIN_PASSWORD_LENGTH = 8

type Unlocked = {
  privateKey: Uint8Array
  entropy: Uint8Array | null
  address: Address
  sealing: SealingKey
}

/**
 * The vault's state inside the worker. Holds the decrypted key as bytes while unlocked and zeroes it on
 * lock; holds the sealing key chosen on sign-up until the first create or import seals with it.
 */
export class Vault implements VaultApi {
  #pending: SealingKey | null = null
  #unlocked: Unlocked | null = null
  /** The token and address of the last create, so a repeated request gets the same wallet back. */
  #created: { token: string; address: Address } | null = null
  /**
   * The tail of the calls that change the password or the stored wallet, run one after another: two
   * overlapping creates would otherwise both seal, and the later write would win over the one shown.
   */
  #queue: Promise<unknown> = Promise.resolve()
  readonly #timer = new AutoLockTimer(() => void this.lock())
  readonly #channel: BroadcastChannel | null
  readonly #store: UseStore | undefined

  /**
   * @param options.channel the cross-tab lock channel (null: this vault stays alone, for tests)
   * @param options.store an idb-keyval store (default: idb-keyval's own, key 'vault')
   */
  constructor(options: { channel?: BroadcastChannel | null; store?: UseStore } = {}) {
    const channel = options.channel === undefined ? new BroadcastChannel(VAULT_CHANNEL) : options.channel
    this.#channel = channel
    this.#store = options.store
    channel?.addEventListener('message', (e: MessageEvent<VaultBroadcast>) => {
      if (e.data?.type === 'lock') this.#drop()
    })
  }

  async status(): Promise<VaultStatus> {
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
    return this.#serial(() => this.#setPassword(password))
  }

  async #setPassword(password: string): Promise<void> {
    if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) throw new WeakPasswordError()
    this.#pending = await deriveSealingKey(password)
  }

  create(token: string): Promise<CreatedWallet> {
    return this.#serial(async () => {
      const current = this.#unlocked
      if (this.#created?.token === token && current?.entropy && current.address === this.#created.address) {
        const { address, entropy, privateKey } = current
        return { address, mnemonic: entropyToPhrase(entropy), privateKey: toHex(privateKey) }
      }
      const sealing = this.#sealingKey()
      const entropy = randomBytes(16)
      const privateKey = await deriveKeyFromEntropy(entropy)
      const address = await this.#persist(sealing, { entropy, privateKey }, 'mnemonic', true)
      this.#created = { token, address }
      return { address, mnemonic: entropyToPhrase(entropy), privateKey: toHex(privateKey) }
    })
  }

  importMnemonic(phrase: string): Promise<{ address: Address }> {
    return this.#serial(() => this.#importMnemonic(phrase))
  }

  async #importMnemonic(phrase: string): Promise<{ address: Address }> {
    const entropy = parseMnemonic(phrase)
    const sealing = this.#sealingKey()
    const privateKey = await deriveKeyFromEntropy(entropy)
    return { address: await this.#persist(sealing, { entropy, privateKey }, 'mnemonic', false) }
  }

  importPrivateKey(key: string): Promise<{ address: Address }> {
    return this.#serial(() => this.#importPrivateKey(key))
  }

  async #importPrivateKey(key: string): Promise<{ address: Address }> {
    const privateKey = parsePrivateKey(key)
    const sealing = this.#sealingKey()
    return { address: await this.#persist(sealing, { entropy: null, privateKey }, 'privateKey', false) }
  }

  migrateLegacy(password: string, legacyJson: string): Promise<{ address: Address }> {
    return this.#serial(() => this.#migrateLegacy(password, legacyJson))
  }

  async #migrateLegacy(password: string, legacyJson: string): Promise<{ address: Address }> {
    let legacy: { mnemonic?: unknown; privateKey?: unknown }
    try {
      legacy = JSON.parse(legacyJson)
    } catch {
      throw new ImportError({ details: 'legacy wallet is not JSON' })
    }
    await this.#setPassword(password)
    const sealing = this.#sealingKey()
    if (typeof legacy.mnemonic === 'string' && legacy.mnemonic.trim() !== '') {
      const entropy = parseMnemonic(legacy.mnemonic)
      const privateKey = await deriveKeyFromEntropy(entropy)
      const created = typeof legacy.privateKey === 'string' && legacy.privateKey !== ''
      return { address: await this.#persist(sealing, { entropy, privateKey }, 'mnemonic', created) }
    }
    if (typeof legacy.privateKey === 'string') {
      const privateKey = parsePrivateKey(legacy.privateKey)
      return { address: await this.#persist(sealing, { entropy: null, privateKey }, 'privateKey', false) }
    }
    throw new ImportError({ details: 'legacy wallet has no secret' })
  }

  unlock(password: string): Promise<{ address: Address }> {
    return this.#serial(() => this.#unlock(password))
  }

  async #unlock(password: string): Promise<{ address: Address }> {
    const record = await readRecord(this.#store)
    if (!record) throw new NoVaultError()
    const { secret, sealing } = await open(record, password)
    const entropy = record.kind === 'mnemonic' ? secret : null
    const privateKey = entropy ? await deriveKeyFromEntropy(entropy) : secret
    this.#drop()
    this.#unlocked = { privateKey, entropy, address: record.address, sealing }
    this.#timer.start()
    return { address: record.address }
  }

  async lock(): Promise<void> {
    this.#drop()
    this.#channel?.postMessage({ type: 'lock' } satisfies VaultBroadcast)
  }

  async reveal(password: string, what: WalletKind): Promise<string> {
    const record = await readRecord(this.#store)
    if (!record) throw new NoVaultError()
    const { secret } = await open(record, password)
    try {
      if (what === 'mnemonic') {
        if (record.kind !== 'mnemonic') throw new SecretNotAvailableError({ details: 'imported by key' })
        return entropyToPhrase(secret)
      }
      if (record.kind === 'privateKey') return toHex(secret)
      if (!record.created) throw new SecretNotAvailableError({ details: 'imported by seed phrase' })
      const key = await deriveKeyFromEntropy(secret)
      const hex = toHex(key)
      zero(key)
      return hex
    } finally {
      zero(secret)
    }
  }

  async signTransaction(tx: UnsignedTransaction): Promise<Hex> {
    if (!this.#unlocked) throw new VaultLockedError()
    this.#timer.start()
    return signTransaction(this.#unlocked.privateKey, tx)
  }

  forget(): Promise<void> {
    return this.#serial(async () => {
      this.#pending = null
      this.#created = null
      await deleteRecord(this.#store)
      await this.lock()
    })
  }

  async setAutoLockMinutes(minutes: number): Promise<void> {
    this.#timer.setMinutes(minutes)
  }

  async touch(): Promise<void> {
    if (this.#unlocked) this.#timer.start()
  }

  async scoreHealth(input: HealthInput): Promise<HealthResult> {
    return safeScoreHealth(input)
  }

  /** Runs `task` after every earlier queued call has settled, whether it succeeded or failed. */
  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task)
    this.#queue = run.catch(() => undefined)
    return run
  }

  /** The sign-up password if one waits, else the open vault's key (Generate New). */
  #sealingKey(): SealingKey {
    const sealing = this.#pending ?? this.#unlocked?.sealing
    if (!sealing) throw new PasswordNotSetError()
    return sealing
  }

  async #persist(
    sealing: SealingKey,
    keys: { entropy: Uint8Array | null; privateKey: Uint8Array },
    kind: WalletKind,
    created: boolean,
  ): Promise<Address> {
    const address = addressOf(keys.privateKey)
    this.#created = null
    const record = await seal(sealing, keys.entropy ?? keys.privateKey, { address, kind, created })
    await writeRecord(record, this.#store)
    this.#drop()
    this.#pending = null
    this.#unlocked = { ...keys, address, sealing }
    this.#timer.start()
    return address
  }

  /** Zeroes and forgets the secrets of this tab without telling the others. */
  #drop(): void {
    if (this.#unlocked) {
      zero(this.#unlocked.privateKey)
      zero(this.#unlocked.entropy)
    }
    this.#unlocked = null
    this.#timer.stop()
  }
}
