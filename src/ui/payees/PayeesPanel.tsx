import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { NetworkId } from '../../domain/catalogue/networks'
import { inspect } from '../../machines/inspect'
import { payeesMachine } from '../../machines/payeesMachine'
import { useT } from '../i18n'
import '../send/money.css'

/**
 * Saved payees: a form that toggles open (name, address) and a list that toggles shown; picking a payee
 * hands its address to `onPick`. New payees are saved on the network the send form is on.
 */
export function PayeesPanel({ network, onPick }: { network: NetworkId; onPick: (address: string) => void }) {
  const t = useT()
  const payees = useActorRef(payeesMachine, { input: { network }, inspect })
  const list = useSelector(payees, (s) => s.context.payees)
  const formOpen = useSelector(payees, (s) => s.matches({ form: 'open' }))
  const listShown = useSelector(payees, (s) => s.matches({ list: 'shown' }))
  const busy = useSelector(payees, (s) => s.hasTag('busy'))
  const name = useSelector(payees, (s) => s.context.name)
  const address = useSelector(payees, (s) => s.context.address)
  const problem = useSelector(payees, (s) => s.context.problem)

  useEffect(() => payees.send({ type: 'network.change', network }), [payees, network])

  return (
    <section className="card" aria-label={t('payees.title')}>
      <div className="row">
        <strong>{t('payees.title')}</strong>
        <button type="button" aria-expanded={formOpen} onClick={() => payees.send({ type: 'form.toggle' })}>
          {formOpen ? t('payees.form.close') : t('payees.form.open')}
        </button>
        <button type="button" aria-expanded={listShown} onClick={() => payees.send({ type: 'list.toggle' })}>
          {listShown ? t('payees.list.hide') : t('payees.list.show', { count: list.length })}
        </button>
      </div>
      {formOpen && (
        <form
          aria-label={t('payees.form.open')}
          onSubmit={(e) => {
            e.preventDefault()
            payees.send({ type: 'payee.save' })
          }}
        >
          <label className="field">
            {t('payees.name')}
            <input
              value={name}
              onChange={(e) => payees.send({ type: 'name.change', name: e.target.value })}
            />
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
        </form>
      )}
      {listShown &&
        (list.length === 0 ? (
          <p className="muted">{t('payees.empty')}</p>
        ) : (
          <ul className="payee-list" aria-label={t('payees.title')}>
            {list.map((p) => (
              <li key={p.id} className="row" data-testid="payee-row">
                <span>
                  <strong>{p.name}</strong> <span className="mono small">{p.address}</span>
                </span>
                <button
                  type="button"
                  aria-label={`${t('payees.pick')} ${p.name}`}
                  onClick={() => onPick(p.address)}
                >
                  {t('payees.pick')}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}
