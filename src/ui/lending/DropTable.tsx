import { Fragment } from 'react'
import { type DropScenario, healthColour, type LendingAsset, riskBand } from '../../domain/lending'
import { useLanguage, useT } from '../i18n'
import { Card } from '../kit/Card'
import { Money } from '../kit/Money'
import { textWithNodes } from '../textWithNodes'
import { loansFormat } from './format'

type Props = {
  asset: LendingAsset
  drops: DropScenario[]
  /** The collateral that falls: its decimals and what is supplied of it. */
  collateral: { decimals: number; supplied: bigint }
}

/**
 * "¿Y si baja?": for falls of 10, 20, 30 and 50 % of the main collateral, its price, the health factor, and in
 * plain words what happens — safe (1.5 or more), at risk (1 to 1.5), or liquidatable, with how much debt a
 * liquidator may repay and how much collateral it takes, bonus included.
 */
export function DropTable({ asset, drops, collateral }: Props) {
  const t = useT()
  const f = loansFormat(useLanguage())
  const outcome = (d: DropScenario) => {
    if (d.liquidatable) return t('lendingRisk.drop.liquidatable')
    return riskBand(d.healthFactor) === 'high' ? t('lendingRisk.drop.atRisk') : t('lendingRisk.drop.safe')
  }
  return (
    <Card className="loans-panel" aria-labelledby="loans-drops-title" data-testid="loans-drops">
      <h2 id="loans-drops-title">{t('lendingRisk.drop.title')}</h2>
      <p className="small">{t('lendingRisk.drop.intro', { asset })}</p>
      <table className="loans-drops">
        <thead>
          <tr>
            <th scope="col">{t('lendingRisk.drop.fall')}</th>
            <th scope="col">{t('lendingRisk.drop.price')}</th>
            <th scope="col">{t('lendingRisk.drop.health')}</th>
            <th scope="col">{t('lendingRisk.drop.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {drops.map((d) => (
            <Fragment key={d.dropPercent}>
              <tr data-testid={`drop-${d.dropPercent}`} data-liquidatable={d.liquidatable || undefined}>
                <th scope="row">{f.percent(`−${d.dropPercent}`)}</th>
                <td>{f.usd(d.priceBase)}</td>
                <td data-colour={healthColour(d.healthFactor)}>{f.health(d.healthFactor)}</td>
                <td>{outcome(d)}</td>
              </tr>
              {d.liquidatable && (
                <tr className="loans-drop-detail" data-testid={`drop-${d.dropPercent}-detail`}>
                  <td colSpan={4}>
                    {textWithNodes(
                      t(
                        d.collateralSeized >= collateral.supplied
                          ? 'lendingRisk.drop.detailAll'
                          : 'lendingRisk.drop.detail',
                      ),
                      {
                        debt: <Money>{f.usd(d.debtRepaidBase)}</Money>,
                        collateral: <Money>{f.token(d.collateralSeized, collateral.decimals)}</Money>,
                        asset,
                      },
                    )}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      <p className="muted small">{t('lendingRisk.drop.legend')}</p>
    </Card>
  )
}
