import type { CreatedWallet, ReplaceConfirmation } from '../vaultApi'
import { randomBytes, toHex, zero } from './bytes'
import { readRecord } from './keystore'
import { mayReplace, persist, type VaultContext } from './sealing'
import { addressOf, deriveKeyFromEntropy, entropyToPhrase } from './secrets'

/**
 * Makes and seals a new wallet and shows its words and key, once (the Vault spends the token before this
 * runs). Over a stored wallet `replace` must carry its password; the replaced record is archived. `locks`
 * is the lock count when the call was made: a lock since then wins (persist).
 */
export async function createWallet(
  ctx: VaultContext,
  locks: number,
  replace?: ReplaceConfirmation,
): Promise<CreatedWallet> {
  const record = await readRecord(ctx.store)
  const sealing = await mayReplace(ctx, record, replace)
  const entropy = randomBytes(16)
  let privateKey: Uint8Array | null = null
  try {
    privateKey = await deriveKeyFromEntropy(entropy)
    const keys = { entropy, privateKey }
    await persist(ctx, sealing, keys, { kind: 'mnemonic', created: true }, locks)
    return {
      address: addressOf(privateKey),
      mnemonic: entropyToPhrase(entropy),
      privateKey: toHex(privateKey),
    }
  } finally {
    zero(entropy)
    zero(privateKey)
  }
}
