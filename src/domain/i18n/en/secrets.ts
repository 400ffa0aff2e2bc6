import type { secrets as es } from '../es/secrets'
import { signerReveal } from './signerReveal'

export const secrets: Record<keyof typeof es, string> = {
  ...signerReveal,
  'secrets.address': 'Wallet address',
  'secrets.goBack': 'Go Back',
  'pk.title': 'Private Key',
  'pk.warning':
    'Security warning: never share your private key. Anyone who has it can take all your funds. Billetera will never ask you for it.',
  'pk.tipsTitle': 'Security tips',
  'pk.tip1': 'Keep it offline, on paper or an encrypted device.',
  'pk.tip2': 'Never paste it into websites, chats or emails.',
  'pk.tip3': 'Make sure nobody is watching your screen.',
  'pk.notAvailable': 'Private Key Not Available',
  'pk.notAvailableBody':
    'This wallet was imported with a seed phrase, so there is no separate private key to show. Use "View seed phrase" instead.',
  'seed.title': 'Seed Phrase',
  'seed.warning1': 'Your seed phrase gives full access to your wallet. Never share it with anyone.',
  'seed.warning2': 'Billetera will never ask for it. Anyone who asks is trying to rob you.',
  'seed.backupTitle': 'How to back it up',
  'seed.backup1': 'Write the words on paper, in order and numbered.',
  'seed.backup2': 'Check every word against the screen.',
  'seed.backup3': 'Keep the paper somewhere safe and private.',
  'seed.backup4': 'Consider a second copy in another safe place.',
  'seed.practicesTitle': 'Best practices',
  'seed.practice1': 'Never store it in a photo, the cloud or an email.',
  'seed.practice2': 'Never type it into a website or an app that asks for it.',
  'seed.practice3': 'If you think someone saw it, move your funds to a new wallet.',
  'seed.notAvailable': 'Seed Phrase Not Available',
  'seed.notAvailableBody':
    'This wallet was imported with a private key, so it has no seed phrase. Use "View private key" instead.',
}
