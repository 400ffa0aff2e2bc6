import type { MigrationOutcome } from '../domain/signer/migrate'
import { own } from './ownVault'

/**
 * The legacy migration's screen beside the signer page that holds the key worker (step 4,
 * src/domain/signer/migrate.ts), through that page's own port, in a chunk only that screen loads: seals the first
 * of `wallets` (an earlier version's plaintext wallets, as the app keeps them) as the wallet under `password` and
 * opens it (`migrateLegacy`: LegacyMismatchError, WeakPasswordError or VaultExistsError by name otherwise, nothing
 * stored), then each other one that is not a copy of it into the archive (`archiveLegacy`); one the worker refuses
 * for another reason than the password stays. Answers the address and the places done and kept. The app's port
 * refuses `migrateLegacy`: the new password is typed in the signer's frame only.
 */
export async function migrateWith(
  port: MessagePort,
  password: unknown,
  wallets: unknown,
): Promise<MigrationOutcome> {
  const list = Array.isArray(wallets) ? wallets : []
  const [first] = list
  if (typeof password !== 'string' || password === '' || typeof first !== 'string')
    throw new TypeError('a password and a plaintext wallet')
  const vault = own(port)
  const { address } = await vault.migrateLegacy(password, first)
  const done = [0]
  const kept: number[] = []
  for (const [place, json] of list.entries()) {
    if (place === 0 || typeof json !== 'string') continue
    if (await vault.legacyMatchesVault(json).catch(() => false)) done.push(place)
    else
      await vault.archiveLegacy(password, json).then(
        () => done.push(place),
        () => kept.push(place),
      )
  }
  return { address, done, kept }
}
