import { networks } from '../../src/domain/catalogue/networks'
import { protocols } from '../../src/domain/catalogue/protocols'
import { tokens } from '../../src/domain/catalogue/tokens'

/**
 * Words that give away a text in the other language. The interface speaks one language at a time
 * (DESIGN §7): a Spanish screen holding any of `english` (or an English screen holding any of `spanish`)
 * is a text that escaped translation. Token, protocol and brand names are read past ({@link allowed}).
 */
export const telltales = {
  english: [
    'the',
    'and',
    'your',
    'you',
    'with',
    'failed',
    'unable',
    'transaction',
    'transactions',
    'sent',
    'recent',
    'again',
    'cancel',
    'denied',
    'request',
    'assets',
    'started',
    'copied',
    'clipboard',
    'wallet',
    'balance',
    'balances',
    'settings',
    'send',
    'receive',
    'amount',
    'password',
    'unknown',
    'scan',
    'stop',
    'network',
    'switched',
    'added',
    'please',
    'back',
    'home',
    'live',
    // Issue 44: the spec's Ethena buttons and vault and e-mode texts, left in English on Spanish screens.
    'stake',
    'unstake',
    'stakea',
    'stakear',
    'unstakear',
    'multi',
    'asset',
    'correlated',
  ],
  spanish: [
    'de',
    'del',
    'la',
    'las',
    'los',
    'el',
    'con',
    'para',
    'tu',
    'tus',
    'que',
    'una',
    'por',
    'volver',
    'inicio',
    'gestión',
    'próximamente',
    'notificarme',
    'activo',
    'inactivo',
    'actualizar',
    'datos',
    'seguro',
    'términos',
    'red',
    'redes',
    'cambiaste',
    'saldo',
    'código',
    'disponible',
    'enviar',
    'recibir',
    'depuración',
    'contraseña',
    'dirección',
    'aceptás',
    'tenés',
    'sos',
    'prueba',
    'dinero',
    // Issue 44: a default account name, and the Argentine rate names, left in Spanish on English screens.
    'cuenta',
    'cuentas',
    'tea',
    'tna',
    'tasa',
    'efectiva',
  ],
} as const

/**
 * Names that stay as they are in both languages (DESIGN §7), read past before looking for tell-tale words: the
 * catalogue's tokens, protocols and networks, and the sources the app names.
 */
export const allowed: readonly string[] = [
  ...Object.values(tokens).flatMap((token) => [token.symbol, token.name]),
  ...Object.values(protocols).map((protocol) => protocol.name),
  ...Object.values(networks).map((network) => network.name),
  'ArgentinaDatos',
  'DefiLlama',
  'CoinGecko',
].sort((a, b) => b.length - a.length)

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const names = new RegExp(`(?<![\\p{L}\\d])(?:${allowed.map(escaped).join('|')})(?![\\p{L}\\d])`, 'gu')

/** The tell-tale words of the other language found in `text` (whole words, any case), names read past. */
export function foreignWords(text: string, language: 'es' | 'en'): string[] {
  const words = language === 'es' ? telltales.english : telltales.spanish
  const found = new Set<string>()
  // Addresses and hashes, whole or shortened ('0x5003…dE27'), are hex, not words: 'dE27' is no Spanish 'de'.
  const prose = text.replace(/0x[0-9a-f]+(?:…[0-9a-f]+)?/gi, ' ').replace(names, ' ')
  for (const token of prose.toLowerCase().split(/[^\p{L}]+/u)) {
    if ((words as readonly string[]).includes(token)) found.add(token)
  }
  return [...found]
}
