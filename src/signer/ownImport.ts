import { isAddress, type RestoreOutcome } from '../domain/signer/importing'
import { own } from './ownVault'

/*
 * The signer page's own port, for its restore screen (docs/signer-plan.md step 4): its own chunk,
 * loaded only when it calls, so no other frame carries it.
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
