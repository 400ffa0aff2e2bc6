import type { receive as es } from '../es/receive'

export const receive: Record<keyof typeof es, string> = {
  'receive.open': 'Receive',
  'receive.title': 'Receive crypto',
  'receive.description': 'Share your address or the QR code so people can pay you.',
  'receive.network': 'Network',
  'receive.token': 'Token',
  'receive.address': 'Your address',
  'receive.qr.alt': 'QR code to receive {symbol} on {network}',
  'receive.qr.unavailable': 'QR code not available',
  'receive.copy': 'Copy QR data',
  'receive.copied': 'Copied!',
  'receive.steps': 'How to receive',
  'receive.step1': 'Share your address or this QR code with whoever is paying you.',
  'receive.step2': 'Ask them to pick the {network} network and the {symbol} token.',
  'receive.step3': 'Once the network confirms the transaction, the balance shows on your home screen.',
  'receive.warning':
    'Send only {tokens} on the {network} network to this address. Other tokens or networks may be lost.',
  'receive.networks': 'All networks',
  'receive.close': 'Close',
  'receive.copyAddress': 'Copy address',
  'receive.addressCopied': 'Address copied to clipboard!',
  'receive.qr.explain':
    'The QR holds a payment request for {symbol} on {network} that wallets read by themselves; at an exchange, paste the address above.',
  'receive.uri.label': 'The same payment request, as text for another wallet (not your address):',
}
