import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { TextKey } from '../../domain/i18n'
import { localeOf } from '../../domain/i18n/numbers'
import type { LegalDocument } from '../../domain/legal'
import { useLanguage, useT } from '../i18n'
import { LegalSectionView } from './LegalSectionView'
import './legal.css'

type Props = {
  /** Short name used for ids and anchors: `privacy` or `terms`. */
  name: 'privacy' | 'terms'
  title: TextKey
  document: LegalDocument
}

/**
 * A legal page: title, effective date (today, in the reader's language, as spec 001 §2.6–§2.7 ask),
 * introduction, then the numbered sections, and links to the other documents.
 */
export function LegalPage({ name, title, document }: Props) {
  const t = useT()
  const language = useLanguage()
  const today = useMemo(
    () => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date()),
    [language],
  )
  return (
    <main className="screen legal" aria-labelledby={`${name}-title`}>
      <header className="legal-header">
        <h1 id={`${name}-title`}>{t(title)}</h1>
        <p className="muted" data-testid="effective-date">
          {t('legal.effective', { date: today })}
        </p>
      </header>
      {document.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {document.sections.map((section, index) => (
        <LegalSectionView key={section.id} prefix={name} number={index + 1} section={section} />
      ))}
      <nav aria-label={t('legal.seeAlso')} className="row legal-links">
        {name === 'terms' ? (
          <Link to="/privacy">{t('legal.privacy.title')}</Link>
        ) : (
          <Link to="/terms">{t('legal.terms.title')}</Link>
        )}
        <Link to="/support">{t('legal.support')}</Link>
      </nav>
    </main>
  )
}
