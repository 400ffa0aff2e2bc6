import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import { faqCategories, faqs, filterFaqs } from '../../domain/support'
import type { supportMachine } from '../../machines/support'
import { useDeferredFrom } from '../app/useDeferredFrom'
import { useLanguage, useT } from '../i18n'
import { FaqAccordion } from './FaqAccordion'

type SupportActor = ActorRefFrom<typeof supportMachine>

/** Search box, category chips and the accordion of the questions that match both. */
export function FaqPanel({ actor }: { actor: SupportActor }) {
  const t = useT()
  const language = useLanguage()
  const query = useSelector(actor, (s) => s.context.query)
  const category = useSelector(actor, (s) => s.context.category)
  const all = faqs[language]
  const visible = useMemo(() => filterFaqs(all, query, category), [all, query, category])
  // The questions render in the background (a deferred value: React renders them in short slices), as the
  // screen opens and as a search narrows them; the search box and the chips answer at once.
  const shown = useDeferredFrom(visible, null)

  return (
    <div className="faq">
      {/* The questions are h3s under the page's h1: a heading for the panel keeps the outline in order, as
          Contact's does; the tab above already says it to sighted readers. */}
      <h2 className="sr-only">{t('support.tab.faq')}</h2>
      <div className="field">
        <label htmlFor="faq-search">{t('support.search.label')}</label>
        <input
          id="faq-search"
          type="search"
          value={query}
          placeholder={t('support.search.placeholder')}
          autoComplete="off"
          onChange={(event) => actor.send({ type: 'search.change', query: event.target.value })}
        />
      </div>
      <fieldset className="chips">
        <legend className="sr-only">{t('support.categories')}</legend>
        {faqCategories.map((chip) => (
          <button
            key={chip}
            type="button"
            className="chip"
            aria-pressed={category === chip}
            onClick={() => actor.send({ type: 'category.select', category: chip })}
          >
            {t(`support.category.${chip}` as const)}
          </button>
        ))}
      </fieldset>
      <p role="status" className="muted small">
        {t('support.results', { count: visible.length, total: all.length })}
      </p>
      {shown === null ? null : shown.length > 0 ? (
        <FaqAccordion actor={actor} items={shown} />
      ) : (
        <div className="card faq-empty">
          <p>
            <strong>{t('support.empty')}</strong>
          </p>
          <p className="muted small">{t('support.empty.hint')}</p>
        </div>
      )}
    </div>
  )
}
