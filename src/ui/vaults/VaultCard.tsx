import { useSelector } from '@xstate/react'
import { memo } from 'react'
import type { SnapshotFrom } from 'xstate'
import { type ProtocolId, protocols } from '../../domain/catalogue/protocols'
import { tokens } from '../../domain/catalogue/tokens'
import { isDollarSymbol } from '../../domain/format/tokenAmount'
import { dateTimeFormat } from '../../domain/i18n/intlFormats'
import { formatUsd, formatUsdCompact } from '../../domain/i18n/numbers'
import type { InflationFigure } from '../../domain/inflation/inflationFigure'
import { usdValue } from '../../domain/pesos/usdValue'
import type { vaultsPageMachine } from '../../machines/vaults'
import {
  cardLimitNotices,
  claimable,
  estimatedEarnings,
  investmentAmount,
  type Risk,
  type Strategy,
  vaultCards,
  withdrawRefusal,
  writeRefusal,
} from '../../machines/vaults'
import { WatchOnlyNote } from '../accounts/WatchOnlyNote'
import { useLanguage, useT } from '../i18n'
import { Amount } from '../kit/Amount'
import { Badge, type BadgeTone } from '../kit/Badge'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import { Money } from '../kit/Money'
import { ProtocolLogo, TokenLogo } from '../logos/Logo'
import { Ars } from '../pesos/Ars'
import { usePesoRealYield } from '../pesos/usePesoRealYield'
import { useRealYieldText } from '../pesos/useRealYieldText'
import { textWithNodes } from '../textWithNodes'
import { VaultModal } from './VaultModal'
import { usePage, usePercent } from './VaultsContext'

const live = new Set(['chain', 'samples'])
const riskTone: Record<Risk, BadgeTone> = { low: 'ok', medium: 'warn', high: 'danger' }
const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i])

/**
 * The spec's assets text ('USDC, DAI', 'USDC/USDT/DAI', 'Multi-asset') as a list, each symbol with its logo;
 * the spec's English 'Multi-asset' is no symbol: it is said in the reader's language, without a logo.
 */
function VaultAssets({ text }: { text: string }) {
  const t = useT()
  const parts = text === 'Multi-asset' ? [] : text.split(/[,/]\s*/)
  return (
    <ul className="vault-assets">
      {parts.length === 0 && <li>{t('vaults.card.multiAsset')}</li>}
      {parts.map((part) => (
        <li key={part}>
          <TokenLogo symbol={part} size="sm" />
          {part}
        </li>
      ))}
    </ul>
  )
}

type PageContext = SnapshotFrom<typeof vaultsPageMachine>['context']
type PageData = NonNullable<PageContext['data']>

/** What every card shows of the page's state, read once by VaultCards and handed down deferred. */
export type VaultCardsView = {
  strategy: Strategy
  risk: Risk
  rates: PageData['rates'] | undefined
  positions: PageData['read']['positions'] | undefined
  inflation: InflationFigure | null
  period: PageContext['period']
  amountText: string
  hasWallet: boolean
  quotes: Record<string, { price: number } | undefined> | undefined
}

/**
 * One protocol's card (spec 001 §2.1): risk, description, assets, TVL, the APY as a TEA with its real yield
 * in pesos, earnings, holdings (also in pesos), actions. Memoised on `view`, a deferred value: it renders in
 * the background when the page's figures change; its modal reads its own machine at once.
 */
export const VaultCard = memo(function VaultCard({ id, view }: { id: ProtocolId; view: VaultCardsView }) {
  const t = useT()
  const language = useLanguage()
  const percent = usePercent()
  const card = vaultCards[id]
  const modal = usePage((s) => s.context.modals[id])
  const { period, hasWallet, quotes } = view
  const rate = view.rates?.[id]
  const daiRate = id === 'aave' ? view.rates?.aaveDai : undefined
  const realPesos = usePesoRealYield(rate?.apy, view.inflation)
  const say = useRealYieldText()
  // This vault's own real yield, named as such: the page's tile and note are of the deposits' TEA.
  const realText =
    realPesos.status === 'ready' && rate?.apy != null ? say('vault', rate.apy, realPesos, 2) : null
  const cooldown = useSelector(modal, (s) => s.context.facts.cooldown)
  const canClaim = useSelector(modal, (s) => claimable(s.context))
  const canWithdraw = useSelector(modal, (s) => s.can({ type: 'modal.open', action: 'withdraw' }))
  // A watched account: the modal refuses every write, and says why instead of offering its buttons.
  const refusal = useSelector(modal, (s) => writeRefusal(s.context))
  const noWithdraw = useSelector(modal, (s) => withdrawRefusal(s.context))
  // Comet paused, Convex shut down, Yearn full: said on the card before anyone opens the form (issue 42).
  const limits = useSelector(modal, (s) => cardLimitNotices(id, s.context.facts.limits), sameKeys)
  const positions = view.positions?.filter((p) => p.protocol === id)
  const earnings = estimatedEarnings(investmentAmount(view.amountText), rate?.apy ?? null, period)
  const ethena = id === 'ethena'
  const dateTime = (s: number) =>
    dateTimeFormat(language === 'es' ? 'es-AR' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(s * 1000))
  const open = (action: 'deposit' | 'withdraw' | 'claim') => modal.send({ type: 'modal.open', action })
  return (
    <Card
      as="li"
      className="vault-card"
      data-testid={`vault-card-${id}`}
      aria-labelledby={`vault-${id}-name`}
    >
      <div className="vault-card-head">
        <h3 id={`vault-${id}-name`} className="vault-name">
          <ProtocolLogo id={id} />
          {protocols[id].name}
        </h3>
        <Badge tone={riskTone[card.risk]}>{t(`vaults.card.risk.${card.risk}`)}</Badge>
      </div>
      <p className="muted small">{t(`vaults.desc.${id}`)}</p>
      {limits.map((key) => (
        <p key={key} className="warn small" role="note" data-testid={`vault-limit-${id}`}>
          {t(key)}
        </p>
      ))}
      <dl className="vault-figures">
        <div>
          <dt>{t('vaults.card.apy')}</dt>
          <dd data-testid={`apy-${id}`}>
            <span
              className={`live-dot${rate && live.has(rate.source) ? ' on' : ''}`}
              role="img"
              aria-label={
                rate && live.has(rate.source)
                  ? t('vaults.card.live')
                  : t(`vaults.rate.source.${rate?.source ?? 'none'}`)
              }
            />{' '}
            <strong>{percent(rate?.apy)}</strong>
            {daiRate?.apy != null && (
              <span className="muted small"> · {t('vaults.card.daiApy', { apy: percent(daiRate.apy) })}</span>
            )}
          </dd>
          <dd className="muted small">{t(`vaults.rate.source.${rate?.source ?? 'none'}`)}</dd>
          {rate?.parts && (
            <dd className="muted small" data-testid={`apy-parts-${id}`}>
              {rate.parts.crv + rate.parts.cvx > 0
                ? t('vaults.card.convexParts', {
                    base: percent(rate.parts.base),
                    crv: percent(rate.parts.crv),
                    cvx: percent(rate.parts.cvx),
                  })
                : t('vaults.card.convexRewardsEnded')}
            </dd>
          )}
          {realText !== null && (
            <dd className="small" data-testid={`real-pesos-${id}`}>
              {realText}
            </dd>
          )}
        </div>
        <div>
          <dt>{t('vaults.card.earnings')}</dt>
          <dd data-testid={`earnings-${id}`}>
            {earnings === null
              ? '—'
              : textWithNodes(t('vaults.card.earningsValue'), {
                  value: <Money>{formatUsd(language, earnings)}</Money>,
                  period: t(`vaults.per.${period}`),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('vaults.card.assets')}</dt>
          <dd>
            <VaultAssets text={card.assets} />
          </dd>
        </div>
        <div>
          <dt>{t('vaults.card.tvl')}</dt>
          <dd>{formatUsdCompact(language, card.tvlUsd)}</dd>
        </div>
      </dl>
      <div className="vault-held" data-testid={`held-${id}`}>
        <span className="muted small">{t('vaults.card.held')}</span>{' '}
        {positions && positions.length > 0 ? (
          positions.map((p) => (
            <span key={p.receipt} className="vault-position small">
              <TokenLogo symbol={tokens[p.asset].symbol} size="sm" />
              <span>
                {p.receipt}:{' '}
                <Amount
                  value={p.value}
                  decimals={tokens[p.asset].decimals}
                  stable={isDollarSymbol(tokens[p.asset].symbol)}
                />{' '}
                {tokens[p.asset].symbol}
              </span>{' '}
              {quotes?.[tokens[p.asset].symbol] && (
                <Ars
                  className="muted"
                  data-testid={`position-ars-${p.receipt}`}
                  usd={usdValue(
                    p.value,
                    tokens[p.asset].decimals,
                    quotes[tokens[p.asset].symbol]?.price ?? 0,
                  )}
                />
              )}{' '}
            </span>
          ))
        ) : (
          <span className="small">{t('vaults.card.nothingHeld')}</span>
        )}
      </div>
      {positions?.map((p) => (
        <p key={p.receipt} className="muted small" data-testid={`receipt-explain-${p.receipt}`}>
          {t('vaults.card.receipt.explain', {
            receipt: p.receipt,
            protocol: protocols[id].name,
            asset: tokens[p.asset].symbol,
          })}
        </p>
      ))}
      {ethena && cooldown && (
        <p className="small" data-testid="ethena-cooldown">
          {textWithNodes(t('vaults.ethena.cooling'), {
            amount: <Amount value={cooldown.amount} decimals={tokens.USDe.decimals} stable />,
          })}{' '}
          · {t('vaults.ethena.unlocksOn', { date: dateTime(cooldown.end) })}
        </p>
      )}
      {refusal && <WatchOnlyNote />}
      <div className="row vault-actions">
        {!refusal && (
          <>
            <Button variant="primary" disabled={!hasWallet} onClick={() => open('deposit')}>
              {t(ethena ? 'vaults.stake' : 'vaults.deposit')}
            </Button>
            <Button
              disabled={!hasWallet || !canWithdraw}
              aria-describedby={noWithdraw ? `vault-${id}-no-withdraw` : undefined}
              onClick={() => open('withdraw')}
            >
              {t(ethena ? 'vaults.unstake' : 'vaults.withdraw')}
            </Button>
            {ethena && canClaim && (
              <Button disabled={!hasWallet} onClick={() => open('claim')}>
                {t('vaults.ethena.claim')}
              </Button>
            )}
          </>
        )}
        {!refusal && noWithdraw && (
          <span
            className="muted small vault-no-withdraw"
            id={`vault-${id}-no-withdraw`}
            data-testid={`no-withdraw-${id}`}
          >
            {t(noWithdraw.key)}
          </span>
        )}
        <a className="vault-learn" href={protocols[id].url} target="_blank" rel="noreferrer noopener">
          {t('vaults.card.learnMore')}
        </a>
      </div>
      <VaultModal modal={modal} apy={rate?.apy ?? null} realPesos={realText} />
    </Card>
  )
})
