import type { UseStore } from 'idb-keyval'
import { WrongPasswordError } from '../../domain/errors'
import { zero } from './bytes'
import { readArchive, readRecord } from './keystore'
import { isFound } from './record'
import { archived, sameRecord, transact } from './records'
import { openEither, type VaultContext } from './sealing'

/**
 * With no wallet stored, wiping the archive still needs a password: one that opens an archived wallet
 * (any script on the page can call forget). An empty archive needs none.
 */
async function openAnyArchived(store: UseStore | undefined, password: string): Promise<void> {
  const archive = await readArchive(store)
  for (const entry of archive) {
    try {
      zero((await openEither(entry.record, password)).secret)
      return
    } catch {
      // Sealed under another password, or unreadable: try the next one.
    }
  }
  if (archive.length > 0) throw new WrongPasswordError()
}

/**
 * "Borrar datos" / "Cerrar sesión": removes the stored wallet after checking its password
 * (WrongPasswordError otherwise, nothing removed), and the archive too only with `archive`. With `setAside`
 * (Crear billetera over a stored wallet) the stored wallet goes to the archive instead, still encrypted. The removal is
 * one transaction that first checks the stored record is still the one the password opened: a wallet
 * another tab stored meanwhile is never removed unchecked. Then locks every tab, saying the wallet is gone.
 */
export async function forgetWallet(
  ctx: VaultContext,
  password: string,
  options?: { archive?: boolean; setAside?: boolean },
): Promise<void> {
  const withArchive = options?.archive === true
  const setAside = !withArchive && options?.setAside === true
  const record = await readRecord(ctx.store)
  // A wallet found in the app's storage and never opened (record.ts `found`) is set aside without its password
  // (Crear billetera over it): it goes to Billeteras anteriores, never away. Removing it still needs it.
  if (record && !(setAside && isFound(record))) zero((await openEither(record, password)).secret)
  else if (withArchive) await openAnyArchived(ctx.store, password)
  await transact(ctx.store, ({ current, archive }) => {
    if (!sameRecord(current, record)) throw new WrongPasswordError({ details: 'the stored wallet changed' })
    if (withArchive) return { current: null, archive: [], result: null }
    if (setAside && current) return { current: null, archive: [archived(current), ...archive], result: null }
    return { current: null, result: null }
  })
  ctx.pending.clear()
  ctx.session.lock(setAside ? 'aside' : 'removed')
}
