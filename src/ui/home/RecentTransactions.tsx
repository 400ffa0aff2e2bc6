import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { StepAction, StepDescription } from '../../domain/activity'
import { networks } from '../../domain/catalogue/networks'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import { explorerUrl, formatTokenAmount, shortenAddress } from '../../domain/format'
import type { Transaction } from '../../domain/history/transaction'
import type { TextKey } from '../../domain/i18n'
import { formatDate } from '../../domain/i18n/numbers'
import type { ActivityStatus } from '../../domain/write/types'
import { useSession } from '../app/AppActors'
import { useLanguage, useT } from '../i18n'
import { Amount } from '../kit/Amount'
import { Badge, type BadgeTone } from '../kit/Badge'
import { TokenLogo } from '../logos/Logo'
import { textWithNodes } from '../textWithNodes'
import { PendingActions } from './PendingActions'
import { usePortfolio } from './PortfolioProvider'

/**
 * How a contract call the app made is named in the list: by its action (an approval is not a deposit). An
 * approval and a revoke are a sentence of their own ({@link AllowanceText}).
 */
const actionText: Record<StepAction, TextKey> = {
  transfer: 'home.tx.sent',
  approve: 'pipeline.action.approve',
  revoke: 'pipeline.action.revoke',
  supply: 'pipeline.action.supply',
  withdraw: 'pipeline.action.withdraw',
  stake: 'pipeline.action.stake',
  cooldown: 'pipeline.action.cooldown',
  unstake: 'pipeline.action.unstake',
  borrow: 'pipeline.action.borrow',
  repay: 'pipeline.action.repay',
  cancel: 'home.tx.cancel',
  swap: 'home.tx.swap',
}

/** Where a transaction this app sent stands: its badge's word, colour and, where it needs one, a hint. */
const statusBadge: Record<ActivityStatus, { text: TextKey; tone: BadgeTone; hint?: TextKey }> = {
  pending: { text: 'home.tx.pending', tone: 'warn' },
  confirmed: { text: 'activity.status.confirmed', tone: 'ok' },
  failed: { text: 'home.tx.failed', tone: 'danger' },
  dropped: { text: 'activity.status.dropped', tone: 'neutral', hint: 'activity.status.dropped.hint' },
  replaced: { text: 'activity.status.replaced', tone: 'neutral', hint: 'activity.status.replaced.hint' },
  cancelled: { text: 'activity.status.cancelled', tone: 'neutral', hint: 'activity.status.cancelled.hint' },
}

/**
 * The last 5 transactions over the four networks, with explorer links; the spec's text when none. The ones
 * this app sent say where they stand (Pendiente, then Confirmada, Fallida, Descartada or Reemplazada), and
 * change within a second or two of their block, in every open tab (src/machines/write/pendingWatchMachine.ts). A
 * payment sped up or cancelled is one row ("Acelerada", "Cancelada"); a pending one offers Acelerar and Cancelar.
 * Under them `exportActivity`: "Exportar movimientos (CSV)" with its export flow, which the route makes.
 */
export function RecentTransactions({ exportActivity }: { exportActivity: ReactNode }) {
  const t = useT()
  return (
    <section className="card" aria-labelledby="tx-title">
      <h2 id="tx-title">{t('home.tx')}</h2>
      <TransactionList />
      {exportActivity}
    </section>
  )
}

/** The rows of recent transactions (home and Gestión de Billetera), from the portfolio's history. */
export function TransactionList() {
  const t = useT()
  const list = useSelector(usePortfolio().history, (s) => s.context.data ?? [])
  if (list.length === 0) return <p className="muted">{t('home.tx.empty')}</p>
  return (
    <ul className="tx-list" data-testid="tx-list">
      {list.map((tx) => (
        // A payment keeps its row (and a dialog open on it) while its replacements come and go.
        <TransactionRow
          key={tx.payment ? `${tx.network}:${tx.payment}` : `${tx.network}:${tx.hash}:${tx.token}`}
          tx={tx}
        />
      ))}
    </ul>
  )
}

/** A swap's figure by the list's one rule for amounts ("100,00 USDT", "0,5 ETH"): see formatTokenAmount. */
const swapFigure = (language: string, amount: bigint, key: TokenKey) =>
  `${formatTokenAmount(
    amount,
    { decimals: tokens[key].decimals, stable: tokens[key].category === 'stablecoin' },
    language === 'es' ? 'es-AR' : 'en',
  )} ${tokens[key].symbol}`

function TransactionRow({ tx }: { tx: Transaction }) {
  const t = useT()
  const language = useLanguage()
  const me = useSession((s) => s.context.address)?.toLowerCase()
  const sent = tx.from.toLowerCase() === me
  const token = tx.token ? tokens[tx.token] : null
  const symbol = token?.symbol ?? networks[tx.network].nativeSymbol
  const described = tx.described
  const allowance = described?.action === 'approve' || described?.action === 'revoke'
  // A failed transaction this app sent says so in its badge; the others in their first word.
  const what =
    tx.isError && !tx.status ? (
      <span>{t('home.tx.failed')}</span>
    ) : described && allowance ? (
      <AllowanceText described={described} />
    ) : described?.received && token ? (
      <span data-testid="tx-swapped">
        {t('home.tx.swapped', {
          amount: swapFigure(language, tx.valueWei, token.key),
          received: swapFigure(language, described.received.amount, described.received.token),
        })}
      </span>
    ) : (
      <span>{t(described ? actionText[described.action] : sent ? 'home.tx.sent' : 'home.tx.received')}</span>
    )
  const other = described?.counterparty.address ?? (sent ? tx.to : tx.from)
  const late = tx.outcome === 'originalFirst' || tx.outcome === 'earlierFirst' ? tx.outcome : null
  return (
    <li>
      {tx.status ? <StatusBadge status={tx.status} spedUp={tx.outcome === 'spedUp'} /> : null} {what}{' '}
      {allowance || described?.received ? null : (
        <>
          <TokenLogo symbol={symbol} size="sm" />{' '}
          <Amount
            className="mono"
            value={tx.valueWei}
            decimals={token?.decimals ?? 18}
            symbol={symbol}
          />{' '}
        </>
      )}
      <span className="muted small">
        {networks[tx.network].name} · {other ? shortenAddress(other) : ''} ·{' '}
        {tx.timeStamp ? formatDate(language, new Date(tx.timeStamp)) : ''}
      </span>{' '}
      <a href={explorerUrl(networks[tx.network].explorer, 'tx', tx.hash)} target="_blank" rel="noreferrer">
        {t('home.tx.explorer')}
      </a>
      {tx.replacing && (
        <p className="muted small tx-note" data-testid="tx-replacing">
          {t(`replace.replacing.${tx.replacing}`)}
        </p>
      )}
      {late && (
        <p className="muted small tx-note" data-testid="tx-outcome">
          {t(`replace.outcome.${late}`)}
        </p>
      )}
      {tx.waiting && tx.payment && <PendingActions row={tx} />}
    </li>
  )
}

/**
 * An approval or a revoke, in words: "Aprobaste 100,0000 USDC para Aave v3", "Quitaste el permiso de USDC para
 * Aave v3", with the token's own logo (never the native coin's: an approval moves none).
 */
function AllowanceText({ described }: { described: StepDescription }) {
  const t = useT()
  const token = described.token ? tokens[described.token] : null
  const mark = token ? <TokenLogo symbol={token.symbol} size="sm" /> : null
  const name = token?.symbol ?? t('activity.anyToken')
  const { counterparty } = described
  const to = counterparty.name ?? (counterparty.address ? shortenAddress(counterparty.address) : '')
  if (described.action === 'revoke')
    return (
      <span data-testid="tx-allowance">
        {textWithNodes(t('home.tx.revoke'), {
          token: (
            <>
              {mark} {name}
            </>
          ),
          counterparty: to,
        })}
      </span>
    )
  const amount =
    token && described.amount !== null ? (
      <>
        {mark}{' '}
        <Amount className="mono" value={described.amount} decimals={token.decimals} symbol={token.symbol} />
      </>
    ) : (
      name
    )
  return (
    <span data-testid="tx-allowance">
      {textWithNodes(t('home.tx.approve'), { amount, counterparty: to })}
    </span>
  )
}

function StatusBadge({ status, spedUp }: { status: ActivityStatus; spedUp: boolean }) {
  const t = useT()
  if (spedUp && status === 'confirmed')
    return (
      <Badge tone="ok" data-testid="tx-sped-up" title={t('replace.outcome.spedUp.hint')}>
        {t('replace.outcome.spedUp')}
      </Badge>
    )
  const { text, tone, hint } = statusBadge[status]
  return (
    <Badge tone={tone} data-testid={`tx-${status}`} title={hint ? t(hint) : undefined}>
      {t(text)}
    </Badge>
  )
}
