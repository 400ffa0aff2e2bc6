import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * The web app manifest: what a phone shows when Billetera is installed. Spanish first (the app's default),
 * with the English description for browsers that read `description_localized`.
 */
export const webAppManifest: Partial<ManifestOptions> & Record<string, unknown> = {
  id: '/',
  name: 'Billetera',
  short_name: 'Billetera',
  lang: 'es-AR',
  dir: 'ltr',
  description:
    'Tu billetera de dólares digitales, sin custodia: tus claves nunca salen de tu dispositivo. ETH, USDC, DAI y USDe en Ethereum, Polygon, Arbitrum y Optimism.',
  description_localized: {
    en: 'Your self-custodial digital dollar wallet: your keys never leave your device. ETH, USDC, DAI and USDe on Ethereum, Polygon, Arbitrum and Optimism.',
  },
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#0f766e',
  background_color: '#f6f7f9',
  categories: ['finance'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
}
