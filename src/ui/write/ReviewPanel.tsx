import { useSelector } from '@xstate/react'
import { Fragment, type ReactNode, useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { curveLpToken } from '../../domain/catalogue/contracts'
import { networks } from '../../domain/catalogue/networks'
import { tokens } from '../../domain/catalogue/tokens'
import { transactionFailed } from '../../domain/errors/message'
import { formatPercent, formatUsd } from '../../domain/i18n/numbers'
import {
  type AssetLine,
  feeOutweighs,
  movedBy,
  type RecipientWarning,
  signsStepByStep,
  stepTextKey,
  usdValue,
} from '../../domain/review'
import { reviewAmount } from '../../domain/review/reviewText'
import type { PlannedCall } from '../../domain/write/types'
import { type PlanPhase, type planMachine, planPhase } from '../../machines/write'
import { useErrorText } from '../errorText'
import { useLanguage, useT } from '../i18n'
import { Address } from '../kit/Address'
import { Button } from '../kit/Button'
import { RealAmounts } from '../kit/Money'
import { focusElement, focusLost } from '../layout/focus'
import { ReplacementNote } from './ReplacementNote'
import { ReviewFrame } from './ReviewFrame'
import './review.css'

type Props = {
  plan: ActorRefFrom<typeof planMachine>
  /** The flow's own lines above the buttons (the lending risk checkbox, the liquidation price). */
  children?: ReactNode
  /**
   * When given, the frame's Confirmar goes through the flow's machine, which may hold it back (`blocked`: the
   * frame is not laid out until it lets go). A password the review asked for is typed in the signer's frame,
   * never passed here.
   */
  confirm?: { blocked: boolean; onConfirm: () => void }
}

/**
 * The loss bounds a plan's steps carry (Yearn's max_loss, a Curve minimum's slippage), one line each: the review
 * states what the calldata holds the protocol to.
 */
const boundsOf = (calls: readonly PlannedCall[]) => [
  ...new Map(calls.flatMap((c) => (c.bound ? [[c.bound.kind, c.bound] as const] : []))).values(),
]

/** 0x1234…abcd, held together by word joiners so a line never breaks inside it. */
const short = (text: string) =>
  /^0x[0-9a-fA-F]{40}$/.test(text) ? `${text.slice(0, 6)}\u2060…\u2060${text.slice(-4)}` : text

/**
 * Where a flow's write stands (simulating, the review, an approval, the action, the receipt awaited), read
 * from its plan child; null while the flow has none.
 */
export function usePlanPhase(plan: ActorRefFrom<typeof planMachine> | undefined): PlanPhase | null {
  return useSelector(plan, (s) => (s ? planPhase(s) : null))
}

/**
 * The review every write shows before anything is signed (DESIGN.md §4a): what leaves the wallet and what
 * arrives, to whom, on which network, every step of the plan, and the most the network fee can be, as the app
 * read it; below, the signer's frame (ReviewFrame, docs/signer-plan.md step 5) draws what the key worker decoded,
 * with Volver (sends nothing) and Confirmar, which signs exactly what is shown. Renders a plan actor's state and
 * nothing else. Nobody signs for an amount they could not read: it shows the real amounts even while the user
 * hides balances, the flow's own lines (children) included.
 */
export function ReviewPanel(props: Props) {
  return (
    <RealAmounts>
      <Review {...props} />
    </RealAmounts>
  )
}

function Review({ plan, children, confirm }: Props) {
  const t = useT()
  const errorText = useErrorText()
  const language = useLanguage()
  const locale = language === 'es' ? 'es-AR' : 'en'
  const c = useSelector(plan, (s) => s.context)
  const value = useSelector(plan, (s) => s.value)
  // Signing and sending; the receipt awaited after that is the flow's line to say, not the button's.
  const busy = useSelector(plan, (s) => s.hasTag('busy') && planPhase(s) !== 'confirming')
  const needsPassword = useSelector(plan, (s) => s.context.review?.needsPassword === true)
  const canConfirm = useSelector(plan, (s) => s.can({ type: 'review.confirm' }))
  const reviewId = useSelector(plan, (s) => s.context.review?.id ?? null)
  const sendConfirm = () => {
    if (confirm) return confirm.onConfirm()
    plan.send({ type: 'review.confirm' })
  }
  // Confirmed in the signer's frame: the machine goes on as soon as it answers Confirmar (the frame's message may
  // arrive while the review is still settling), once per confirmation.
  const confirmed = useSelector(plan, (s) => s.context.approved !== null && s.context.approved === reviewId)
  const confirmable = canConfirm && confirm?.blocked !== true
  const sentFor = useRef<string | null>(null)
  useEffect(() => {
    if (!confirmed) sentFor.current = null
    if (!confirmed || !confirmable || sentFor.current === reviewId) return
    sentFor.current = reviewId
    sendConfirm()
  })
  const canBack = useSelector(plan, (s) => s.can({ type: 'review.back' }))
  const simulated = c.simulated
  const loading = value === 'preparing' || value === 'simulating' || value === 'revoking' || !simulated
  // The button that asked for the review has left the screen: focus starts at the review's heading, so
  // the keyboard and a screen reader go on from the top of what is about to be signed; and the eyes too: a
  // review that opened above or below the screen (a long form on a phone) is brought to its top.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (loading) return
    const top = heading.current
    if (focusLost()) focusElement(top)
    if (!top?.isConnected) return
    // Below the loan strip where it shows (the page's scroll padding is its height), not under it.
    const covered = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    const { top: y, bottom } = top.getBoundingClientRect()
    if (y < covered || bottom > window.innerHeight) top.scrollIntoView({ block: 'start' })
  }, [loading])

  if (loading) {
    return (
      <p className="muted" role="status" data-testid="review-simulating">
        {t('review.simulating')}
      </p>
    )
  }
  const network = networks[simulated.network]
  const amount = (value: bigint, decimals: number) => reviewAmount(value, decimals, locale)
  const usd = (value: number | null) => {
    if (value === null) return null
    // A fee of a fraction of a cent reads "less than US$ 0,01", never "US$ 0,00".
    if (value > 0 && value < 0.01) return t('review.usd.tiny', { usd: formatUsd(language, 0.01) })
    return t('review.usd', { usd: formatUsd(language, value) })
  }
  const line = (l: AssetLine) => (
    <li key={`${l.symbol}:${l.amount}`}>
      <strong>
        {amount(l.amount, l.decimals)} {l.symbol}
      </strong>{' '}
      {l.standsFor && (
        <span className="muted small" data-testid={`review-receipt-${l.symbol}`}>
          ({t('review.receipt', { asset: l.standsFor })}){' '}
        </span>
      )}
      {usd(l.usd) && <span className="muted">{usd(l.usd)}</span>}
    </li>
  )
  // A step that moves an amount of no catalogue token moves Curve's 3Crv, the one token outside the catalogue the
  // wallet approves (a Convex deposit's approval and stake): said as the signer's frame says it, never as the
  // network's coin.
  const tokenOf = (call: PlannedCall) =>
    call.tokenKey ? tokens[call.tokenKey] : call.amount !== undefined ? curveLpToken : null
  const stepText = (call: PlannedCall) => {
    const token = tokenOf(call)
    return t(stepTextKey(call.step, call.all === true), {
      amount: token && call.amount !== undefined ? amount(call.amount, token.decimals) : '',
      symbol: token?.symbol ?? network.nativeSymbol,
      target:
        call.target === c.recipient?.address && (c.recipient.ensName ?? c.recipient.name)
          ? (c.recipient.ensName ?? c.recipient.name ?? '')
          : short(call.target),
    })
  }
  // A Convex deposit stakes the 3Crv in Convex's reward pool, which sends the wallet no token: what stays there
  // is said, so "Llega" (the little 3Crv the minimum left over) is not all the person reads of 100 USDC.
  const kept = simulated.calls.flatMap((call) =>
    call.step === 'stake' && tokenOf(call) === curveLpToken && call.amount !== undefined
      ? [{ target: call.target, amount: call.amount }]
      : [],
  )
  const feeUsd = c.facts?.prices[network.nativeSymbol]
  // A fee that is large beside what moves is said in words before Confirm, not left to arithmetic.
  const moved = movedBy(simulated.calls)
  const movedToken = moved?.tokenKey ? tokens[moved.tokenKey] : null
  const outweighs =
    moved?.amount !== undefined && movedToken
      ? feeOutweighs(
          { amount: simulated.maxFee, decimals: 18, price: feeUsd },
          { amount: moved.amount, decimals: movedToken.decimals, price: c.facts?.prices[movedToken.symbol] },
        )
      : null
  const warning = (w: RecipientWarning) =>
    t(`review.warning.${w.kind}`, {
      symbol: w.kind === 'tokenContract' ? w.symbol : '',
      address: w.kind === 'lookalike' ? w.address : '',
    })

  return (
    <section className="review" aria-label={t('review.title')} data-testid="review">
      <h3 ref={heading} tabIndex={-1}>
        {t('review.title')}
      </h3>
      <ReplacementNote simulated={simulated} />
      {c.notice && (
        <p className="warn" role="alert" data-testid="review-notice">
          {t(c.notice)}
        </p>
      )}
      {c.warnings.map((w) => (
        <p key={w.kind} className="warn" role="alert" data-testid={`review-warning-${w.kind}`}>
          {warning(w)}
        </p>
      ))}
      <dl className="review-list">
        <dt>{t('review.leaving')}</dt>
        <dd data-testid="review-leaving">
          {c.lines.leaving.length > 0 ? <ul>{c.lines.leaving.map(line)}</ul> : t('review.nothing')}
        </dd>
        {kept.map((call, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a plan's steps are fixed and ordered
          <Fragment key={i}>
            <dt>{t('review.kept', { target: call.target })}</dt>
            <dd data-testid="review-kept">
              <strong>
                {amount(call.amount, curveLpToken.decimals)} {curveLpToken.symbol}
              </strong>
            </dd>
          </Fragment>
        ))}
        {(
          [
            ['arriving', 'review.arriving', c.lines.arriving],
            ['debt-taken', 'review.debt.taken', c.lines.debtTaken],
            ['debt-repaid', 'review.debt.repaid', c.lines.debtRepaid],
          ] as const
        ).map(
          ([id, label, lines]) =>
            lines.length > 0 && (
              <Fragment key={id}>
                <dt>{t(label)}</dt>
                <dd data-testid={`review-${id}`}>
                  <ul>{lines.map(line)}</ul>
                </dd>
              </Fragment>
            ),
        )}
        {c.recipient && (
          <>
            <dt>{t('review.to')}</dt>
            <dd data-testid="review-recipient">
              {c.recipient.name && <strong>{c.recipient.name} </strong>}
              {c.recipient.ensName && (
                <strong data-testid="review-recipient-name">{c.recipient.ensName} </strong>
              )}
              <Address address={c.recipient.address} full />
              {c.recipient.ensName && <div className="muted small">{t('review.ens.note')}</div>}
            </dd>
          </>
        )}
        <dt>{t('review.network')}</dt>
        <dd data-testid="review-network">{network.name}</dd>
        <dt>{t('review.steps')}</dt>
        <dd>
          <ol className="review-steps" data-testid="review-steps">
            {simulated.calls.map((call, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a plan's steps are fixed and ordered
              <li key={i}>{stepText(call)}</li>
            ))}
          </ol>
          {simulated.calls.some((call) => call.all) && (
            <p className="muted small" data-testid="review-all-note">
              {t('review.all.note')}
            </p>
          )}
          {signsStepByStep(simulated) && (
            <p className="muted small" data-testid="review-stepwise-note">
              {t('review.stepwise.note')}
            </p>
          )}
          {boundsOf(simulated.calls).map((bound) => (
            <p key={bound.kind} className="muted small" data-testid={`review-bound-${bound.kind}`}>
              {t(`review.bound.${bound.kind}`, {
                // 1 bp reads 0,01 %; 50 bp 0,5 %.
                percent: formatPercent(language, Number(bound.bps) / 100, bound.bps % 10n === 0n ? 1 : 2),
              })}
            </p>
          ))}
        </dd>
        <dt>{t('review.fee')}</dt>
        <dd data-testid="review-fee">
          <strong>
            {amount(simulated.maxFee, 18)} {network.nativeSymbol}
          </strong>{' '}
          <span className="muted">{usd(usdValue(simulated.maxFee, 18, feeUsd))}</span>
          <div className="muted small">{t('review.fee.note')}</div>
        </dd>
      </dl>
      {outweighs && (
        <p className="warn" role="alert" data-testid="review-fee-outweighs">
          {t(`review.fee.${outweighs.kind}`, {
            fee: formatUsd(language, outweighs.feeUsd),
            moved: formatUsd(language, outweighs.movedUsd),
          })}
        </p>
      )}
      {children}
      {value !== 'partial' && reviewId && confirm?.blocked !== true && (
        <ReviewFrame
          reviewId={reviewId}
          needsPassword={needsPassword}
          error={c.passwordError}
          onConfirmed={(id) => plan.send({ type: 'review.approved', reviewId: id })}
          onBack={() => {
            if (canBack) plan.send({ type: 'review.back' })
          }}
        />
      )}
      {value === 'partial' ? (
        <>
          <p className="error" role="alert" data-testid="review-partial">
            {/* The line names the step that failed: a step's failure gives only its reason, said once. */}
            {t('review.partial', {
              done: c.step,
              failed: c.step + 1,
              message: errorText(c.reason ?? c.error ?? transactionFailed),
            })}
          </p>
          <div className="review-actions">
            <Button onClick={() => plan.send({ type: 'plan.dismiss' })}>{t('review.partial.dismiss')}</Button>
            <Button onClick={() => plan.send({ type: 'plan.revoke' })}>{t('review.partial.revoke')}</Button>
            <Button variant="primary" onClick={() => plan.send({ type: 'plan.continue' })}>
              {t('review.partial.continue', { step: c.step + 1 })}
            </Button>
          </div>
        </>
      ) : (
        busy && (
          <p className="muted" role="status" data-testid="review-signing">
            {t('review.signing', {
              step: Math.min(c.step + 1, simulated.calls.length),
              count: simulated.calls.length,
            })}
          </p>
        )
      )}
    </section>
  )
}
