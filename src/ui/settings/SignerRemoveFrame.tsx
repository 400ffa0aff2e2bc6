import { useRef } from 'react'
import { REMOVED, signerOrigin, signerScreenUrl } from '../../domain/signer/origins'
import { LEFTOVERS, LEFTOVERS_ASK, LEFTOVERS_SEALED, type SignerLeftovers } from '../../domain/signer/removal'
import {
  type LegacyLeftover,
  type LegacyWallet,
  otherLegacyWallets,
  removeLegacyKey,
} from '../../machines/session/legacyLeftovers'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'

/** The frame's height before the signer says its own (what happens, the password, the button). */
const FIRST_HEIGHT = 230

/**
 * Cerrar sesión's and Borrar datos' password and button, on the signer's origin (docs/signer-plan.md step 4): a
 * visible frame of the signer's removal screen inside the app's question, which keeps its title, what it names
 * and Cancelar. The key worker acts there, with the password typed there; the app hears only that it was done
 * (`onDone`, with the plaintext wallets it sealed) and Escape, which closes the question. Log out's frame asks
 * for an earlier version's plaintext wallets that are not copies of the open one (`legacy`, as the question
 * named them), to seal them into the archive under the password typed there.
 */
export function SignerRemoveFrame({
  action,
  legacy,
  onDone,
}: {
  action: 'signout' | 'forget'
  legacy: LegacyLeftover[]
  onDone: (sealed: LegacyWallet['key'][]) => void
}) {
  const t = useT()
  /** What was handed to the frame: the places it answers are places in this list. */
  const handed = useRef<LegacyWallet[]>([])
  return (
    <SignerFrame
      src={(origin, look) => signerScreenUrl(origin, action, look)}
      title={t(`remove.${action}.frameTitle`)}
      testId={`signer-${action}`}
      className="guard-frame"
      firstHeight={FIRST_HEIGHT}
      passEscape
      onMessage={(data, frame) => {
        if (data.type === LEFTOVERS_ASK && action === 'signout') {
          handed.current = otherLegacyWallets(legacy)
          const answer: SignerLeftovers = { type: LEFTOVERS, wallets: handed.current.map((w) => w.json) }
          frame.postMessage(answer, signerOrigin())
        } else if (data.type === LEFTOVERS_SEALED && action === 'signout') {
          // Sealed into Billeteras anteriores, before the wallet is set aside: the plaintext copies go now, while
          // this frame is still here (the lock that follows can take the app to /welcome before REMOVED comes),
          // and so do the plaintext copies of the stored wallet itself, whose secrets stay sealed either way.
          const places = Array.isArray(data.sealed) ? data.sealed : []
          for (const [place, wallet] of handed.current.entries())
            if (places.includes(place)) removeLegacyKey(wallet.key)
          for (const item of legacy) if (item.sameAsWallet) removeLegacyKey(item.key)
        } else if (data.type === REMOVED && data.action === action) {
          const places = Array.isArray(data.sealed) ? data.sealed : []
          onDone(handed.current.filter((_, place) => places.includes(place)).map((wallet) => wallet.key))
        }
      }}
    />
  )
}
