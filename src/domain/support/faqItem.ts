import type { FaqCategory } from './categories'

/** One question of the FAQ (spec 001 §3: question, answer, category, icon). */
export type FaqItem = {
  /** Stable across languages: the accordion opens by id, so switching language keeps the entry open. */
  id: FaqId
  category: FaqCategory
  /** Decorative; never the only way to tell items apart. A name the UI maps to its icon (no emoji). */
  icon: FaqIconName
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

/** The icons the FAQ may name (lucide's names, kebab-case); the UI draws each one. */
export const faqIconNames = [
  'wallet',
  'key-round',
  'lock-keyhole',
  'puzzle',
  'banknote',
  'coins',
  'globe',
  'rocket',
  'download',
  'fuel',
  'trending-down',
  'trending-up',
  'triangle-exclamation-point',
  'landmark',
  'plug',
  'id-card',
  'wrench',
  'message-circle',
] as const

/** An icon of the FAQ, by name. */
export type FaqIconName = (typeof faqIconNames)[number]
