import { HDKey } from '@scure/bip32'
import { mnemonicToSeedWebcrypto } from '@scure/bip39'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fromHex, toHex } from '../../src/workers/vault/bytes'
import {
  addressOf,
  deriveKeyFromEntropy,
  entropyToPhrase,
  parseMnemonic,
} from '../../src/workers/vault/secrets'
import bip32 from '../vectors/bip32.json'
import bip39 from '../vectors/bip39-english.json'

const hex = (bytes: Uint8Array) => toHex(bytes).slice(2)

describe('BIP39 English vectors (Trezor)', () => {
  it.each(bip39.vectors)(
    'entropy $entropy ↔ its words; seed and root key with passphrase TREZOR',
    async (v) => {
      expect(entropyToPhrase(fromHex(v.entropy))).toBe(v.mnemonic)
      expect(hex(parseMnemonic(v.mnemonic))).toBe(v.entropy)
      const seed = await mnemonicToSeedWebcrypto(v.mnemonic, bip39.passphrase)
      expect(hex(seed)).toBe(v.seed)
      expect(HDKey.fromMasterSeed(seed).privateExtendedKey).toBe(v.xprv)
    },
  )

  it.each(bip39.vectors)('derives the same m/44/60/0/0/0 address as viem for $entropy', async (v) => {
    const key = await deriveKeyFromEntropy(fromHex(v.entropy))
    expect(addressOf(key)).toBe(mnemonicToAccount(v.mnemonic).address)
  })
})

describe('BIP32 test vectors 1 and 2', () => {
  for (const [i, vector] of bip32.vectors.entries()) {
    it.each(vector.chains)(`vector ${i + 1}: chain $path`, (chain) => {
      const node = HDKey.fromMasterSeed(fromHex(vector.seed)).derive(chain.path)
      expect(node.privateExtendedKey).toBe(chain.xprv)
      expect(node.publicExtendedKey).toBe(chain.xpub)
    })
  }
})

describe('the well-known development wallet', () => {
  it('test test … junk derives 0xf39F…2266 and its key', async () => {
    const entropy = parseMnemonic('test test test test test test test test test test test junk')
    const key = await deriveKeyFromEntropy(entropy)
    expect(toHex(key)).toBe('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    expect(addressOf(key)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })
})
