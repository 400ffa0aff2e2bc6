/** The spec's quick estimates: home's health estimate (000 §2) and the vaults' diversification (001 §9). */
export const estimates = {
  'estimates.health': 'Salud estimada',
  'estimates.health.body':
    '{score}/100: {stable} de tu saldo en stablecoins, más {bonus} puntos por diversificación (la mitad de tu diversificación, hasta 50).',
  'estimates.health.note':
    'Cuenta rápida. El puntaje completo, con recomendaciones, está en Salud del portafolio.',
  'estimates.vaultDiversification': 'Diversificación en bóvedas: {score}/100',
  'estimates.vaultDiversification.note': 'Posiciones: {count} · 25 puntos cada una, hasta 100.',
} as const
