import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { payeesMachine } from '../../machines/payeesMachine'
import { useT } from '../i18n'
import { ConfirmDialog } from '../layout/ConfirmDialog'

/** The payee form (new or edited), and the offer to rename a payee whose address is typed again. */
export function PayeeForm({ payees }: { payees: ActorRefFrom<typeof payeesMachine> }) {
  const t = useT()
  const busy = useSelector(payees, (s) => s.hasTag('busy'))
  const name = useSelector(payees, (s) => s.context.name)
  const address = useSelector(payees, (s) => s.context.address)
  const problem = useSelector(payees, (s) => s.context.problem)
  const editing = useSelector(payees, (s) => s.context.editingId !== null)
  const duplicate = useSelector(payees, (s) =>
    s.matches({ form: { open: 'confirmingRename' } }) ? s.context.duplicate : null,
  )
  const title = editing ? t('payees.form.edit') : t('payees.form.open')
  return (
    <form
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault()
        payees.send({ type: 'payee.save' })
      }}
    >
      <label className="field">
        {t('payees.name')}
        <input value={name} onChange={(e) => payees.send({ type: 'name.change', name: e.target.value })} />
      </label>
      <label className="field">
        {t('payees.address')}
        <input
          className="mono"
          value={address}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => payees.send({ type: 'address.change', address: e.target.value })}
        />
      </label>
      {problem && (
        <p className="error" role="alert">
          {t(problem)}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t('payees.save')}
      </button>
      <ConfirmDialog
        open={duplicate !== null}
        title={t('payees.renameConfirm', { name: duplicate?.name ?? '', newName: name.trim() })}
        confirmLabel={t('payees.rename')}
        cancelLabel={t('payees.cancel')}
        busy={busy}
        onCancel={() => payees.send({ type: 'rename.cancel' })}
        onConfirm={() => payees.send({ type: 'rename.confirm' })}
      />
    </form>
  )
}
