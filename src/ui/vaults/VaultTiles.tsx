import { formatMonth, formatPercent, formatUsd } from '../../domain/i18n/numbers'
import { realYieldFigure } from '../../domain/pesos/realYieldFigure'
import { vaultDiversification } from '../../domain/vaults/diversification'
import { totalYieldEarned } from '../../machines/vaults'
import { useErrorText } from '../errorText'
import { FigureAge } from '../freshness/FigureAge'
import { useInflationAge } from '../freshness/useFigureAge'
import { useLanguage, useT } from '../i18n'
import { useInflationSource } from '../inflation/useInflationSource'
import { Card } from '../kit/Card'
import { Held } from '../kit/Held'
import { Money } from '../kit/Money'
import { Ars } from '../pesos/Ars'
import { DollarQuoteNote } from '../pesos/DollarQuoteNote'
import { usePesoRealYield } from '../pesos/usePesoRealYield'
import { usePage, usePageTea, usePercent } from './VaultsContext'

/** The five summary tiles (spec 001 §2.1), the portfolio also in pesos, and the dólar it is shown at. */
export function VaultTiles() {
  const t = useT()
  const errorText = useErrorText()
  const language = useLanguage()
  const percent = usePercent()
  const sourceOf = useInflationSource()
  const ageOf = useInflationAge()
  const data = usePage((s) => s.context.data)
  const error = usePage((s) => s.context.error)
  const reference = usePage((s) => s.context.settings.inflationSource === 'reference')
  const unknown = t('vaults.tile.unknown')
  const inflation = data?.inflation ?? null
  const basis = usePageTea()
  // The spec's "real yield after inflation" is the page's one real yield: in pesos, of the deposits' TEA (or the
  // vaults' average), the same figure and words as the note below it (issue 44).
  const pesos = usePesoRealYield(basis?.tea, inflation)
  const real = pesos.status === 'ready' ? pesos.value : null
  const figure =
    pesos.status === 'ready' && basis
      ? realYieldFigure(language, {
          of: basis.of,
          tea: basis.tea,
          value: pesos.value,
          move: pesos.move,
          inflation: pesos.inflation,
          digits: 2,
        })
      : null
  // The real yield's basis at its longest (the vaults' average, 12 months to September, two-digit figures).
  const basisSample = t('vaults.tile.realYield.vaultsAverage', {
    tea: formatPercent(language, 88.88, 2),
    period: t('pesos.realYield.period.months12', {
      month: formatMonth(language, '2028-09-30'),
      inflation: formatPercent(language, 88.8, 1),
    }),
  })
  const earned = data ? totalYieldEarned(data.activity, data.read.positions) : null
  const diversification = data ? vaultDiversification(data.read.positions) : null
  return (
    <section aria-label={t('vaults.tiles')}>
      {error && (
        <p className="error" role="alert">
          {t('vaults.readError', { message: errorText(error) })}
        </p>
      )}
      <dl className="vaults-tiles">
        <Card as="div" data-testid="tile-portfolio">
          <dt>{t('vaults.tile.portfolio')}</dt>
          <dd>
            {data?.portfolioUsd != null ? <Money>{formatUsd(language, data.portfolioUsd)}</Money> : unknown}
          </dd>
          {/* Its line is there from the first frame: the pesos coming pushed every tile below down. */}
          <dd className="small">
            <Held samples={['\u00a0']}>
              {data?.portfolioUsd != null && <Ars usd={data.portfolioUsd} data-testid="portfolio-ars" />}
            </Held>
          </dd>
        </Card>
        <Card as="div" data-testid="tile-yield">
          <dt>{t('vaults.tile.yield')}</dt>
          <dd>{earned !== null ? <Money>{formatUsd(language, earned)}</Money> : unknown}</dd>
        </Card>
        <Card as="div" data-testid="tile-real-yield">
          <dt>{t('vaults.tile.realYield')}</dt>
          <dd className={real !== null && real < 0 ? 'negative' : undefined}>{percent(real)}</dd>
          {/* The room of the longest basis from the first frame (issue 44: it came later and moved the tiles below). */}
          <dd className="muted small">
            <Held samples={[basisSample]}>
              {figure && basis && (
                <span data-testid="real-yield-basis">
                  {t(`vaults.tile.realYield.${basis.of}`, {
                    tea: figure.values.tea ?? '',
                    period: t(figure.period.key, figure.period.values),
                  })}
                </span>
              )}
            </Held>
          </dd>
        </Card>
        <Card as="div" data-testid="tile-inflation">
          <dt>{t('vaults.tile.inflation')}</dt>
          <dd>{inflation ? percent(inflation.rate, 1) : unknown}</dd>
          {inflation && (
            <dd className="muted small">
              <span data-testid="inflation-source" data-source={inflation.source}>
                {sourceOf(inflation, { chosen: reference })}
              </span>
              <FigureAge text={ageOf(inflation)} />
            </dd>
          )}
        </Card>
        <Card as="div" data-testid="tile-health">
          <dt>{t('vaults.tile.health')}</dt>
          <dd>{data?.health != null ? t('vaults.tile.healthValue', { score: data.health }) : unknown}</dd>
          {diversification && (
            <dd className="muted small" data-testid="vault-diversification">
              {t('estimates.vaultDiversification', { score: diversification.score })} <br />
              {t('estimates.vaultDiversification.note', { count: diversification.held })}
            </dd>
          )}
        </Card>
      </dl>
      {/* Below the tiles, whose "—" already say nothing is read yet: above them, its going away moved them
          up as the figures came (a layout shift of 0.025 on a phone). */}
      {!data && !error && (
        <p className="muted" role="status">
          {t('vaults.loading')}
        </p>
      )}
      <DollarQuoteNote />
    </section>
  )
}
