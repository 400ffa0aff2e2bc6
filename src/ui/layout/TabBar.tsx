import { Link } from '@tanstack/react-router'
import { useT } from '../i18n'

const tabs = [
  { to: '/home', label: 'nav.home', icon: '⌂' },
  { to: '/loans', label: 'nav.loans', icon: '⇄' },
  { to: '/inflation', label: 'nav.inflation', icon: '↗' },
  { to: '/insurance', label: 'nav.insurance', icon: '◈' },
] as const

/** The bottom tab bar shared by home, loans, inflation and insurance (spec 000 §2). */
export function TabBar() {
  const t = useT()
  return (
    <nav className="tab-bar" aria-label={t('nav.label')}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className="tab"
          activeProps={{ className: 'tab active', 'aria-current': 'page' }}
        >
          <span aria-hidden="true">{tab.icon}</span>
          <span>{t(tab.label)}</span>
        </Link>
      ))}
    </nav>
  )
}
