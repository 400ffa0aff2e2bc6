import type { Address } from 'viem'
import { NoVaultError, VaultLockedError } from '../../domain/errors'
import { normalizePassword } from '../../domain/password'
import { zero } from './bytes'
import { deriveSealingKey, readRecord, seal, writeRecord } from './keystore'
import { openEither, type VaultContext } from './sealing'
import { deriveKeyFromEntropy } from './secrets'

/**
 * Opens the stored wallet with its password. `locks` is the session's lock count when the call came in:
 * a lock that arrives while the password is being checked wins, and the wallet stays closed.
 */
export async function unlockWallet(
  ctx: VaultContext,
  password: string,
  locks: number,
): Promise<{ address: Address }> {
  const record = await readRecord(ctx.store)
  if (!record) throw new NoVaultError()
  const opened = await openEither(record, password)
  let { sealing } = opened
  try {
    if (opened.raw) {
      // Sealed before passwords were normalised: seal again under the NFKC form, so any keyboard opens it.
      sealing = await deriveSealingKey(normalizePassword(password))
      const meta = { address: record.address, kind: record.kind, created: record.created }
      await writeRecord(await seal(sealing, opened.secret, meta), ctx.store)
    }
    const entropy = record.kind === 'mnemonic' ? opened.secret : null
    const privateKey = entropy ? await deriveKeyFromEntropy(entropy) : opened.secret
    try {
      if (ctx.session.locks !== locks) throw new VaultLockedError({ details: 'locked while unlocking' })
      ctx.session.open({ entropy, privateKey }, record.address, sealing)
    } finally {
      zero(privateKey)
    }
    return { address: record.address }
  } finally {
    zero(opened.secret)
  }
}
