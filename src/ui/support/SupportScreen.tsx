import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { supportMachine } from '../../machines/support'
import { useT } from '../i18n'
import { ContactPanel } from './ContactPanel'
import { FaqPanel } from './FaqPanel'
import { SupportTabs } from './SupportTabs'
import './support.css'

/** The customer service page (spec 001 §2.5): FAQ and Contact tabs over one support machine. */
/** The support screen, drawn from the machine its route mounts. */
export function SupportScreen({ actor }: { actor: ActorRefFrom<typeof supportMachine> }) {
  const t = useT()
  const tab = useSelector(actor, (s) => (s.matches('contact') ? 'contact' : 'faq'))
  return (
    <main className="screen support">
      <h1>{t('support.title')}</h1>
      <p className="muted">{t('support.intro')}</p>
      <SupportTabs actor={actor} />
      <section
        role="tabpanel"
        id={`support-panel-${tab}`}
        aria-labelledby={`support-tab-${tab}`}
        className="support-panel"
      >
        {tab === 'faq' ? <FaqPanel actor={actor} /> : <ContactPanel actor={actor} />}
      </section>
    </main>
  )
}
