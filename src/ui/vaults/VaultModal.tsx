import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import { formatAmount } from '../../domain/amounts/formatAmount'
import { protocols } from '../../domain/catalogue/protocols'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import type { TextKey } from '../../domain/i18n'
import { available, modalNotice, vaultAssets } from '../../machines/vaultModalForm'
import type { VaultModalRef } from '../../machines/vaultsPageMachine'
import { useLocale } from '../home/format'
import { useT } from '../i18n'
import { ReviewPanel } from '../review/ReviewPanel'
import { usePage, usePercent } from './VaultsContext'
import '../send/money.css'
import { useFocusWhenEnds, useReturnFocus } from '../layout/focus'

/** The action's name on the title and the button (Stake/Unstake for Ethena; 'Aprobar y Depositar' on Aave). */
function labels(protocol: string, action: string): { title: TextKey; submit: TextKey } {
  if (action === 'claim') return { title: 'vaults.ethena.claim', submit: 'vaults.modal.submit.claim' }
  const ethena = protocol === 'ethena'
  if (action === 'withdraw')
    return ethena
      ? { title: 'vaults.unstake', submit: 'vaults.modal.submit.unstake' }
      : { title: 'vaults.withdraw', submit: 'vaults.modal.submit.withdraw' }
  if (ethena) return { title: 'vaults.stake', submit: 'vaults.modal.submit.stake' }
  return {
    title: 'vaults.deposit',
    submit: protocol === 'aave' ? 'vaults.modal.submit.aave.deposit' : 'vaults.modal.submit.deposit',
  }
}

/** One card's modal (spec 001 §2.2), rendering its vaultModalMachine and, while busy, the plan's review. */
export function VaultModal({ modal, apy }: { modal: VaultModalRef; apy: number | null }) {
  const returnFocus = useReturnFocus()
  const t = useT()
  const locale = useLocale()
  const percent = usePercent()
  const c = useSelector(modal, (s) => s.context)
  const busy = useSelector(modal, (s) => s.hasTag('busy'))
  const phase = useSelector(modal, (s) => (s.matches('busy') ? Object.values(s.value)[0] : null)) as
    | 'simulating'
    | 'reviewing'
    | 'approving'
    | 'sending'
    | null
  const success = useSelector(modal, (s) => s.matches('success'))
  const canSubmit = useSelector(modal, (s) => s.can({ type: 'modal.submit' }))
  const canClose = useSelector(modal, (s) => s.can({ type: 'modal.close' }))
  const plan = useSelector(modal, (s) => s.children.plan)
  // Volver on the review brings the form back: focus goes back to the button that opened the review.
  const submitButton = useRef<HTMLButtonElement>(null)
  useFocusWhenEnds(plan !== undefined, submitButton)
  const gas = usePage((s) => s.context.data?.gas.standard)
  const { title, submit } = labels(c.protocol, c.action)
  const token = tokens[c.asset]
  const notice = modalNotice(c)
  const name = protocols[c.protocol].name
  return (
    <Dialog.Root open={c.open} onOpenChange={(open) => !open && modal.send({ type: 'modal.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="money-overlay" />
        <Dialog.Content
          {...returnFocus}
          className="money-dialog card vault-modal"
          data-testid={`vault-modal-${c.protocol}`}
        >
          <div className="row">
            <Dialog.Title>{t('vaults.modal.title', { action: t(title), protocol: name })}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" style={{ marginLeft: 'auto' }} disabled={!canClose}>
                {t('vaults.modal.close')}
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="muted small">{t('vaults.modal.description')}</Dialog.Description>
          <p className="small">
            {t('vaults.modal.apy', { apy: percent(apy) })} ·{' '}
            {t('vaults.modal.gas', {
              value: gas === undefined ? '—' : formatAmount(gas, 9, { locale, decimals: 2, fixed: false }),
            })}
          </p>
          {phase && phase !== 'reviewing' && (
            <p className="muted small" role="status" data-testid="vault-modal-phase">
              {t(`vaults.modal.busy.${phase}`)}
            </p>
          )}
          {plan ? (
            <ReviewPanel plan={plan} />
          ) : (
            <form
              aria-label={t('vaults.modal.title', { action: t(title), protocol: name })}
              onSubmit={(e) => {
                e.preventDefault()
                modal.send({ type: 'modal.submit' })
              }}
            >
              {c.action !== 'claim' && vaultAssets[c.protocol].length > 1 && (
                <label className="field">
                  {t('vaults.modal.asset')}
                  <select
                    value={c.asset}
                    disabled={busy}
                    onChange={(e) => modal.send({ type: 'asset.change', asset: e.target.value as TokenKey })}
                  >
                    {vaultAssets[c.protocol].map((k) => (
                      <option key={k} value={k}>
                        {tokens[k].symbol}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {notice && (
                <p className="warn small" data-testid="vault-notice">
                  {t(notice.key)}
                  {c.protocol === 'ethena' && (
                    <>
                      {' '}
                      <Link to="/buy">{t('vaults.modal.howTo')}</Link>
                    </>
                  )}
                </p>
              )}
              {c.action === 'withdraw' && c.protocol === 'ethena' && (
                <p className="muted small">{t('vaults.modal.cooldownNote')}</p>
              )}
              {c.action === 'deposit' && c.protocol === 'convex' && (
                <p className="muted small">{t('vaults.modal.convexNote')}</p>
              )}
              {c.action !== 'claim' && (
                <>
                  <label className="field">
                    {t('vaults.modal.amount')}
                    <input
                      inputMode="decimal"
                      value={c.amountText}
                      placeholder="0"
                      autoComplete="off"
                      disabled={busy}
                      onChange={(e) => modal.send({ type: 'amount.change', amountText: e.target.value })}
                    />
                  </label>
                  <div className="row small">
                    <span className="muted" data-testid="vault-available">
                      {t('vaults.modal.available', {
                        amount: formatAmount(available(c), token.decimals, { locale, decimals: 6 }),
                        symbol: token.symbol,
                      })}
                    </span>
                    <button type="button" disabled={busy} onClick={() => modal.send({ type: 'amount.max' })}>
                      {t('vaults.modal.max')}
                    </button>
                  </div>
                </>
              )}
              {c.error && (
                <p className="error" role="alert" data-testid="vault-error">
                  {t(c.error.key, c.error.params)}
                </p>
              )}
              {success && c.txHash && (
                <p className="ok" role="status" data-testid="vault-success" data-tx-hash={c.txHash}>
                  {t('vaults.modal.success')}{' '}
                  <a className="mono" href={c.explorerUrl ?? '#'} target="_blank" rel="noreferrer noopener">
                    {c.txHash.slice(0, 10)}
                  </a>
                </p>
              )}
              <div className="row">
                <button
                  type="button"
                  disabled={!canClose}
                  onClick={() => modal.send({ type: 'modal.close' })}
                >
                  {t('vaults.modal.cancel')}
                </button>
                <button ref={submitButton} type="submit" className="primary" disabled={!canSubmit}>
                  {t(submit)}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
