/**
 * Words that give away a text in the other language. The interface speaks one language at a time
 * (DESIGN §7): a Spanish screen holding any of `english` (or an English screen holding any of `spanish`)
 * is a text that escaped translation. Token, protocol and brand names never collide with these.
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
  ],
} as const

/** The tell-tale words of the other language found in `text` (whole words, any case). */
export function foreignWords(text: string, language: 'es' | 'en'): string[] {
  const words = language === 'es' ? telltales.english : telltales.spanish
  const found = new Set<string>()
  // Addresses and hashes, whole or shortened ('0x5003…dE27'), are hex, not words: 'dE27' is no Spanish 'de'.
  const prose = text.replace(/0x[0-9a-f]+(?:…[0-9a-f]+)?/gi, ' ')
  for (const token of prose.toLowerCase().split(/[^\p{L}]+/u)) {
    if ((words as readonly string[]).includes(token)) found.add(token)
  }
  return [...found]
}
