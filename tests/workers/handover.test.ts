import { clear, createStore, get } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_AUTO_LOCK_MINUTES } from '../../src/domain/vault/autoLock'
import { AUTO_LOCK_SETTING_KEY, writeAutoLockSetting } from '../../src/workers/vault/autoLockSetting'
import { fromHex } from '../../src/workers/vault/bytes'
import { adoptHandover } from '../../src/workers/vault/handover'
import {
  ARCHIVE_KEY,
  type ArchivedRecord,
  deriveSealingKey,
  seal,
  VAULT_KEY,
  type VaultRecord,
} from '../../src/workers/vault/keystore'
import { sameRecord } from '../../src/workers/vault/records'

/**
 * The one-time move of a wallet from the app's origin to the signer's (docs/signer-plan.md step 1): taken
 * sealed as it is, into an empty signer only; a later handover plants nothing.
 */
const store = createStore('handover-test', 'keyval')
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const sealing = deriveSealingKey('correct horse battery', undefined, 1000)
const sealed = async (address: `0x${string}` = ADDRESS): Promise<VaultRecord> =>
  seal(await sealing, fromHex(KEY), { address, kind: 'privateKey', created: false })

beforeEach(() => clear(store))

describe('the handover of the app origin’s wallet', () => {
  it('takes the wallet and the archive into an empty signer, byte for byte', async () => {
    const [vault, old] = [await sealed(), await sealed(OTHER)]
    const archive: ArchivedRecord[] = [{ id: 'aa', record: old, archivedAt: 1 }]
    expect(await adoptHandover({ vault, archive }, store)).toEqual({ vault: true, archive: true })
    expect(sameRecord(await get<VaultRecord>(VAULT_KEY, store), vault)).toBe(true)
    const kept = (await get<ArchivedRecord[]>(ARCHIVE_KEY, store)) ?? []
    expect(kept.map((e) => [e.id, sameRecord(e.record, old)])).toEqual([['aa', true]])
  })

  it('plants nothing beside a wallet the signer holds, and says the same wallet is held', async () => {
    const vault = await sealed()
    await adoptHandover({ vault }, store)
    const planted = await sealed(OTHER)
    const answer = await adoptHandover(
      { vault: planted, archive: [{ id: 'bb', record: planted, archivedAt: 2 }] },
      store,
    )
    expect(answer).toEqual({ vault: false, archive: false })
    expect(sameRecord(await get<VaultRecord>(VAULT_KEY, store), vault)).toBe(true)
    expect(await get(ARCHIVE_KEY, store)).toBeUndefined()
    // A second tab handing over the very same wallet may drop its copy.
    expect(await adoptHandover({ vault }, store)).toEqual({ vault: true, archive: false })
  })

  it('takes nothing that is not a sealed record', async () => {
    const vault = await sealed()
    for (const forged of [
      { ...vault, v: 2 },
      { ...vault, ciphertext: 'x' },
      { ...vault, address: 'me' },
      'vault',
    ])
      expect(await adoptHandover({ vault: forged }, store)).toEqual({ vault: false, archive: false })
    expect(await get(VAULT_KEY, store)).toBeUndefined()
  })
})

describe('the auto-lock an earlier version kept in the app’s localStorage', () => {
  const stored = () => get(AUTO_LOCK_SETTING_KEY, store)

  it('is taken when shorter than the default and the signer stores none: a careful person keeps 1 or 5 minutes', async () => {
    await adoptHandover({ autoLockMinutes: 5 }, store)
    expect(await stored()).toBe(5)
  })

  it('is never taken when it would keep the vault open longer: 15, 60 or a planted 1440 leave the default', async () => {
    for (const minutes of [DEFAULT_AUTO_LOCK_MINUTES, 60, 1440]) {
      await adoptHandover({ autoLockMinutes: minutes }, store)
      expect(await stored()).toBeUndefined()
    }
  })

  it('never replaces what the person chose in the signer’s frame, nor takes what is not whole minutes', async () => {
    for (const forged of [0, -5, 2.5, '5', null]) {
      await adoptHandover({ autoLockMinutes: forged }, store)
      expect(await stored()).toBeUndefined()
    }
    await writeAutoLockSetting(30, store)
    await adoptHandover({ autoLockMinutes: 1 }, store)
    expect(await stored()).toBe(30)
  })

  it('goes with a wallet’s handover too', async () => {
    const vault = await sealed()
    expect(await adoptHandover({ vault, autoLockMinutes: 1 }, store)).toEqual({ vault: true, archive: false })
    expect(await stored()).toBe(1)
  })
})
