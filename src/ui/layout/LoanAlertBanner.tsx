import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { BellRing, TriangleAlert, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { loanAlertFigures } from '../../domain/lending/loanAlert'
import { bannerOf } from '../../machines/lending'
import { usePortfolio } from '../home/PortfolioProvider'
import { useLanguage, useT } from '../i18n'
import { Button, buttonClass } from '../kit/Button'
import { Money } from '../kit/Money'
import { textWithNodes } from '../textWithNodes'
import './loanAlert.css'

/**
 * The loan warning on every wallet screen (issue 23): while the health factor is below 1.5 (warning, a status
 * the user may put away for this session) or below 1.2 (critical, an alert that stays), a strip at the top
 * with the spec's alert text, the health factor, the price of the main collateral that would liquidate it, and
 * the way to /loans; and, until the user has said yes, the button that asks for browser notifications.
 */
export function LoanAlertBanner() {
  const t = useT()
  const language = useLanguage()
  const { loanAlert } = usePortfolio()
  const alert = useSelector(loanAlert, bannerOf)
  const canAsk = useSelector(loanAlert, (s) => s.can({ type: 'notify.enable' }))
  const notifying = useSelector(loanAlert, (s) => s.matches({ notifications: 'on' }))
  const strip = useRef<HTMLElement>(null)
  const shown = alert !== null
  // The strip's own height, for the page's scroll padding (loanAlert.css): a control reached with Tab or a review
  // scrolled into view lands below it, however many lines the language and the width make it.
  useEffect(() => {
    const element = strip.current
    if (!shown || !element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--loan-alert-height', `${element.getBoundingClientRect().height}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--loan-alert-height')
    }
  }, [shown])
  if (!alert) return null
  const critical = alert.level === 'critical'
  const figures = loanAlertFigures(alert, language)
  return (
    <aside
      ref={strip}
      className={`loan-alert loan-alert-${alert.level}`}
      aria-label={t('loanAlert.region')}
      data-testid="loan-alert"
      data-level={alert.level}
    >
      <TriangleAlert className="loan-alert-icon" aria-hidden="true" />
      <div className="loan-alert-text" role={critical ? 'alert' : 'status'}>
        <strong>{t(critical ? 'lending.alert.dangerouslyLow' : 'lending.alert.belowThreshold')}</strong>{' '}
        <span data-testid="loan-alert-health">
          {t('loanAlert.healthFactor', { value: figures.healthFactor })}
        </span>
        {figures.price && figures.asset && (
          <>
            {'. '}
            <span data-testid="loan-alert-liquidation">
              {/* The liquidation price follows the position, so it hides with the balances; the drop is a rate. */}
              {figures.drop
                ? textWithNodes(t('loanAlert.liquidation'), {
                    asset: figures.asset,
                    price: <Money>{figures.price}</Money>,
                    drop: figures.drop,
                  })
                : textWithNodes(t('loanAlert.liquidationNow'), {
                    asset: figures.asset,
                    price: <Money>{figures.price}</Money>,
                  })}
            </span>
          </>
        )}
      </div>
      <div className="loan-alert-actions">
        <Link to="/loans" className={buttonClass(critical ? 'danger' : 'primary', 'sm')}>
          {t('loanAlert.act')}
        </Link>
        {canAsk && (
          <Button
            size="sm"
            icon={<BellRing />}
            aria-describedby="loan-alert-notify-hint"
            onClick={() => loanAlert.send({ type: 'notify.enable' })}
          >
            {t('loanAlert.notify')}
          </Button>
        )}
        {canAsk && (
          <span id="loan-alert-notify-hint" className="visually-hidden">
            {t('loanAlert.notifyHint')}
          </span>
        )}
        {notifying && <span className="loan-alert-note">{t('loanAlert.notifyOn')}</span>}
      </div>
      {!critical && (
        <Button
          variant="ghost"
          size="sm"
          className="loan-alert-dismiss"
          aria-label={t('loanAlert.dismiss')}
          onClick={() => loanAlert.send({ type: 'banner.dismiss' })}
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </aside>
  )
}
