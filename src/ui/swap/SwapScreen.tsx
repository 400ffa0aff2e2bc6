import { useSelector } from '@xstate/react'
import { ArrowDownUp } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import { formatAmount } from '../../domain/amounts'
import { networkIds, networks } from '../../domain/catalogue/networks'
import { swapTokens, wrapDirection, wrappedNative } from '../../domain/catalogue/swapVenues'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import { formatUsd } from '../../domain/i18n/numbers'
import { quoteMinimum, swapAmount, type swapMachine, swapProblem } from '../../machines/swap'
import { useErrorText } from '../errorText'
import { useLanguage, useT } from '../i18n'
import { Button } from '../kit/Button'
import { Field, SelectField } from '../kit/Field'
import { Money } from '../kit/Money'
import { Ars } from '../pesos/Ars'
import { ReviewPanel } from '../write/ReviewPanel'
import './swap.css'

const SLIPPAGES = [10, 50, 100, 300] as const

/** *Cambiar* (issue 43): one token for another on the same network, at the best on-chain quote. */
export function SwapScreen({ swap }: { swap: ActorRefFrom<typeof swapMachine> }) {
  const t = useT()
  const errorText = useErrorText()
  const language = useLanguage()
  const locale = language === 'es' ? 'es-AR' : 'en'
  const c = useSelector(swap, (s) => s.context)
  const canSwap = useSelector(swap, (s) => s.can({ type: 'swap.submit' }))
  const quoting = useSelector(swap, (s) => s.hasTag('quoting'))
  const busy = useSelector(swap, (s) => s.hasTag('busy'))
  const succeeded = useSelector(swap, (s) => s.matches('success'))
  const failed = useSelector(swap, (s) => s.matches('error'))
  const plan = useSelector(swap, (s) =>
    s.matches({ idle: 'review' }) || s.matches('sending') || s.matches('revoking')
      ? s.children.plan
      : undefined,
  )
  const canRevoke = useSelector(swap, (s) => s.can({ type: 'swap.revoke' }))

  const amount = (value: bigint, key: TokenKey) =>
    `${formatAmount(value, tokens[key].decimals, { locale, decimals: Math.min(tokens[key].decimals, 6), fixed: false })} ${tokens[key].symbol}`
  const problem = c.amountText.trim() === '' ? null : swapProblem(c)
  const minimum = quoteMinimum(c)
  const amountIn = swapAmount(c)
  const percent = (bps: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000)
  const options = (keys: readonly TokenKey[]) => keys.map((k) => ({ value: k, label: tokens[k].symbol }))

  if (plan)
    return (
      <main className="screen narrow swap" aria-labelledby="swap-title">
        <h1 id="swap-title">{t('swap.title')}</h1>
        {amountIn !== null && minimum !== null && (
          <p className="swap-sentence" data-testid="swap-sentence">
            {t('swap.sentence', { amount: amount(amountIn, c.from), minimum: amount(minimum, c.to) })}
          </p>
        )}
        <p className="muted">{t('swap.slippage.stated', { slippage: percent(c.slippageBps) })}</p>
        <ReviewPanel plan={plan} />
      </main>
    )

  return (
    <main className="screen narrow swap" aria-labelledby="swap-title">
      <h1 id="swap-title">{t('swap.title')}</h1>
      <form
        aria-label={t('swap.title')}
        onSubmit={(e) => {
          e.preventDefault()
          swap.send({ type: 'swap.submit' })
        }}
      >
        <SelectField
          label={t('swap.network')}
          value={c.network}
          disabled={busy}
          options={networkIds.map((id) => ({ value: id, label: networks[id].name }))}
          onChange={(id) => swap.send({ type: 'network.change', network: id })}
        />
        <div className="field-pair">
          <SelectField
            label={t('swap.from')}
            value={c.from}
            disabled={busy}
            options={options(swapTokens[c.network])}
            onChange={(key) => swap.send({ type: 'from.change', tokenKey: key })}
          />
          <SelectField
            label={t('swap.to')}
            value={c.to}
            disabled={busy}
            options={options(swapTokens[c.network])}
            onChange={(key) => swap.send({ type: 'to.change', tokenKey: key })}
          />
        </div>
        <Button size="sm" onClick={() => swap.send({ type: 'tokens.flip' })} disabled={busy}>
          <ArrowDownUp size={16} aria-hidden="true" /> {t('swap.flip')}
        </Button>
        <Field
          label={t('swap.amount', { symbol: tokens[c.from].symbol })}
          value={c.amountText}
          inputMode="decimal"
          autoComplete="off"
          placeholder="100"
          disabled={busy}
          hint={
            c.balances[c.from] !== undefined
              ? t('swap.balance', { amount: amount(c.balances[c.from] ?? 0n, c.from) })
              : undefined
          }
          error={problem ? t(problem) : undefined}
          onChange={(e) => swap.send({ type: 'amount.change', amountText: e.target.value })}
        />
        <SelectField
          label={t('swap.slippage')}
          value={String(c.slippageBps)}
          disabled={busy}
          options={SLIPPAGES.map((bps) => ({ value: String(bps), label: percent(bps) }))}
          onChange={(v) => swap.send({ type: 'slippage.change', slippageBps: Number(v) })}
        />
        <div className="swap-quote" aria-live="polite" data-testid="swap-quote">
          {quoting && <p className="muted">{t('swap.quoting')}</p>}
          {!quoting && c.quoteError && <p className="error">{errorText(c.quoteError)}</p>}
          {!quoting && c.quote && minimum !== null && (
            <dl>
              <dt>{t('swap.quote.receive')}</dt>
              <dd data-testid="swap-receive">{amount(c.quote.amountOut, c.to)}</dd>
              <dt>{t('swap.quote.minimum', { slippage: percent(c.slippageBps) })}</dt>
              <dd data-testid="swap-minimum">{amount(minimum, c.to)}</dd>
              <dt>{t('swap.quote.route')}</dt>
              <dd data-testid="swap-route">
                {tokens[c.from].symbol} → {tokens[c.to].symbol} ·{' '}
                {c.quote.venue === 'curve3pool'
                  ? 'Curve 3pool'
                  : c.quote.venue === 'wrap'
                    ? t('swap.quote.wrap', {
                        symbol:
                          tokens[wrapDirection(c.network, c.from, c.to) === 'wrap' ? c.to : c.from].symbol,
                      })
                    : `Uniswap v3 ${percent((c.quote.fee ?? 0) / 100)}`}
              </dd>
              {c.quote.networkFee && (
                <>
                  <dt>{t('swap.quote.fee')}</dt>
                  <dd data-testid="swap-fee">
                    {amount(c.quote.networkFee.wei, wrappedNative[c.network].native)}
                    {c.quote.networkFee.usd !== null && (
                      <>
                        {' '}
                        (≈ <Money>{formatUsd(language, c.quote.networkFee.usd)}</Money> ·{' '}
                        <Ars usd={c.quote.networkFee.usd} />)
                      </>
                    )}
                  </dd>
                </>
              )}
              <dt>{t('swap.quote.impact')}</dt>
              <dd>
                {c.quote.priceImpact === null
                  ? t('swap.quote.impactUnknown')
                  : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
                      c.quote.priceImpact,
                    )}
              </dd>
            </dl>
          )}
        </div>
        {failed && c.error && (
          <p className="error" role="alert" data-testid="swap-error">
            {c.error.key === 'swap.reverted' ||
            c.error.key === 'swap.stopped' ||
            c.error.key === 'swap.priceMoved' ||
            c.error.key === 'swap.revoked'
              ? t(c.error.key)
              : t('swap.failed', { reason: errorText(c.error) })}
          </p>
        )}
        {canRevoke && (
          <Button onClick={() => swap.send({ type: 'swap.revoke' })} data-testid="swap-revoke">
            {t('swap.revoke', { symbol: tokens[c.from].symbol })}
          </Button>
        )}
        {succeeded && c.done && (
          <p role="status" data-testid="swap-done">
            {t('swap.done', {
              amount: amount(c.done.amountIn, c.from),
              minimum: amount(c.done.minimum, c.to),
            })}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={!canSwap && !failed} loading={busy}>
          {failed ? t('swap.requote') : t('swap.submit')}
        </Button>
      </form>
    </main>
  )
}
