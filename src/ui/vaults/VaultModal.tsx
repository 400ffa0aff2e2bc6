import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import type { Hex } from 'viem'
import { formatAmount } from '../../domain/amounts/formatAmount'
import { type ProtocolId, protocols } from '../../domain/catalogue/protocols'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import { isDollarSymbol } from '../../domain/format/tokenAmount'
import type { TextKey } from '../../domain/i18n'
import { decimalSeparatorOf } from '../../domain/i18n/numbers'
import type { VaultModalRef } from '../../machines/vaults'
import {
  available,
  modalNotice,
  takesAll,
  type VaultResult,
  vaultAssets,
  withdrawsAll,
} from '../../machines/vaults'
import { useErrorText } from '../errorText'
import { useLocale } from '../home/format'
import { useLanguage, useT } from '../i18n'
import { Amount } from '../kit/Amount'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { Sheet } from '../kit/Sheet'
import { useFocusWhenEnds } from '../layout/focus'
import { TokenLogo } from '../logos/Logo'
import { textWithNodes } from '../textWithNodes'
import { ReviewPanel, usePlanPhase } from '../write/ReviewPanel'
import { usePage, usePercent } from './VaultsContext'

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

/** What a finished action says: `Depositaste 100 USDC en Aave v3.` (all of it, after a Max withdraw). */
function useResultText(): (result: VaultResult, protocol: ProtocolId) => string {
  const t = useT()
  const locale = useLocale()
  return (result, protocol) => {
    const token = tokens[result.asset]
    const what = takesAll(result)
      ? t('vaults.modal.done.all', { symbol: token.symbol })
      : `${formatAmount(result.amount, token.decimals, { locale, decimals: 6, fixed: false })} ${token.symbol}`
    const ethena = protocol === 'ethena'
    const kind =
      result.action === 'claim'
        ? 'claim'
        : result.action === 'withdraw'
          ? ethena
            ? 'unstake'
            : 'withdraw'
          : ethena
            ? 'stake'
            : 'deposit'
    return t(`vaults.modal.done.${kind}`, { what, protocol: protocols[protocol].name })
  }
}

/**
 * The modal once the action is mined: what was done, the transaction (its hash shortened, labelled, linked to
 * the explorer) and what comes next; never the button that started it.
 */
function VaultDone({
  result,
  protocol,
  txHash,
  explorerUrl,
  onClose,
}: {
  result: VaultResult | null
  protocol: ProtocolId
  txHash: Hex | null
  explorerUrl: string | null
  onClose: () => void
}) {
  const t = useT()
  const say = useResultText()
  const seeActivity = () => {
    onClose()
    // The page's own list of vault transactions, below the cards; after the sheet has given focus back.
    requestAnimationFrame(() => {
      const list = document.getElementById('vault-activity-title')
      list?.scrollIntoView({ block: 'start', behavior: 'smooth' })
    })
  }
  return (
    <div className="vault-done" data-testid="vault-success" data-tx-hash={txHash ?? undefined}>
      <p className="ok" role="status">
        {result ? say(result, protocol) : null}
      </p>
      {txHash && (
        <p className="small">
          {t('vaults.modal.tx')}{' '}
          <a
            className="mono"
            href={explorerUrl ?? '#'}
            title={t('vaults.modal.txTitle', { hash: txHash })}
            target="_blank"
            rel="noreferrer noopener"
          >
            {`${txHash.slice(0, 6)}…${txHash.slice(-4)}`}
          </a>
        </p>
      )}
      <div className="kit-dialog-actions">
        <Button onClick={seeActivity}>{t('vaults.modal.viewActivity')}</Button>
        <Button variant="primary" onClick={onClose}>
          {t('vaults.modal.close')}
        </Button>
      </div>
    </div>
  )
}

/** One card's modal (spec 001 §2.2), rendering its vaultModalMachine and, while busy, the plan's review. */
export function VaultModal({
  modal,
  apy,
  realPesos = null,
}: {
  modal: VaultModalRef
  apy: number | null
  /** The vault's real yield in pesos, in the card's words (null when it cannot be worked out). */
  realPesos?: string | null
}) {
  const t = useT()
  const language = useLanguage()
  const errorText = useErrorText()
  const locale = useLocale()
  const percent = usePercent()
  const c = useSelector(modal, (s) => s.context)
  const busy = useSelector(modal, (s) => s.hasTag('busy'))
  const success = useSelector(modal, (s) => s.matches('success'))
  const canSubmit = useSelector(modal, (s) => s.can({ type: 'modal.submit' }))
  const canClose = useSelector(modal, (s) => s.can({ type: 'modal.close' }))
  const plan = useSelector(modal, (s) => s.children.plan)
  // Where the write stands is the plan's: the line says it while the review is not what is on screen.
  const phase = usePlanPhase(plan)
  const phaseLine =
    phase === 'simulating' || phase === 'approving' || phase === 'sending' || phase === 'confirming'
  // Volver on the review brings the form back: focus goes back to the button that opened the review.
  const submitButton = useRef<HTMLButtonElement>(null)
  useFocusWhenEnds(plan !== undefined, submitButton)
  const gas = usePage((s) => s.context.data?.gas.standard)
  const { title, submit } = labels(c.protocol, c.action)
  const token = tokens[c.asset]
  const notice = modalNotice(c)
  const name = protocols[c.protocol].name
  return (
    <Sheet
      open={c.open}
      onOpenChange={(open) => !open && modal.send({ type: 'modal.close' })}
      title={t('vaults.modal.title', { action: t(title), protocol: name })}
      description={t('vaults.modal.description')}
      closeLabel={t('vaults.modal.close')}
      // While an approval or the action is on its way, the modal stays: no ✕, Escape or tap outside.
      busy={!canClose}
      className="vault-modal"
      contentProps={{ 'data-testid': `vault-modal-${c.protocol}` }}
    >
      <p className="small">
        {t('vaults.modal.apy', { apy: percent(apy) })} ·{' '}
        {realPesos !== null && <span data-testid="vault-modal-real-pesos">{realPesos} · </span>}
        {t('vaults.modal.gas', {
          value: gas === undefined ? '—' : formatAmount(gas, 9, { locale, decimals: 2, fixed: false }),
        })}
      </p>
      {phaseLine && (
        <p className="muted small" role="status" data-testid="vault-modal-phase">
          {t(`vaults.modal.busy.${phase}`)}
        </p>
      )}
      {plan ? (
        <ReviewPanel plan={plan} />
      ) : success ? (
        <VaultDone
          result={c.result}
          protocol={c.protocol}
          txHash={c.txHash}
          explorerUrl={c.explorerUrl}
          onClose={() => modal.send({ type: 'modal.close' })}
        />
      ) : (
        <form
          aria-label={t('vaults.modal.title', { action: t(title), protocol: name })}
          onSubmit={(e) => {
            e.preventDefault()
            modal.send({ type: 'modal.submit' })
          }}
        >
          {c.action !== 'claim' && vaultAssets[c.protocol].length > 1 && (
            <Field
              label={t('vaults.modal.asset')}
              render={(control) => (
                <div className="vault-asset-pick">
                  <TokenLogo symbol={token.symbol} />
                  <select
                    {...control}
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
                </div>
              )}
            />
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
              <Field
                label={t('vaults.modal.amount')}
                className="amount-input"
                inputMode="decimal"
                value={c.amountText}
                placeholder="0"
                autoComplete="off"
                disabled={busy}
                onChange={(e) => modal.send({ type: 'amount.change', amountText: e.target.value })}
              />
              <div className="row small vault-available-row">
                <span className="muted" data-testid="vault-available">
                  {textWithNodes(t('vaults.modal.available'), {
                    amount: (
                      <Amount
                        value={available(c)}
                        decimals={token.decimals}
                        stable={isDollarSymbol(token.symbol)}
                      />
                    ),
                    symbol: token.symbol,
                  })}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => modal.send({ type: 'amount.max', separator: decimalSeparatorOf(language) })}
                >
                  {t('vaults.modal.max')}
                </Button>
              </div>
              {withdrawsAll(c) && (
                <p className="muted small" data-testid="vault-all">
                  {t('vaults.modal.all')}
                </p>
              )}
            </>
          )}
          {c.error && (
            <p className="error" role="alert" data-testid="vault-error">
              {errorText(c.error)}
            </p>
          )}
          <div className="kit-dialog-actions">
            <Button disabled={!canClose} onClick={() => modal.send({ type: 'modal.close' })}>
              {t('vaults.modal.cancel')}
            </Button>
            <Button ref={submitButton} type="submit" variant="primary" disabled={!canSubmit}>
              {t(submit)}
            </Button>
          </div>
        </form>
      )}
    </Sheet>
  )
}
