import { REMOVED, signerScreenUrl } from '../../domain/signer/origins'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'

/** The frame's height before the signer says its own (what happens, the password, the button). */
const FIRST_HEIGHT = 230

/**
 * Cerrar sesión's and Borrar datos' password and button, on the signer's origin (docs/signer-plan.md step 4): a
 * visible frame of the signer's removal screen inside the app's question, which keeps its title, what it names
 * and Cancelar. The key worker acts there, with the password typed there; the app hears only that it was done
 * (`onDone`) and Escape, which closes the question.
 */
export function SignerRemoveFrame({ action, onDone }: { action: 'signout' | 'forget'; onDone: () => void }) {
  const t = useT()
  return (
    <SignerFrame
      src={(origin, look) => signerScreenUrl(origin, action, look)}
      title={t(`remove.${action}.frameTitle`)}
      testId={`signer-${action}`}
      className="guard-frame"
      firstHeight={FIRST_HEIGHT}
      passEscape
      onMessage={(data) => {
        if (data.type === REMOVED && data.action === action) onDone()
      }}
    />
  )
}
