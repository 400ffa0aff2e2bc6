import type { Language } from '../i18n'
import type { FaqFilter } from './categories'
import { faqEn } from './faq/en'
import { faqEs } from './faq/es'
import type { FaqItem } from './faqItem'

export * from './categories'
export * from './contacts'
export * from './faqItem'
export * from './mailto'

/** The 18 FAQ items in each language, same ids, same order. */
export const faqs: Record<Language, readonly FaqItem[]> = { es: faqEs, en: faqEn }

/** Lower case, accents and other marks removed, so 'Gás' finds 'gas' and 'contrasena' finds 'contraseña'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es')
}

/**
 * The items a reader sees for a search and a category chip. Every word of the search must appear in the
 * question or the answer, in any case and with or without accents.
 * @example filterFaqs(faqs.es, 'contrasena', 'all').map((f) => f.id) // ['keysOnDevice', 'lostPassword', …]
 */
export function filterFaqs(items: readonly FaqItem[], query: string, category: FaqFilter): FaqItem[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean)
  return items.filter((item) => {
    if (category !== 'all' && item.category !== category) return false
    if (words.length === 0) return true
    const haystack = foldForSearch([item.question, ...item.answer].join(' '))
    return words.every((word) => haystack.includes(word))
  })
}
