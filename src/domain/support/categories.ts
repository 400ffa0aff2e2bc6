/**
 * The FAQ categories in the order of the chips (spec 001 §2.5). `all` is the chip that shows every
 * question; the rest are the categories an FAQ item can belong to.
 */
export const faqCategories = [
  'all',
  'general',
  'security',
  'fees',
  'supportedAssets',
  'gettingStarted',
  'troubleshooting',
  'yield',
  'withdrawals',
  'networks',
  'hardwareWallets',
  'kyc',
  'gasOptimization',
  'support',
] as const

/** A chip of the FAQ tab, `all` included. */
export type FaqFilter = (typeof faqCategories)[number]
/** The category of one FAQ item. */
export type FaqCategory = Exclude<FaqFilter, 'all'>

/** Narrows anything (an event, a URL) to a known chip, falling back to `all`. */
export function toFaqFilter(value: unknown): FaqFilter {
  return (faqCategories as readonly unknown[]).includes(value) ? (value as FaqFilter) : 'all'
}
