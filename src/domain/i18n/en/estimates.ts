import type { estimates as es } from '../es/estimates'

/** The spec's quick estimates: home's inflation protection (000 §2's health estimate) and the vaults' diversification (001 §9). */
export const estimates: Record<keyof typeof es, string> = {
  'estimates.protection': 'Inflation protection',
  'estimates.protection.body':
    '{score}/100: {stable} of your balance is in stablecoins (digital dollars), plus {bonus} points for the variety of tokens you hold (up to 50).',
  'estimates.protection.note':
    'Measures how much of your savings is in dollars. It is not the Portfolio health score, which also weighs volatility, liquidity and stability.',
  'estimates.vaultDiversification': 'Vault diversification: {score}/100',
  'estimates.vaultDiversification.note': 'Positions: {count} · 25 points each, up to 100.',
}
