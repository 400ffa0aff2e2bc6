import { useSelector } from '@xstate/react'
import { Save } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import { validateRecipient } from '../../domain/send'
import type { payeesMachine } from '../../machines/payees'
import { useErrorText } from '../errorText'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { ConfirmDialog } from '../layout/ConfirmDialog'
import { NameLookupHint } from '../send/NameLookupHint'

/** The payee form (new or edited), and the offer to rename a payee whose address is typed again. */
export function PayeeForm({ payees }: { payees: ActorRefFrom<typeof payeesMachine> }) {
  const t = useT()
  const errorText = useErrorText()
  const busy = useSelector(payees, (s) => s.hasTag('busy'))
  const name = useSelector(payees, (s) => s.context.name)
  const address = useSelector(payees, (s) => s.context.address)
  const problem = useSelector(payees, (s) => s.context.problem)
  const editing = useSelector(payees, (s) => s.context.editingId !== null)
  const resolving = useSelector(payees, (s) => s.hasTag('resolving'))
  // The address an ENS name gave, shown under the field as the send form shows it.
  const resolved = useSelector(payees, (s) => {
    const { address, network, lookup } = s.context
    const check = validateRecipient(address, [], { network, lookup })
    return check.ok && check.name ? { name: check.name, address: check.address } : null
  })
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
      <Field
        label={t('payees.name')}
        value={name}
        onChange={(e) => payees.send({ type: 'name.change', name: e.target.value })}
      />
      <Field
        label={t('payees.address')}
        className="mono"
        value={address}
        placeholder={t('send.recipient.placeholder')}
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="off"
        onChange={(e) => payees.send({ type: 'address.change', address: e.target.value })}
        hint={
          resolved || resolving ? (
            <NameLookupHint
              resolved={resolved}
              resolving={resolving}
              typed={address}
              testId="payee-resolved"
            />
          ) : undefined
        }
      />
      {problem && (
        <p className="error" role="alert">
          {errorText(problem)}
        </p>
      )}
      <Button type="submit" variant="primary" icon={<Save />} loading={busy}>
        {t('payees.save')}
      </Button>
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
