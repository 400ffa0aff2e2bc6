import type { ReactNode } from 'react'
import { protocolIds, protocols } from '../../domain/catalogue/protocols'
import { tokens } from '../../domain/catalogue/tokens'
import { isDollarSymbol } from '../../domain/format/tokenAmount'
import { formatDate } from '../../domain/i18n/numbers'
import { rateHistory } from '../../domain/vaults/samples'
import { useLanguage, useT } from '../i18n'
import { Amount } from '../kit/Amount'
import { SelectField } from '../kit/Field'
import { Sheet } from '../kit/Sheet'
import { TokenLogo } from '../logos/Logo'
import { DollarSelectField } from '../pesos/DollarSetting'
import { usePage, usePercent, useVaultsPage } from './VaultsContext'

/** Analytics and Settings are a sheet each, closed by the page machine (dialog.close). */
function Shell({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const t = useT()
  const page = useVaultsPage()
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && page.send({ type: 'dialog.close' })}
      title={title}
      closeLabel={t('vaults.modal.close')}
      contentProps={{ 'data-testid': testId }}
    >
      {children}
    </Sheet>
  )
}

/**
 * Analytics (positions and the sampled rate history per protocol) and Settings (inflation, and the app's
 * dólar for pesos, the same choice as in the settings panel).
 */
export function VaultDialogs() {
  const dialog = usePage((s) => s.context.dialog)
  if (dialog === 'analytics') return <Analytics />
  if (dialog === 'settings') return <Settings />
  return null
}

function Analytics() {
  const t = useT()
  const language = useLanguage()
  const percent = usePercent()
  const data = usePage((s) => s.context.data)
  return (
    <Shell title={t('vaults.analytics.title')} testId="vault-analytics">
      <ul className="vault-list">
        {protocolIds.map((id) => {
          const held = data?.read.positions.filter((p) => p.protocol === id) ?? []
          const samples = data?.samples[id] ?? []
          const first = samples[0]
          const history = rateHistory(samples)
          return (
            <li key={id}>
              <strong>{protocols[id].name}</strong>
              <div className="small">
                {t('vaults.analytics.rate')}: {percent(data?.rates[id].apy)} ·{' '}
                {t(`vaults.rate.source.${data?.rates[id].source ?? 'none'}`)}
              </div>
              <div className="small">
                {t('vaults.analytics.position')}:{' '}
                {held.length
                  ? held.map((p, i) => (
                      <span key={p.receipt}>
                        {i > 0 && ' · '}
                        <TokenLogo symbol={tokens[p.asset].symbol} size="sm" />{' '}
                        <Amount
                          value={p.value}
                          decimals={tokens[p.asset].decimals}
                          stable={isDollarSymbol(tokens[p.asset].symbol)}
                        />{' '}
                        {tokens[p.asset].symbol}
                      </span>
                    ))
                  : t('vaults.card.nothingHeld')}
              </div>
              {(id === 'ethena' || id === 'yearn' || id === 'beefy' || id === 'curve' || id === 'convex') && (
                <div className="muted small">
                  <p className="small">{t('vaults.analytics.samples.explain')}</p>
                  {t('vaults.analytics.samples')}:{' '}
                  {first
                    ? t(
                        samples.length === 1 ? 'vaults.analytics.sampleOne' : 'vaults.analytics.sampleCount',
                        {
                          count: samples.length,
                          from: formatDate(language, new Date(first.at * 1000)),
                        },
                      )
                    : t('vaults.analytics.noSamples')}
                  {history.length > 0 && (
                    <ol className="rate-history" aria-label={t('vaults.analytics.history')}>
                      {history.map((point) => (
                        <li key={point.at}>
                          {formatDate(language, new Date(point.at * 1000))}: {percent(point.apy)}
                        </li>
                      ))}
                    </ol>
                  )}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </Shell>
  )
}

function Settings() {
  const t = useT()
  const page = useVaultsPage()
  const settings = usePage((s) => s.context.settings)
  return (
    <Shell title={t('vaults.settings.title')} testId="vault-settings">
      <SelectField
        label={t('vaults.settings.inflation')}
        value={settings.inflationSource}
        options={(['live', 'reference'] as const).map((v) => ({
          value: v,
          label: t(`vaults.settings.inflation.${v}`),
        }))}
        onChange={(inflationSource) => page.send({ type: 'settings.change', settings: { inflationSource } })}
      />
      <DollarSelectField />
    </Shell>
  )
}
