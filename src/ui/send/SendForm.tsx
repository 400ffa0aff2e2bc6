import { useSelector } from '@xstate/react'
import { ScanLine } from 'lucide-react'
import { useRef } from 'react'
import { formatAmount, localizeDecimalText } from '../../domain/amounts'
import { networks } from '../../domain/catalogue/networks'
import { tokens } from '../../domain/catalogue/tokens'
import { formatUsd } from '../../domain/i18n/numbers'
import { formView, isQuoting, planUnderWay, type SendRef } from '../../machines/send'
import { WatchOnlyNote } from '../accounts/WatchOnlyNote'
import { useErrorText } from '../errorText'
import { useLanguage, useT } from '../i18n'
import { Address as AddressText } from '../kit/Address'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { Money } from '../kit/Money'
import { useFocusWhenEnds } from '../layout/focus'
import { NetworkTokenFields } from '../networks/NetworkTokenFields'
import { PayeesPanel } from '../payees/PayeesPanel'
import { ScannerError } from '../scanner/ScannerError'
import { ScannerModal } from '../scanner/ScannerModal'
import { textWithNodes } from '../textWithNodes'
import { ReviewPanel } from '../write/ReviewPanel'
import { SendStatus } from './SendStatus'

/**
 * The send form inside the dialog; its actor (spawned by the dialog's machine) lives as long as the dialog is
 * open. The machine links what the form needs (the session's balances, the scanner, the payees panel); the
 * view renders it and sends the user's events.
 */
export function SendForm({ send }: { send: SendRef }) {
  const t = useT()
  const errorText = useErrorText()
  const language = useLanguage()
  const locale = language === 'es' ? 'es-AR' : 'en'
  const scanner = useSelector(send, (s) => s.context.scanner)
  const payees = useSelector(send, (s) => s.children.payees)
  const cameraFailure = useSelector(scanner, (s) => (s.matches('error') ? s.context.error : null))
  const c = useSelector(send, (s) => s.context)
  const canSend = useSelector(send, (s) => s.can({ type: 'send.submit' }))
  const busy = useSelector(send, (s) => s.hasTag('busy'))
  const canRetryName = useSelector(send, (s) => s.can({ type: 'recipient.retry' }))
  const quoting = useSelector(send, isQuoting)
  // The review replaces the form from Enviar until the plan ends (idle.review, then sending).
  const plan = useSelector(send, planUnderWay)
  // Volver on the review brings the form back: focus goes back to Enviar, which opened the review.
  const submitButton = useRef<HTMLButtonElement>(null)
  useFocusWhenEnds(plan !== undefined, submitButton)
  const token = tokens[c.tokenKey]
  const native = networks[c.network].nativeSymbol
  // A watched account: the machine refuses Enviar, and the form says why (refusal).
  const { check, typedName, recipientProblem, nameResolving, resolved, amountProblem, shortOnGas, refusal } =
    formView(c)

  if (plan) return <ReviewPanel plan={plan} />

  return (
    <>
      <form
        aria-label={t('send.title')}
        onSubmit={(e) => {
          e.preventDefault()
          send.send({ type: 'send.submit' })
        }}
      >
        <NetworkTokenFields
          network={c.network}
          tokenKey={c.tokenKey}
          networkLabel={t('send.network')}
          tokenLabel={t('send.token')}
          disabled={busy}
          onNetwork={(id) => send.send({ type: 'network.change', network: id })}
          onToken={(key) => send.send({ type: 'token.change', tokenKey: key })}
        />
        <Field
          label={t('send.recipient')}
          className="mono"
          value={c.recipient}
          placeholder={t('send.recipient.placeholder')}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          disabled={busy}
          hint={
            resolved ? (
              <span data-testid="recipient-resolved">
                {t('send.recipient.resolved', { name: resolved.name ?? '' })}{' '}
                <AddressText address={resolved.address} full />
              </span>
            ) : nameResolving ? (
              <span role="status" data-testid="recipient-resolving">
                {t('send.recipient.nameResolving', { name: typedName })}
              </span>
            ) : undefined
          }
          error={recipientProblem ? errorText(recipientProblem) : undefined}
          after={
            canRetryName ? (
              <Button size="sm" onClick={() => send.send({ type: 'recipient.retry' })}>
                {t('send.recipient.retry')}
              </Button>
            ) : undefined
          }
          onChange={(e) => send.send({ type: 'recipient.change', recipient: e.target.value })}
        />
        {check.recipient.ok && check.recipient.lookalike && (
          <p className="warn" role="alert" data-testid="lookalike-warning">
            {t('send.recipient.lookalike', { address: check.recipient.lookalike })}
          </p>
        )}
        {c.notice && <p className="error">{t(c.notice)}</p>}
        <div className="row">
          <Button
            size="sm"
            icon={<ScanLine />}
            disabled={busy}
            onClick={() => scanner.send({ type: 'scanner.open' })}
          >
            {t('send.scan')}
          </Button>
        </div>
        {cameraFailure && <ScannerError failure={cameraFailure} />}
        <Field
          label={t('send.amount')}
          className="amount-input"
          inputMode="decimal"
          value={c.amountText}
          placeholder={localizeDecimalText('0.000001', locale)}
          autoComplete="off"
          disabled={busy}
          error={
            amountProblem
              ? t(`send.amount.${amountProblem.problem}`, {
                  decimals: amountProblem.decimals,
                  small: localizeDecimalText(amountProblem.readings?.small ?? '', locale),
                  large: amountProblem.readings?.large ?? '',
                })
              : undefined
          }
          onChange={(e) => send.send({ type: 'amount.change', amountText: e.target.value })}
        />
        <div className="row small send-balance-row">
          <span className="muted" data-testid="send-balance">
            {textWithNodes(t('send.balance'), {
              amount: <Money>{formatAmount(check.balance, token.decimals, { locale, decimals: 6 })}</Money>,
              symbol: token.symbol,
            })}
          </span>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => send.send({ type: 'amount.max' })}>
            {t('send.max')}
          </Button>
        </div>
        {/* The fee's line is there and as tall from the first frame, empty, "Estimando…" or the fee: Enviar
            below it never moves as the quote lands. It moved a line down 400 ms after the last keystroke, so a
            press that began on Enviar ended beside it and did nothing. */}
        <p className="small send-fee-line">
          {quoting ? (
            <span className="muted">{t('send.fee.estimating')}</span>
          ) : c.fee ? (
            <span data-testid="send-fee">
              {t('send.fee', {
                native: formatAmount(c.fee.maxFee, 18, { locale, decimals: 8, fixed: false }),
                symbol: native,
                usd: c.fee.usd === null ? '—' : formatUsd(language, c.fee.usd),
              })}
            </span>
          ) : null}
        </p>
        {c.feeError && (
          <p className="warn small">{t('send.fee.failed', { message: errorText(c.feeError) })}</p>
        )}
        {shortOnGas && <p className="warn small">{t('send.fee.exceedsNative')}</p>}
        <SendStatus send={send} />
        {refusal && <WatchOnlyNote />}
        <Button
          ref={submitButton}
          type="submit"
          variant="primary"
          size="lg"
          block
          loading={busy}
          disabled={!canSend}
        >
          {busy ? t('send.sending') : t('send.submit')}
        </Button>
      </form>
      {payees && (
        <PayeesPanel
          payees={payees}
          onPick={(recipient) => send.send({ type: 'recipient.change', recipient })}
        />
      )}
      <ScannerModal scanner={scanner} />
    </>
  )
}
