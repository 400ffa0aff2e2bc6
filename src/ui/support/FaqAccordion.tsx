import { useSelector } from '@xstate/react'
import { Minus, Plus } from 'lucide-react'
import { memo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { FaqItem } from '../../domain/support'
import type { supportMachine } from '../../machines/support'
import { FaqIcon } from './FaqIcon'

/**
 * The FAQ accordion: one entry open at a time, the machine decides which (spec 001 §4). Memoised: it renders
 * again only when its questions or the open one change, not with every letter typed in the search.
 */
export const FaqAccordion = memo(function FaqAccordion({
  actor,
  items,
}: {
  actor: ActorRefFrom<typeof supportMachine>
  items: readonly FaqItem[]
}) {
  const openId = useSelector(actor, (s) => (s.matches({ faq: 'open' }) ? s.context.openId : null))
  return (
    <ul className="faq-list">
      {items.map((item) => {
        const open = item.id === openId
        return (
          <li key={item.id} className="faq-item" data-testid="faq-item">
            <h3>
              <button
                type="button"
                id={`faq-q-${item.id}`}
                className="faq-question"
                aria-expanded={open}
                aria-controls={`faq-a-${item.id}`}
                onClick={() => actor.send({ type: 'faq.toggle', id: item.id })}
              >
                <span aria-hidden="true" className="faq-icon">
                  <FaqIcon name={item.icon} />
                </span>
                <span>{item.question}</span>
                <span aria-hidden="true" className="faq-chevron">
                  {open ? <Minus className="icon" /> : <Plus className="icon" />}
                </span>
              </button>
            </h3>
            <section
              id={`faq-a-${item.id}`}
              aria-labelledby={`faq-q-${item.id}`}
              className="faq-answer"
              hidden={!open}
            >
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          </li>
        )
      })}
    </ul>
  )
})
