import type { Address } from 'viem'
import { REVEAL_STATE, signerScreenUrl } from '../../domain/signer/origins'
import type { WalletKind } from '../../domain/vault/types'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'
import './secrets.css'

/** The frame's height before the signer says its own (the masked secret, the field, the button). */
const FIRST_HEIGHT = { mnemonic: 420, privateKey: 260 } as const

/**
 * The secret pages' password field and secret, which live on the signer's origin (docs/signer-plan.md step 4):
 * a visible frame of the signer's reveal screen, in the app's language and theme, sized to its content as the
 * signer reports it. The password typed there and the seed phrase or key it shows never reach this page; the
 * page hears only that the secret is on screen or hidden again (`onShown`).
 */
export function SignerRevealFrame({
  what,
  account,
  onShown,
}: {
  what: WalletKind
  account: Address | null
  onShown: (shown: boolean) => void
}) {
  const t = useT()
  return (
    <SignerFrame
      src={(origin, look) => signerScreenUrl(origin, 'reveal', look, { what, account })}
      title={t(what === 'mnemonic' ? 'seed.frameTitle' : 'pk.frameTitle')}
      testId="signer-reveal"
      className="reveal-frame"
      firstHeight={FIRST_HEIGHT[what]}
      // Copy, in the frame, writes the secret to the clipboard from the signer's origin.
      allow="clipboard-write"
      onMessage={(data) => {
        if (data.type === REVEAL_STATE && typeof data.shown === 'boolean') onShown(data.shown)
      }}
    />
  )
}
