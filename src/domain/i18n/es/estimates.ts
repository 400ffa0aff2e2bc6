/** The spec's quick estimates: home's inflation protection (000 §2's health estimate) and the vaults' diversification (001 §9). */
export const estimates = {
  'estimates.protection': 'Protección contra la inflación',
  'estimates.protection.body':
    '{score}/100: {stable} de tu saldo está en stablecoins (dólares digitales), más {bonus} puntos por la variedad de tokens que tenés (hasta 50).',
  'estimates.protection.note':
    'Mide cuánto de tus ahorros está en dólares. No es el puntaje de Salud del portafolio, que además mira volatilidad, liquidez y estabilidad.',
  'estimates.vaultDiversification': 'Diversificación en bóvedas: {score}/100',
  'estimates.vaultDiversification.note': 'Posiciones: {count} · 25 puntos cada una, hasta 100.',
} as const
