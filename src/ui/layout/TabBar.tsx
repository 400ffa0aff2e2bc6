import { Link } from '@tanstack/react-router'
import { HandCoins, House, ShieldCheck, TrendingUp } from 'lucide-react'
import { useT } from '../i18n'

const tabs = [
  { to: '/home', label: 'nav.home', Icon: House },
  { to: '/loans', label: 'nav.loans', Icon: HandCoins },
  { to: '/inflation', label: 'nav.inflation', Icon: TrendingUp },
  { to: '/insurance', label: 'nav.insurance', Icon: ShieldCheck },
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
          <tab.Icon className="tab-icon" aria-hidden="true" />
          <span>{t(tab.label)}</span>
        </Link>
      ))}
    </nav>
  )
}
