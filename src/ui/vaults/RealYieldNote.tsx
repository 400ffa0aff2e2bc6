import { useT } from '../i18n'
import { Card } from '../kit/Card'
import { PesosHelp } from '../pesos/PesosHelp'
import { missingRealYield, RealYieldInputs } from '../pesos/RealYieldInputs'
import { usePesoQuote } from '../pesos/usePesoQuote'
import { usePesoRealYield } from '../pesos/usePesoRealYield'
import { useRealYieldText } from '../pesos/useRealYieldText'
import { usePage, usePageTea } from './VaultsContext'

/**
 * The page's real yield, the one its tile shows: the real yield in pesos of the deposits' TEA (or, with no
 * deposit, of the vaults' average TEA, named as such), at the dólar chosen in Settings, with its period and
 * inflation, what was counted and the formula in words. A dollar rate divided by peso inflation is not shown:
 * it mixes two currencies, and beside this figure it read as a second, contradictory real yield (issue 44).
 */
export function RealYieldNote() {
  const t = useT()
  const data = usePage((s) => s.context.data)
  const { casa } = usePesoQuote()
  const basis = usePageTea()
  const pesos = usePesoRealYield(basis?.tea, data?.inflation ?? null)
  const say = useRealYieldText()
  if (!data) return null
  return (
    <Card className="vaults-real" aria-labelledby="real-yield-title" data-testid="real-yield">
      <h2 id="real-yield-title">{t('vaults.realYield.title')}</h2>
      <p data-testid="real-yield-pesos">
        <strong>
          {pesos.status === 'ready' && basis
            ? say(basis.of, basis.tea, pesos, 2)
            : (missingRealYield(t, casa, pesos) ?? t('loading'))}
        </strong>
      </p>
      <RealYieldInputs inflation={data.inflation} />
      <PesosHelp />
    </Card>
  )
}
