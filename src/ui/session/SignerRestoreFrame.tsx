import type { Address } from 'viem'
import { isAddress, RESTORED } from '../../domain/signer/importing'
import { signerScreenUrl } from '../../domain/signer/origins'
import { RESTORE_ASKING } from '../../domain/signer/restoreAsking'
import type { RestoredKind } from '../../machines/session/unlockMachine'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'
import './unlock.css'

/** The frame's height before the signer says its own (the secret, the two passwords, the hint, the button). */
const FIRST_HEIGHT = 420

/**
 * "¿Olvidaste tu contraseña?" on the signer's origin (docs/signer-plan.md step 4; issue 41 item 5): a visible frame of
 * the signer's restore screen, where the seed phrase or key and the new password are typed and where the person is
 * asked before another wallet replaces the stored one. Nothing typed there reaches this page; it hears only the
 * address restored and open (`onRestored`), and whether that question is open (`onAsking`: it has its own way back).
 */
export function SignerRestoreFrame({
  onRestored,
  onAsking,
}: {
  onRestored: (address: Address, kind: RestoredKind) => void
  onAsking: (asking: boolean) => void
}) {
  const t = useT()
  return (
    <SignerFrame
      src={(origin, look) => signerScreenUrl(origin, 'restore', look)}
      title={t('restore.frameTitle')}
      testId="signer-restore"
      className="signer-frame"
      firstHeight={FIRST_HEIGHT}
      onMessage={(data) => {
        if (data.type === RESTORE_ASKING) return onAsking(data.asking === true)
        if (data.type !== RESTORED || !isAddress(data.address)) return
        onRestored(data.address, data.kind === 'privateKey' ? 'privateKey' : 'mnemonic')
      }}
    />
  )
}
