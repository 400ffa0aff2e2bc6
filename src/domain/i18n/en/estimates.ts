import type { estimates as es } from '../es/estimates'

/** The spec's quick estimates: home's health estimate (000 §2) and the vaults' diversification (001 §9). */
export const estimates: Record<keyof typeof es, string> = {
  'estimates.health': 'Estimated health',
  'estimates.health.body':
    '{score}/100: {stable} of your balance in stablecoins, plus {bonus} points for diversification (half your diversification, up to 50).',
  'estimates.health.note': 'A quick count. The full score, with recommendations, is under Portfolio health.',
  'estimates.vaultDiversification': 'Vault diversification: {score}/100',
  'estimates.vaultDiversification.note': 'Positions: {count} · 25 points each, up to 100.',
}
