import { useSelector } from '@xstate/react'
import { Check, Eye, Wallet } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { type DerivedAccount, type WatchAddress, walletAccounts } from '../../domain/accounts/accountList'
import { ENS_NETWORK, validateRecipient } from '../../domain/send'
import type { accountsMachine } from '../../machines/accounts'
import { useSession } from '../app/AppActors'
import { useErrorText } from '../errorText'
import { useT } from '../i18n'
import { shortAddress } from '../kit/Address'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { NameLookupHint } from '../send/NameLookupHint'
import { accountLabel } from './accountLabel'

type Switcher = ActorRefFrom<typeof accountsMachine>

/** The sheet's content: the list (with the hidden accounts and the watched addresses), or one form. */
export function AccountsPanel({ switcher }: { switcher: Switcher }) {
  const browsing = useSelector(
    switcher,
    (s) => s.matches({ open: 'browsing' }) || s.matches({ open: 'changing' }),
  )
  return browsing ? <AccountsList switcher={switcher} /> : <AccountForm switcher={switcher} />
}

function AccountsList({ switcher }: { switcher: Switcher }) {
  const t = useT()
  const errorText = useErrorText()
  const wallet = useSession((s) => s.context.wallet)
  const stored = useSession((s) => s.context.accounts)
  const watchList = useSession((s) => s.context.watchList)
  const address = useSession((s) => s.context.address)?.toLowerCase()
  const busy = useSelector(switcher, (s) => s.hasTag('busy'))
  const error = useSelector(switcher, (s) => s.context.error)
  const canAdd = useSelector(switcher, (s) => s.can({ type: 'add.start', suggested: '' }))
  const hideable = useSelector(switcher, (s) =>
    walletAccounts({ wallet, accounts: stored })
      .filter((a) => s.can({ type: 'account.hide', address: a.address }))
      .map((a) => a.address),
  )
  const accounts = walletAccounts({ wallet, accounts: stored })
  const visible = accounts.filter((a) => !a.hidden)
  const hidden = accounts.filter((a) => a.hidden)
  const next = Math.max(0, ...accounts.map((a) => a.index)) + 2

  return (
    <div className="accounts-panel" aria-busy={busy || undefined}>
      <ul className="accounts-list" aria-label={t('accounts.title')}>
        {visible.map((account) => (
          <AccountRow
            key={account.address}
            switcher={switcher}
            entry={account}
            selected={account.address.toLowerCase() === address}
            busy={busy}
            actions={
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={t('accounts.renameLabel', { name: accountLabel(t, account) })}
                  onClick={() =>
                    switcher.send({
                      type: 'rename.start',
                      address: account.address,
                      name: accountLabel(t, account),
                    })
                  }
                >
                  {t('accounts.rename')}
                </Button>
                {hideable.includes(account.address) && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={t('accounts.hideLabel', { name: accountLabel(t, account) })}
                    onClick={() => switcher.send({ type: 'account.hide', address: account.address })}
                  >
                    {t('accounts.hide')}
                  </Button>
                )}
              </>
            }
          />
        ))}
      </ul>
      {canAdd ? (
        <div className="accounts-add">
          <Button
            variant="primary"
            disabled={busy}
            onClick={() =>
              switcher.send({ type: 'add.start', suggested: t('accounts.default', { n: next }) })
            }
          >
            {t('accounts.add')}
          </Button>
          <p className="muted small">{t('accounts.add.help')}</p>
        </div>
      ) : (
        <p className="muted small" role="note" data-testid="key-wallet-note">
          {t('accounts.keyWallet')}
        </p>
      )}
      {hidden.length > 0 && (
        <details className="accounts-hidden" data-testid="hidden-accounts">
          <summary>{t('accounts.hidden.title', { count: hidden.length })}</summary>
          <p className="muted small">{t('accounts.hidden.note')}</p>
          <ul className="accounts-list">
            {hidden.map((account) => (
              <li key={account.address} className="account-row">
                <span className="account-entry">
                  <Wallet className="icon" aria-hidden="true" />
                  <span className="account-name">{accountLabel(t, account)}</span>
                  <span className="mono small muted" title={account.address}>
                    {shortAddress(account.address)}
                  </span>
                </span>
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={t('accounts.showLabel', { name: accountLabel(t, account) })}
                  onClick={() => switcher.send({ type: 'account.show', address: account.address })}
                >
                  {t('accounts.show')}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
      <section className="accounts-watch" aria-labelledby="accounts-watch-title">
        <h3 id="accounts-watch-title">{t('accounts.watch.title')}</h3>
        {watchList.length > 0 && (
          <ul className="accounts-list">
            {watchList.map((entry) => (
              <AccountRow
                key={entry.address}
                switcher={switcher}
                entry={entry}
                selected={entry.address.toLowerCase() === address}
                busy={busy}
                actions={
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={t('accounts.watch.removeLabel', { name: entry.name })}
                    onClick={() => switcher.send({ type: 'watch.remove', address: entry.address })}
                  >
                    {t('accounts.watch.remove')}
                  </Button>
                }
              />
            ))}
          </ul>
        )}
        <Button disabled={busy} onClick={() => switcher.send({ type: 'watch.start' })}>
          <Eye className="icon" aria-hidden="true" />
          {t('accounts.watch.add')}
        </Button>
      </section>
      {error && (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      )}
    </div>
  )
}

function AccountRow({
  switcher,
  entry,
  selected,
  busy,
  actions,
}: {
  switcher: Switcher
  entry: DerivedAccount | WatchAddress
  selected: boolean
  busy: boolean
  actions: ReactNode
}) {
  const t = useT()
  const name = accountLabel(t, entry)
  const watched = !('index' in entry)
  const Icon = watched ? Eye : Wallet
  return (
    <li className="account-row" data-testid="account-row" data-address={entry.address}>
      <button
        type="button"
        className="account-entry account-choice"
        aria-current={selected || undefined}
        disabled={busy}
        onClick={() => switcher.send({ type: 'account.choose', address: entry.address })}
      >
        <Icon className="icon" aria-hidden="true" />
        {/* Its name is what it shows, read after "Elegir": a spoken name that matches the visible one. */}
        <span className="visually-hidden">{t('accounts.choose')} </span>
        <span className="account-name">{name}</span>{' '}
        <span className="mono small muted" title={entry.address}>
          {shortAddress(entry.address)}
        </span>{' '}
        {watched && <span className="account-badge">{t('accounts.watch.badge')}</span>}{' '}
        {selected && (
          <span className="account-selected">
            <Check className="icon" aria-hidden="true" />
            {t('accounts.selected')}
          </span>
        )}
      </button>
      <span className="account-actions">{actions}</span>
    </li>
  )
}

/** Adding an account, renaming one or watching an address: the fields, their problems, and the worker's refusal. */
function AccountForm({ switcher }: { switcher: Switcher }) {
  const t = useT()
  const errorText = useErrorText()
  const form = useSelector(switcher, (s) => s.context.form)
  const name = useSelector(switcher, (s) => s.context.name)
  const address = useSelector(switcher, (s) => s.context.address)
  const problem = useSelector(switcher, (s) => s.context.problem)
  const error = useSelector(switcher, (s) => s.context.error)
  const busy = useSelector(switcher, (s) => s.hasTag('busy'))
  const resolving = useSelector(switcher, (s) => s.hasTag('resolving'))
  // The address a typed ENS name gave, shown under the field as the send form shows it.
  const resolved = useSelector(switcher, (s) => {
    const check = validateRecipient(s.context.address, [], { network: ENS_NETWORK, lookup: s.context.lookup })
    return check.ok && check.name ? { name: check.name, address: check.address } : null
  })
  const watching = form === 'watch'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    switcher.send({ type: 'form.submit' })
  }
  const title = watching
    ? t('accounts.watch.add')
    : form === 'rename'
      ? t('accounts.rename')
      : t('accounts.add')
  return (
    <form className="accounts-form" onSubmit={submit} aria-label={title} noValidate>
      <h3>{title}</h3>
      {watching && <p className="muted small">{t('accounts.watch.help')}</p>}
      {form === 'add' && <p className="muted small">{t('accounts.add.help')}</p>}
      {watching && (
        <Field
          label={t('accounts.watch.address')}
          value={address}
          autoComplete="off"
          spellCheck={false}
          className="mono"
          placeholder={t('send.recipient.placeholder')}
          autoCapitalize="none"
          disabled={busy}
          hint={
            resolved || resolving ? (
              <NameLookupHint
                resolved={resolved}
                resolving={resolving}
                typed={address}
                testId="watch-resolved"
              />
            ) : undefined
          }
          error={problem?.field === 'address' ? errorText(problem.message) : undefined}
          onChange={(e) => switcher.send({ type: 'address.change', address: e.target.value })}
        />
      )}
      <Field
        label={watching ? t('accounts.watch.name') : t('accounts.name')}
        value={name}
        autoComplete="off"
        maxLength={64}
        disabled={busy}
        error={
          problem?.field === 'name'
            ? t(`accounts.problem.name.${problem.problem}` as 'accounts.problem.name.empty')
            : undefined
        }
        onChange={(e) => switcher.send({ type: 'name.change', name: e.target.value })}
      />
      {error && (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="row accounts-form-actions">
        <Button type="button" disabled={busy} onClick={() => switcher.send({ type: 'form.cancel' })}>
          {t('accounts.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {busy
            ? t('accounts.saving')
            : watching
              ? t('accounts.watch.confirm')
              : form === 'rename'
                ? t('accounts.save')
                : t('accounts.confirmAdd')}
        </Button>
      </div>
    </form>
  )
}
