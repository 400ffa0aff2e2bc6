import { useSelector } from '@xstate/react'
import { decimalSeparatorOf } from '../../domain/i18n/numbers'
import { lendingAssets, reserveNotice } from '../../domain/lending'
import { maxFor, nothingToFill, sliderPercent, writeRefusal } from '../../machines/lending'
import { WatchOnlyNote } from '../accounts/WatchOnlyNote'
import { useErrorText } from '../errorText'
import { useLanguage, useT } from '../i18n'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { Money } from '../kit/Money'
import { TokenLogo } from '../logos/Logo'
import { textWithNodes } from '../textWithNodes'
import { ActionSummary } from './ActionSummary'
import { loansFormat } from './format'
import { TeaRate, useRealInPesos } from './LoanRate'
import type { LendingActor } from './LoansScreen'
import { ReserveFacts } from './ReserveFacts'

/** The tab's form: asset with its rate, amount, slider, quick fills, what it would do, and its button. */
export function ActionForm({ lending }: { lending: LendingActor }) {
  const t = useT()
  const errorText = useErrorText()
  const language = useLanguage()
  const f = loansFormat(language)
  const separator = decimalSeparatorOf(language)
  const tab = useSelector(lending, (s) => s.context.tab)
  const asset = useSelector(lending, (s) => s.context.assets[s.context.tab])
  const amountText = useSelector(lending, (s) => s.context.amountText)
  const form = useSelector(lending, (s) => s.context.form)
  const all = useSelector(lending, (s) => s.context.all)
  const data = useSelector(lending, (s) => s.context.data)
  const canSign = useSelector(lending, (s) => s.context.canSign)
  const canConfirm = useSelector(lending, (s) => s.can({ type: 'action.confirm' }))
  const busy = useSelector(lending, (s) => s.hasTag('busy'))
  // A watched account: the machine refuses every action, and the form says why instead of its button.
  const refusal = useSelector(lending, (s) => writeRefusal(s.context))
  const reserve = data?.reserves[asset] ?? null
  // The reserve's own state, said before anything is typed; a paused, frozen or full reserve closes the action.
  const eMode = data && data.userEMode !== 0 ? (data.eModeCategories[data.userEMode] ?? null) : null
  const notice = reserve ? reserveNotice(tab, reserve, eMode) : null
  const closed = notice?.blocks === true
  const max = data ? maxFor(tab, asset, data) : 0n
  // Nothing to take a share of (no collateral, nothing supplied, an empty wallet): the shares are off, and say why.
  const nothing = data && !closed ? nothingToFill(tab, asset, data) : null
  const fills: { label: string; send: () => void }[] =
    tab === 'repay'
      ? [
          {
            label: t('lending.walletMax'),
            send: () => lending.send({ type: 'amount.max', source: 'wallet', separator }),
          },
          {
            label: t('lending.maxDebt'),
            send: () => lending.send({ type: 'amount.max', source: 'debt', separator }),
          },
        ]
      : tab === 'withdraw'
        ? [
            {
              label: f.percent('50'),
              send: () => lending.send({ type: 'amount.fill', percent: 50, separator }),
            },
            {
              label: t('lending.maxSupply'),
              send: () => lending.send({ type: 'amount.fill', percent: 100, separator }),
            },
          ]
        : ([25, 50, 75, 100] as const).map((percent) => ({
            label: f.percent(String(percent)),
            send: () => lending.send({ type: 'amount.fill', percent, separator }),
          }))
  /** Borrowing and repaying show the loan's rate; supplying and withdrawing, the deposit's. */
  const lendingSide = tab === 'borrow' || tab === 'repay' ? 'borrow' : 'supply'
  const rateOf = (a: (typeof lendingAssets)[number]) => {
    const r = data?.reserves[a]
    if (!r) return null
    return lendingSide === 'borrow' ? r.borrowRate : r.supplyRate
  }
  const real = useRealInPesos(asset, rateOf(asset))

  return (
    <form
      className="loans-form"
      onSubmit={(e) => {
        e.preventDefault()
        lending.send({ type: 'action.confirm' })
      }}
    >
      <fieldset className="loans-assets">
        <legend>{t('lending.asset')}</legend>
        {lendingAssets.map((a) => (
          <label key={a} className="loans-asset" data-checked={a === asset || undefined}>
            <input
              type="radio"
              name="loans-asset"
              value={a}
              checked={a === asset}
              disabled={busy}
              onChange={() => lending.send({ type: 'asset.change', asset: a })}
            />
            <span className="loans-asset-name">
              <TokenLogo symbol={a} size="sm" />
              <strong>{a}</strong>
            </span>
            <span className="small muted loans-asset-rate">
              {rateOf(a) === null ? null : <TeaRate rate={rateOf(a) as bigint} stacked />}
            </span>
          </label>
        ))}
      </fieldset>
      {notice && (
        <p
          id="loans-reserve-notice"
          className={closed ? 'warn small' : 'muted small'}
          data-testid="loans-reserve-notice"
        >
          {errorText(notice)}
        </p>
      )}
      {real !== null && (
        <p className="small" data-testid="loans-form-real">
          {t(lendingSide === 'borrow' ? 'lendingPesos.realCost' : 'lendingPesos.realYield', { value: real })}
        </p>
      )}
      <Field
        label={t('lending.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={language === 'es' ? '0,00' : '0.00'}
        value={amountText}
        disabled={busy || closed}
        onChange={(e) => lending.send({ type: 'amount.change', amountText: e.target.value })}
        hint={
          // What the amount comes out of: the deposit when withdrawing, the wallet otherwise.
          reserve &&
          textWithNodes(t(tab === 'withdraw' ? 'lending.inSupply' : 'lending.inWallet'), {
            amount: (
              <Money>
                {f.token(tab === 'withdraw' ? reserve.supplied : reserve.wallet, reserve.decimals)}
              </Money>
            ),
            symbol: asset,
          })
        }
        error={
          form.error && (
            <span role="alert" data-testid="loans-form-error">
              {errorText(form.error)}
            </span>
          )
        }
      />
      <input
        type="range"
        className="loans-slider"
        min={0}
        max={100}
        step={1}
        aria-label={t('lending.slider')}
        value={sliderPercent(tab, asset, data, form.amount)}
        disabled={busy || closed || max === 0n}
        onChange={(e) => lending.send({ type: 'amount.slide', percent: Number(e.target.value), separator })}
      />
      <div className="loans-fills">
        {fills.map((fill) => (
          <Button
            key={fill.label}
            size="sm"
            disabled={busy || !data || closed || nothing !== null}
            aria-describedby={nothing ? 'loans-nothing' : undefined}
            onClick={fill.send}
          >
            {fill.label}
          </Button>
        ))}
      </div>
      {nothing && (
        <p id="loans-nothing" className="muted small" data-testid="loans-nothing">
          {t(nothing.key, nothing.values)}
        </p>
      )}
      {form.leavesDust && <p className="warn small">{t('lending.repay.dust')}</p>}
      {all && !form.error && !form.leavesDust && (tab === 'withdraw' || tab === 'repay') && (
        <p className="muted small" data-testid="loans-all">
          {t(tab === 'withdraw' ? 'lending.all.withdraw' : 'lending.all.repay')}
        </p>
      )}
      <ActionSummary lending={lending} />
      <ReserveFacts lending={lending} />
      {refusal ? (
        <WatchOnlyNote />
      ) : (
        <>
          {!canSign && <p className="muted small">{t('lending.error.noSigner')}</p>}
          <Button
            type="submit"
            variant="primary"
            size="lg"
            block
            disabled={!canConfirm || closed}
            aria-describedby={closed ? 'loans-reserve-notice' : undefined}
          >
            {t(`lending.action.${tab}`)}
          </Button>
        </>
      )}
    </form>
  )
}
