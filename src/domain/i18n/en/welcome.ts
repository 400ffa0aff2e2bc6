import type { welcome as es } from '../es/welcome'

export const welcome: Record<keyof typeof es, string> = {
  'welcome.heading': 'Welcome to your wallet',
  'welcome.intro':
    'Keep your digital dollars on Ethereum, Polygon, Arbitrum and Optimism. Your keys never leave this device.',
  'welcome.create': 'Create Wallet',
  'welcome.import': 'Import Wallet',
}
