import { type ImportedKind, isAddress, type RestoreOutcome } from '../domain/signer/importing'
import { own } from './ownVault'

/*
 * The signer page's own port, for its import and restore screens (docs/signer-plan.md step 4): its own chunk,
 * loaded only when one of them calls, so no other frame carries it.
 */

/**
 * "¿Olvidaste tu contraseña?" for the signer's restore screen beside this page (step 4): the key worker restores
 * the wallet from `secret` under `password` and opens it; without `allowDifferent`, a secret of another wallet than
 * the stored one restores nothing and answers both addresses, for the screen to ask the person (issue 41 item 5:
 * only their choice there passes `allowDifferent`). ImportError, WeakPasswordError or VaultLockedError by name
 * otherwise, nothing changed. The app's port refuses `restore`.
 */
export async function restoreWith(
  port: MessagePort,
  secret: unknown,
  password: unknown,
  allowDifferent: unknown,
): Promise<RestoreOutcome> {
  if (typeof secret !== 'string' || typeof password !== 'string' || typeof allowDifferent !== 'boolean')
    throw new TypeError('a secret and a new password to restore with')
  const vault = own(port)
  try {
    const { address } = await vault.restore(secret, password, { allowDifferent })
    return { restored: { address, kind: (await vault.status()).kind ?? 'mnemonic' } }
  } catch (failed) {
    const { name, details } = failed as { name?: unknown; details?: unknown }
    if (name !== 'DifferentWalletError' || !isAddress(details)) throw failed
    return { different: { stored: (await vault.status()).address, other: details } }
  }
}

/**
 * Importing a wallet for the signer's import screen beside this page (step 4): the key worker keeps the new
 * `password` (checked as on sign-up: WeakPasswordError) and seals the seed phrase, the private key, or the key of
 * backup file `secret` opened with `filePassword`, under it; the wallet is then open. Never over a stored wallet
 * (VaultExistsError: the app goes to that one). ImportError by name for bad input (details 'keystore password' or
 * 'keystore format…' for a file), nothing stored. The app's port refuses the imports.
 */
export async function importWith(
  port: MessagePort,
  what: unknown,
  secret: unknown,
  filePassword: unknown,
  password: unknown,
): Promise<{ address: `0x${string}`; kind: ImportedKind }> {
  if (typeof secret !== 'string' || typeof password !== 'string' || typeof filePassword !== 'string')
    throw new TypeError('a secret and a new password to import with')
  if (what !== 'mnemonic' && what !== 'privateKey' && what !== 'keystore')
    throw new TypeError('what to import')
  const vault = own(port)
  const sealWith = await vault.setPassword(password)
  const { address } =
    what === 'keystore'
      ? await vault.importKeystore(secret, filePassword, { sealWith })
      : what === 'privateKey'
        ? await vault.importPrivateKey(secret, { sealWith })
        : await vault.importMnemonic(secret, { sealWith })
  return { address, kind: what === 'mnemonic' ? 'mnemonic' : 'privateKey' }
}
