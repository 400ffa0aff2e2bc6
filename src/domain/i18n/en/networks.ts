import type { networks as es } from '../es/networks'

export const networks: Record<keyof typeof es, string> = {
  'networks.title': 'Networks',
  'networks.active': 'Active',
  'networks.inactive': 'Inactive',
  'networks.current': 'Current network',
  'networks.switchTo': 'Switch to {network}',
  'networks.switching': 'Switching network…',
  'networks.switched': 'Switched to the {network} network',
  'networks.added': 'Added and switched to {network}',
  'networks.switchFailed': 'Error switching to {network} network.',
  'networks.addFailed': 'Could not add the {network} network to your wallet.',
  'networks.dismiss': 'Dismiss',
  'usde.title': 'How to get USDe',
  'usde.intro': 'USDe is Ethena’s synthetic dollar. To get it:',
  'usde.step1': 'Buy ETH, USDC or DAI.',
  'usde.step2': 'Open Ethena’s minting site (external) and connect your wallet.',
  'usde.step3': 'Approve the token and mint USDe.',
  'usde.buy': 'Go to buy',
  'usde.close': 'Close',
}
