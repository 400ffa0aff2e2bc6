import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { formatAmount } from '../../domain/amounts/formatAmount'
import { protocolIds, protocols } from '../../domain/catalogue/protocols'
import { tokens } from '../../domain/catalogue/tokens'
import { formatDate } from '../../domain/i18n/numbers'
import { rateHistory } from '../../domain/vaults/samples'
import { useLocale } from '../home/format'
import { useLanguage, useT } from '../i18n'
import { useReturnFocus } from '../layout/focus'
import { usePage, usePercent, useVaultsPage } from './VaultsContext'

function Shell({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const returnFocus = useReturnFocus()
  const t = useT()
  const page = useVaultsPage()
  return (
    <Dialog.Root open onOpenChange={(open) => !open && page.send({ type: 'dialog.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="money-overlay" />
        <Dialog.Content
          {...returnFocus}
          className="money-dialog card"
          data-testid={testId}
          aria-describedby={undefined}
        >
          <div className="row">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" style={{ marginLeft: 'auto' }}>
                {t('vaults.modal.close')}
              </button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Analytics (positions and the sampled rate history per protocol) and Settings (inflation and dollar). */
export function VaultDialogs() {
  const dialog = usePage((s) => s.context.dialog)
  if (dialog === 'analytics') return <Analytics />
  if (dialog === 'settings') return <Settings />
  return null
}

function Analytics() {
  const t = useT()
  const language = useLanguage()
  const locale = useLocale()
  const percent = usePercent()
  const data = usePage((s) => s.context.data)
  return (
    <Shell title={t('vaults.analytics.title')} testId="vault-analytics">
      <ul className="tx-list">
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
                  ? held
                      .map(
                        (p) =>
                          `${formatAmount(p.value, tokens[p.asset].decimals, { locale, decimals: 6 })} ${tokens[p.asset].symbol}`,
                      )
                      .join(' · ')
                  : t('vaults.card.nothingHeld')}
              </div>
              {(id === 'ethena' || id === 'yearn' || id === 'beefy' || id === 'curve' || id === 'convex') && (
                <div className="muted small">
                  {t('vaults.analytics.samples')}:{' '}
                  {first
                    ? t('vaults.analytics.sampleCount', {
                        count: samples.length,
                        from: formatDate(language, new Date(first.at * 1000)),
                      })
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
      <label className="field">
        {t('vaults.settings.inflation')}
        <select
          value={settings.inflationSource}
          onChange={(e) =>
            page.send({
              type: 'settings.change',
              settings: { inflationSource: e.target.value === 'reference' ? 'reference' : 'live' },
            })
          }
        >
          <option value="live">{t('vaults.settings.inflation.live')}</option>
          <option value="reference">{t('vaults.settings.inflation.reference')}</option>
        </select>
      </label>
      <label className="field">
        {t('vaults.settings.dollar')}
        <select
          value={settings.dollar}
          onChange={(e) =>
            page.send({
              type: 'settings.change',
              settings: { dollar: e.target.value === 'bolsa' ? 'bolsa' : 'cripto' },
            })
          }
        >
          <option value="cripto">{t('vaults.dollar.cripto')}</option>
          <option value="bolsa">{t('vaults.dollar.bolsa')}</option>
        </select>
      </label>
    </Shell>
  )
}
