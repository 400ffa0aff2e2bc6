import { realYieldInPesos } from '../../domain/vaults/realYield'
import { portfolioApy, portfolioRealYield } from '../../machines/vaultsPageRules'
import { useT } from '../i18n'
import { Card } from '../kit/Card'
import { usePage, usePercent } from './VaultsContext'

/** Real yield two ways, each explained in one line: after inflation (in dollars) and in pesos. */
export function RealYieldNote() {
  const t = useT()
  const percent = usePercent()
  const data = usePage((s) => s.context.data)
  const dollarKind = usePage((s) => s.context.settings.dollar)
  if (!data) return null
  const apy = portfolioApy(data.rates, data.read.positions)
  const cpi = data.inflation.rate
  const usd = portfolioRealYield(apy, cpi)
  const pesos = apy !== null && data.dollar ? realYieldInPesos(apy, data.dollar.rise, cpi) : null
  return (
    <Card className="vaults-real" aria-labelledby="real-yield-title" data-testid="real-yield">
      <h2 id="real-yield-title">{t('vaults.realYield.title')}</h2>
      <p>
        <strong>{t('vaults.realYield.usdValue', { value: percent(usd) })}</strong>
        <br />
        <span className="muted small">{t('vaults.realYield.usd')}</span>
      </p>
      <p>
        <strong>
          {data.dollar
            ? t('vaults.realYield.pesosValue', {
                dollar: t(`vaults.dollar.${dollarKind}`),
                rise: percent(data.dollar.rise, 1),
                value: percent(pesos),
              })
            : t('vaults.realYield.noDollar')}
        </strong>
        <br />
        <span className="muted small">{t('vaults.realYield.pesos')}</span>
      </p>
    </Card>
  )
}
