import { common as enCommon } from './en/common'
import { home as enHome } from './en/home'
import { insurance as enInsurance } from './en/insurance'
import { legal as enLegal } from './en/legal'
import { networks as enNetworks } from './en/networks'
import { onboarding as enOnboarding } from './en/onboarding'
import { payees as enPayees } from './en/payees'
import { receive as enReceive } from './en/receive'
import { scanner as enScanner } from './en/scanner'
import { secrets as enSecrets } from './en/secrets'
import { send as enSend } from './en/send'
import { settings as enSettings } from './en/settings'
import { support as enSupport } from './en/support'
import { wallet as enWallet } from './en/wallet'
import { common as esCommon } from './es/common'
import { home as esHome } from './es/home'
import { insurance as esInsurance } from './es/insurance'
import { legal as esLegal } from './es/legal'
import { networks as esNetworks } from './es/networks'
import { onboarding as esOnboarding } from './es/onboarding'
import { payees as esPayees } from './es/payees'
import { receive as esReceive } from './es/receive'
import { scanner as esScanner } from './es/scanner'
import { secrets as esSecrets } from './es/secrets'
import { send as esSend } from './es/send'
import { settings as esSettings } from './es/settings'
import { support as esSupport } from './es/support'
import { wallet as esWallet } from './es/wallet'

/**
 * The two dictionaries. Each area lives in its own pair of files (`es/<area>.ts` is the source of truth,
 * `en/<area>.ts` is typed `Record<keyof typeof es, string>`), so a key missing or misspelt in either
 * language fails the type check. Add an area by spreading it into both objects below.
 */
export const dictionaries = {
  es: {
    ...esCommon,
    ...esHome,
    ...esWallet,
    ...esNetworks,
    ...esOnboarding,
    ...esSecrets,
    ...esSettings,
    ...esSupport,
    ...esLegal,
    ...esInsurance,
    ...esSend,
    ...esReceive,
    ...esPayees,
    ...esScanner,
  },
  en: {
    ...enCommon,
    ...enHome,
    ...enWallet,
    ...enNetworks,
    ...enOnboarding,
    ...enSecrets,
    ...enSettings,
    ...enSupport,
    ...enLegal,
    ...enInsurance,
    ...enSend,
    ...enReceive,
    ...enPayees,
    ...enScanner,
  },
} satisfies Record<string, Record<string, string>>

/** A language the interface is written in. Spanish is the default. */
export type Language = keyof typeof dictionaries
/** Any text key known to both dictionaries. */
export type TextKey = keyof (typeof dictionaries)['es'] & keyof (typeof dictionaries)['en']
/** Values interpolated into `{name}` placeholders. */
export type TextParams = Record<string, string | number>

/** The languages offered, default first. */
export const languages: readonly Language[] = ['es', 'en']

/** Narrows anything read from storage or a URL to a language, falling back to Spanish. */
export function toLanguage(value: unknown): Language {
  return value === 'en' ? 'en' : 'es'
}

/**
 * Looks a text up and fills its `{placeholders}`.
 * @example translate('en', 'nav.home') // 'Home'
 */
export function translate(language: Language, key: TextKey, params?: TextParams): string {
  const text: string = dictionaries[language][key] ?? dictionaries.es[key] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
