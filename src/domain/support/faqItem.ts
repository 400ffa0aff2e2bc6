import type { FaqCategory } from './categories'

/** One question of the FAQ (spec 001 §3: question, answer, category, icon). */
export type FaqItem = {
  /** Stable across languages: the accordion opens by id, so switching language keeps the entry open. */
  id: FaqId
  category: FaqCategory
  /** Decorative; never the only way to tell items apart. */
  icon: string
  question: string
  /** Paragraphs of the answer. */
  answer: readonly string[]
}

/** The 18 questions, in the order the accordion shows them. */
export const faqIds = [
  'whatIs',
  'selfCustody',
  'keysOnDevice',
  'lostPassword',
  'fees',
  'supportedAssets',
  'networks',
  'gettingStarted',
  'importWallet',
  'gas',
  'gasSaving',
  'yield',
  'yieldRisks',
  'withdrawals',
  'hardwareWallets',
  'kyc',
  'troubleshooting',
  'contactSupport',
] as const

export type FaqId = (typeof faqIds)[number]
