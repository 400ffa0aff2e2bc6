import { useSelector } from '@xstate/react'
import { formatAmount } from '../../domain/amounts'
import type { TextKey, TextParams } from '../../domain/i18n'
import { capUseBps, DEBT_CEILING_DECIMALS } from '../../domain/lending'
import { useLanguage, useT } from '../i18n'
import { loansFormat } from './format'
import type { LendingActor } from './LoansScreen'

/** Aave's labels for the e-mode categories we know, said in the reader's language. */
const eModeLabels: Record<string, TextKey> = { 'ETH correlated': 'lendingRisk.facts.emode.ethCorrelated' }

/** An e-mode category's label as Aave writes it (English), translated when it is one we know. */
function eModeLabel(t: (key: TextKey, params?: TextParams) => string, label: string): string {
  const key = eModeLabels[label]
  return key ? t(key) : label
}

/**
 * What the chain says about the chosen reserve before an action, as the Aave app shows it: total supplied and
 * borrowed against their caps (with the share used), what is not lent out, isolation mode with its debt
 * ceiling, the e-mode category, and whether Aave froze or paused it.
 */
export function ReserveFacts({ lending }: { lending: LendingActor }) {
  const t = useT()
  const language = useLanguage()
  const f = loansFormat(language)
  const asset = useSelector(lending, (s) => s.context.assets[s.context.tab])
  const reserve = useSelector(lending, (s) => s.context.data?.reserves[asset] ?? null)
  const categories = useSelector(lending, (s) => s.context.data?.eModeCategories ?? null)
  if (!reserve || !categories) return null
  const l = reserve.limits
  const locale = language === 'es' ? 'es-AR' : 'en'
  const ofCap = (used: bigint, cap: bigint) => {
    const share = capUseBps(used, cap, reserve.decimals)
    const usedText = f.tokenShort(used, reserve.decimals)
    return share === null
      ? t('lendingRisk.facts.noCap', { used: `${usedText} ${asset}` })
      : t('lendingRisk.facts.ofCap', {
          used: usedText,
          cap: `${formatAmount(cap, 0, { locale, decimals: 0 })} ${asset}`,
          percent: f.pct(share),
        })
  }
  const dollars = (v: bigint) => formatAmount(v, DEBT_CEILING_DECIMALS, { locale, decimals: 2 })
  const category = categories[l.eModeCategory]
  // A term a saver does not use comes with its one-line explanation (issue 44).
  const explained: Record<string, string> = {
    isolation: t('lendingRisk.facts.isolation.explain'),
    emode: t('lendingRisk.facts.emode.explain'),
  }
  const rows: [id: string, label: string, value: string][] = [
    ['supplied', t('lendingRisk.facts.supplied'), ofCap(l.suppliedTotal, l.supplyCap)],
    ['borrowed', t('lendingRisk.facts.borrowed'), ofCap(reserve.totalDebt, l.borrowCap)],
    [
      'liquidity',
      t('lendingRisk.facts.liquidity'),
      l.availableLiquidity === null
        ? t('lendingRisk.facts.unknown')
        : `${f.tokenShort(l.availableLiquidity, reserve.decimals)} ${asset}`,
    ],
    [
      'isolation',
      t('lendingRisk.facts.isolation'),
      l.debtCeiling === 0n
        ? t('lendingRisk.facts.isolation.no')
        : t('lendingRisk.facts.isolation.yes', {
            asset,
            ceiling: dollars(l.debtCeiling),
            used: dollars(l.isolationModeTotalDebt),
          }),
    ],
    [
      'emode',
      t('lendingRisk.facts.emode'),
      l.eModeCategory === 0
        ? t('lendingRisk.facts.emode.none')
        : category
          ? t('lendingRisk.facts.emode.category', {
              label: eModeLabel(t, category.label),
              id: l.eModeCategory,
            })
          : t('lendingRisk.facts.emode.unknown', { id: l.eModeCategory }),
    ],
    [
      'state',
      t('lendingRisk.facts.state'),
      t(
        l.paused || !l.active
          ? 'lendingRisk.facts.state.paused'
          : l.frozen
            ? 'lendingRisk.facts.state.frozen'
            : l.borrowingEnabled
              ? 'lendingRisk.facts.state.active'
              : 'lendingRisk.facts.state.noBorrowing',
      ),
    ],
  ]
  return (
    <section aria-labelledby="loans-facts-title" className="loans-facts">
      <h3 id="loans-facts-title">{t('lendingRisk.facts.title', { asset })}</h3>
      <dl className="loans-pairs" data-testid="loans-reserve-facts">
        {rows.map(([id, label, value]) => (
          <div key={id} data-testid={`fact-${id}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            {explained[id] && <dd className="muted small">{explained[id]}</dd>}
          </div>
        ))}
      </dl>
    </section>
  )
}
