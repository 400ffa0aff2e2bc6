import type { Address } from 'viem'
import { CREATE_STORED, CREATED, createScreenUrl } from '../../domain/signer/create'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'
import './keys.css'

/** The frame's height before the signer says its own (the intro, the two password fields, the button). */
const FIRST_HEIGHT = 400

/**
 * Crear billetera's password, new words and backup check, which live on the signer's origin (issue 41 step 4,
 * docs/signer-plan.md): a visible frame of the signer's create screen, in the app's language and theme, sized
 * to its content as the signer reports it. Nothing typed or shown in it reaches this page; the page hears only
 * the new wallet's address once it is sealed (`onCreated`), or that a wallet was stored meanwhile (`onStored`).
 */
export function SignerCreateFrame({
  onCreated,
  onStored,
}: {
  onCreated: (address: Address) => void
  onStored: () => void
}) {
  const t = useT()
  return (
    <SignerFrame
      src={createScreenUrl}
      title={t('create.frameTitle')}
      testId="signer-create"
      className="create-frame"
      firstHeight={FIRST_HEIGHT}
      // Copy, in the frame, writes the words or the key to the clipboard from the signer's origin.
      allow="clipboard-write"
      onMessage={(data) => {
        if (
          data.type === CREATED &&
          typeof data.address === 'string' &&
          /^0x[0-9a-fA-F]{40}$/.test(data.address)
        )
          onCreated(data.address as Address)
        else if (data.type === CREATE_STORED) onStored()
      }}
    />
  )
}
