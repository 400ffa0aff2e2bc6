import { useRef } from 'react'
import { REMOVED, signerOrigin, signerScreenUrl } from '../../domain/signer/origins'
import { LEFTOVERS, LEFTOVERS_ASK, LEFTOVERS_SEALED, type SignerLeftovers } from '../../domain/signer/removal'
import type { LegacyLeftover, LegacyWallet } from '../../machines/session/legacyLeftovers'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'

/** The frame's height before the signer says its own (the wallet named, the password, the button). */
const FIRST_HEIGHT = 250

/** The plaintext wallets an earlier version left (copies of the stored wallet told apart by the key worker). */
const readLeftovers = async (): Promise<LegacyLeftover[]> =>
  (await import('../../machines/session/legacyLeftovers')).readLegacyLeftovers()

/**
 * Crear billetera over a stored wallet (/welcome), on the signer's origin (docs/signer-plan.md step 4): the
 * signer's log-out screen as the set-aside (`?screen=signout&aside=create`), which names the stored wallet from
 * the signer's own storage, takes its password and sets it aside into Billeteras anteriores (an earlier version's
 * plaintext wallets that are not copies of it sealed there first). The app's dialog keeps its title and Cancelar
 * around it; the app hears only which plaintext wallets were sealed (their keys go), that it was done (`onDone`:
 * the copies of the stored wallet go too) and Escape.
 */
export function SignerSetAsideFrame({ onDone }: { onDone: () => void }) {
  const t = useT()
  /** What was handed to the frame, and every plaintext wallet found: the frame answers places in `handed`. */
  const handed = useRef<LegacyWallet[]>([])
  const found = useRef<LegacyLeftover[]>([])
  return (
    <SignerFrame
      src={(origin, look) => `${signerScreenUrl(origin, 'signout', look)}&aside=create`}
      title={t('remove.aside.frameTitle')}
      testId="signer-aside"
      className="aside-frame"
      firstHeight={FIRST_HEIGHT}
      passEscape
      onMessage={(data, frame) => {
        if (data.type === LEFTOVERS_ASK) {
          void readLeftovers()
            .catch(() => [])
            .then(async (leftovers) => {
              const { otherLegacyWallets } = await import('../../machines/session/legacyLeftovers')
              found.current = leftovers
              handed.current = otherLegacyWallets(leftovers)
              const answer: SignerLeftovers = { type: LEFTOVERS, wallets: handed.current.map((w) => w.json) }
              frame.postMessage(answer, signerOrigin())
            })
        } else if (data.type === LEFTOVERS_SEALED) {
          // Sealed into Billeteras anteriores under the stored wallet's password: the plaintext copies go now.
          void removeSealed(handed.current, data.sealed)
        } else if (data.type === REMOVED && data.action === 'signout') {
          void removeSealed(handed.current, data.sealed).then(async ({ removeLegacyKey }) => {
            // The stored wallet is in Billeteras anteriores, sealed: its plaintext copies go with it.
            for (const copy of found.current) if (copy.sameAsWallet) removeLegacyKey(copy.key)
            onDone()
          })
        }
      }}
    />
  )
}

/** Removes the plaintext wallets the frame sealed (`sealed`: their places in `handed`). */
async function removeSealed(handed: LegacyWallet[], sealed: unknown) {
  const leftovers = await import('../../machines/session/legacyLeftovers')
  const places = Array.isArray(sealed) ? sealed : []
  for (const [place, wallet] of handed.entries())
    if (places.includes(place)) leftovers.removeLegacyKey(wallet.key)
  return leftovers
}
