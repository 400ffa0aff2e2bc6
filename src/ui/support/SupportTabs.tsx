import { useSelector } from '@xstate/react'
import { type KeyboardEvent, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { SupportTab, supportMachine } from '../../machines/support'
import { useT } from '../i18n'

const tabs: readonly SupportTab[] = ['faq', 'contact']

/**
 * The FAQ / Contact tab list, with the keyboard pattern of the WAI-ARIA tabs: arrows, Home and End move
 * between tabs and select them; Tab leaves for the panel.
 */
export function SupportTabs({ actor }: { actor: ActorRefFrom<typeof supportMachine> }) {
  const t = useT()
  const selected = useSelector(actor, (s): SupportTab => (s.matches('contact') ? 'contact' : 'faq'))
  const refs = useRef<Partial<Record<SupportTab, HTMLButtonElement | null>>>({})

  const select = (tab: SupportTab) => {
    actor.send({ type: tab === 'faq' ? 'tab.faq' : 'tab.contact' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(selected)
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    select(next)
    refs.current[next]?.focus()
  }

  return (
    <div role="tablist" aria-label={t('support.tabs')} className="support-tabs">
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element
          }}
          type="button"
          role="tab"
          id={`support-tab-${tab}`}
          aria-selected={selected === tab}
          aria-controls={`support-panel-${tab}`}
          tabIndex={selected === tab ? 0 : -1}
          className="support-tab"
          onClick={() => select(tab)}
          onKeyDown={onKeyDown}
        >
          {t(tab === 'faq' ? 'support.tab.faq' : 'support.tab.contact')}
        </button>
      ))}
    </div>
  )
}
