import { EXPORTED, type KeystoreScreen, keystoreScreenUrl, REOPENED } from '../../domain/signer/keystore'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'

/** The frame's height before the signer says its own (what it names, the password, the button). */
const FIRST_HEIGHT = 200

/**
 * Respaldar's, and an archived wallet's Descargar and Abrir, password and button on the signer's origin
 * (docs/signer-plan.md step 4): a visible frame of the signer's keystore screen inside the app's question, which
 * keeps its title, what it says and Cancelar. The key worker checks the password there and makes the file or
 * opens the wallet there; the file is offered for download from the signer's origin. The app hears only that it
 * was done (`onExported`, or `onReopened` with the address opened) and Escape, which closes the question.
 */
export function SignerKeystoreFrame({
  screen,
  archived,
  onExported,
  onReopened,
}: {
  screen: KeystoreScreen
  /** The archived wallet's id (null: the open wallet's backup). */
  archived: string | null
  onExported?: () => void
  onReopened?: (address: `0x${string}`) => void
}) {
  const t = useT()
  const title =
    screen === 'reopen'
      ? 'keystore.reopen.frameTitle'
      : archived
        ? 'keystore.archive.frameTitle'
        : 'keystore.backup.frameTitle'
  return (
    <SignerFrame
      src={(origin, look) => keystoreScreenUrl(origin, screen, look, archived)}
      title={t(title)}
      testId={`signer-${screen}`}
      className="guard-frame"
      firstHeight={FIRST_HEIGHT}
      frameKey={`${screen}-${archived ?? 'open'}`}
      passEscape
      onMessage={(data) => {
        if ((data.archived ?? null) !== archived) return
        if (data.type === EXPORTED && screen === 'backup') onExported?.()
        else if (
          data.type === REOPENED &&
          screen === 'reopen' &&
          typeof data.address === 'string' &&
          /^0x[0-9a-fA-F]{40}$/.test(data.address)
        )
          onReopened?.(data.address as `0x${string}`)
      }}
    />
  )
}
