import type { CreatedWallet, ReplaceConfirmation } from '../vaultApi'
import { randomBytes, toHex, zero } from './bytes'
import { readRecord } from './keystore'
import { mayReplace, persist, type VaultContext } from './sealing'
import { addressOf, deriveKeyFromEntropy, entropyToPhrase } from './secrets'

/**
 * Makes and seals a new wallet. The same token while its wallet is still open and stored shows that
 * wallet again instead of sealing another over it; over any other stored wallet, `replace` must carry
 * its password.
 */
export async function createWallet(
  ctx: VaultContext,
  token: string,
  replace?: ReplaceConfirmation,
): Promise<CreatedWallet> {
  const record = await readRecord(ctx.store)
  const current = ctx.session.unlocked
  const same = ctx.session.created
  if (same && same.token === token && current?.entropy && current.address === same.address) {
    if (record?.address === same.address) return shown(current.entropy, current.privateKey)
  }
  const sealing = await mayReplace(ctx, record, replace)
  const entropy = randomBytes(16)
  let privateKey: Uint8Array | null = null
  try {
    privateKey = await deriveKeyFromEntropy(entropy)
    const address = await persist(
      ctx,
      sealing,
      { entropy, privateKey },
      { kind: 'mnemonic', created: true },
      record,
    )
    ctx.session.created = { token, address }
    return shown(entropy, privateKey)
  } finally {
    zero(entropy)
    zero(privateKey)
  }
}

/** The words and key shown once after create. */
function shown(entropy: Uint8Array, privateKey: Uint8Array): CreatedWallet {
  return {
    address: addressOf(privateKey),
    mnemonic: entropyToPhrase(entropy),
    privateKey: toHex(privateKey),
  }
}
