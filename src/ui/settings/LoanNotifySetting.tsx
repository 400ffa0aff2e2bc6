import { useSelector } from '@xstate/react'
import { usePortfolio } from '../home/PortfolioProvider'
import { useT } from '../i18n'

/**
 * Settings: the browser notification about a loan's health factor (issue 23), asked for before any warning
 * shows, and turned off here. The switch sends to the loan warning's machine, which asks the browser.
 */
export function LoanNotifySetting() {
  const t = useT()
  const { loanAlert } = usePortfolio()
  const on = useSelector(loanAlert, (s) => s.matches({ notifications: 'on' }))
  const canEnable = useSelector(loanAlert, (s) => s.can({ type: 'notify.enable' }))
  const canDisable = useSelector(loanAlert, (s) => s.can({ type: 'notify.disable' }))
  const denied = useSelector(loanAlert, (s) => s.matches({ notifications: 'denied' }))
  const unsupported = useSelector(loanAlert, (s) => s.matches({ notifications: 'unsupported' }))
  const note = denied ? 'loanAlert.setting.denied' : unsupported ? 'loanAlert.setting.unsupported' : null
  return (
    <>
      <label className="pref">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          disabled={on ? !canDisable : !canEnable}
          aria-describedby="settings-loan-notify-note"
          onChange={(e) => loanAlert.send({ type: e.target.checked ? 'notify.enable' : 'notify.disable' })}
        />
        <span>{t('loanAlert.setting')}</span>
      </label>
      <p id="settings-loan-notify-note" className="muted small">
        {t('loanAlert.setting.note')}
        {note && ` ${t(note)}`}
      </p>
    </>
  )
}
