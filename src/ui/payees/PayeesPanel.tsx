import { useSelector } from '@xstate/react'
import { UserPlus, Users, X } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import type { payeesMachine } from '../../machines/payees'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import { ConfirmDialog } from '../layout/ConfirmDialog'
import { PayeeForm } from './PayeeForm'
import '../send/money.css'

/**
 * Saved payees: a form that toggles open (name, address) and a list that toggles shown; picking a payee
 * hands its address to `onPick`, and each can be edited or deleted. New payees are saved on the network
 * the send form is on (the send machine, whose child `payees` is, tells it); an address already saved offers
 * to rename that payee instead.
 */
export function PayeesPanel({
  payees,
  onPick,
}: {
  payees: ActorRefFrom<typeof payeesMachine>
  onPick: (address: string) => void
}) {
  const t = useT()
  const list = useSelector(payees, (s) => s.context.payees)
  const formOpen = useSelector(payees, (s) => s.matches({ form: 'open' }))
  const listShown = useSelector(payees, (s) => s.matches({ list: 'shown' }))
  const busy = useSelector(payees, (s) => s.hasTag('busy'))
  const deleting = useSelector(payees, (s) =>
    s.matches({ list: { shown: 'confirmingDelete' } }) ? s.context.deleting : null,
  )

  return (
    <Card flat aria-label={t('payees.title')}>
      <div className="row">
        <strong>{t('payees.title')}</strong>
        <Button
          size="sm"
          icon={formOpen ? <X /> : <UserPlus />}
          aria-expanded={formOpen}
          onClick={() => payees.send({ type: 'form.toggle' })}
        >
          {formOpen ? t('payees.form.close') : t('payees.form.open')}
        </Button>
        <Button
          size="sm"
          icon={<Users />}
          aria-expanded={listShown}
          onClick={() => payees.send({ type: 'list.toggle' })}
        >
          {listShown ? t('payees.list.hide') : t('payees.list.show', { count: list.length })}
        </Button>
      </div>
      {formOpen && <PayeeForm payees={payees} />}
      {listShown &&
        (list.length === 0 ? (
          <p className="muted">{t('payees.empty')}</p>
        ) : (
          <ul className="payee-list" aria-label={t('payees.title')}>
            {list.map((p) => (
              <li key={p.id} className="payee-row" data-testid="payee-row">
                <span className="payee-who">
                  <strong>{p.name}</strong> <span className="mono small">{p.address}</span>
                </span>
                <span className="row">
                  <Button
                    size="sm"
                    aria-label={`${t('payees.pick')} ${p.name}`}
                    onClick={() => onPick(p.address)}
                  >
                    {t('payees.pick')}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={`${t('payees.edit')} ${p.name}`}
                    onClick={() => payees.send({ type: 'payee.edit', id: p.id })}
                  >
                    {t('payees.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`${t('payees.delete')} ${p.name}`}
                    onClick={() => payees.send({ type: 'payee.delete', id: p.id })}
                  >
                    {t('payees.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ))}
      <ConfirmDialog
        open={deleting !== null}
        title={t('payees.deleteConfirm', { name: deleting?.name ?? '' })}
        description={t('payees.deleteNote', { address: deleting?.address ?? '' })}
        confirmLabel={t('payees.delete')}
        cancelLabel={t('payees.cancel')}
        busy={busy}
        danger
        onCancel={() => payees.send({ type: 'delete.cancel' })}
        onConfirm={() => payees.send({ type: 'delete.confirm' })}
      />
    </Card>
  )
}
