import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '../i18n'
import { buttonClass } from '../kit/Button'
import { Card } from '../kit/Card'
import '../onboarding/keys.css'
import '../send/money.css'
import './buy.css'
import { onRamps } from './onRamps'

/**
 * /buy: how to get ETH, USDC, DAI and USDe into this wallet from Argentina — receive from an exchange
 * (address, QR, which network, the warning) and external places to buy as plain links. No custody, no
 * third-party script. `receive` is the receive panel with its machine, which the route makes.
 */
export function BuyScreen({ receive }: { receive: ReactNode }) {
  const t = useT()
  return (
    <main className="screen narrow buy">
      <h1>{t('buy.heading')}</h1>
      <p className="muted">{t('buy.intro')}</p>
      <Card className="stack" aria-labelledby="buy-exchange">
        <h2 id="buy-exchange">{t('buy.exchange.title')}</h2>
        <ol className="buy-steps">
          <li>{t('buy.exchange.step1')}</li>
          <li>{t('buy.exchange.step2')}</li>
          <li>{t('buy.exchange.step3')}</li>
          <li>{t('buy.exchange.step4')}</li>
        </ol>
        <p className="warn" role="note">
          {t('buy.exchange.warning')}
        </p>
        {receive}
      </Card>
      <Card className="stack" aria-labelledby="buy-usde">
        <h2 id="buy-usde">{t('buy.usde.title')}</h2>
        <p>{t('buy.usde.note')}</p>
      </Card>
      <Card className="stack" aria-labelledby="buy-ramps">
        <h2 id="buy-ramps">{t('buy.ramps.title')}</h2>
        <p className="muted small">{t('buy.ramps.intro')}</p>
        <ul className="buy-ramps">
          {onRamps.map((ramp) => (
            <li key={ramp.name}>
              <a
                className={buttonClass('secondary', 'sm')}
                href={ramp.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {ramp.name} <ExternalLink aria-hidden="true" />
                <span className="visually-hidden">{t('buy.ramps.opens')}</span>
              </a>
              <span className="small">{t(ramp.note)}</span>
            </li>
          ))}
        </ul>
      </Card>
    </main>
  )
}
