import type { Address } from 'viem'
import { IMPORTED, type ImportedKind, isAddress } from '../../domain/signer/importing'
import { signerScreenUrl } from '../../domain/signer/origins'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'
import '../session/unlock.css'

/** The frame's height before the signer says its own (the tabs, the secret, Pegar, the two passwords, Importar). */
const FIRST_HEIGHT = 560

/**
 * Importing a wallet on the signer's origin (docs/signer-plan.md step 4): a visible frame of the signer's import
 * screen, where the seed phrase, the private key or the backup file and its password, and the new password, are
 * typed or chosen. Nothing of it reaches this page: it hears the address imported and open (`onImported`), or that
 * a wallet was stored meanwhile and nothing was imported (`onStored`).
 */
export function SignerImportFrame({
  onImported,
  onStored,
}: {
  onImported: (address: Address, kind: ImportedKind) => void
  onStored: () => void
}) {
  const t = useT()
  return (
    <SignerFrame
      src={(origin, look) => signerScreenUrl(origin, 'import', look)}
      title={t('import.frameTitle')}
      testId="signer-import"
      className="signer-frame"
      firstHeight={FIRST_HEIGHT}
      allow="clipboard-read"
      onMessage={(data) => {
        if (data.type !== IMPORTED) return
        if (data.stored === true) onStored()
        else if (isAddress(data.address))
          onImported(data.address, data.kind === 'mnemonic' ? 'mnemonic' : 'privateKey')
      }}
    />
  )
}
