import type { scanner as es } from '../es/scanner'

export const scanner: Record<keyof typeof es, string> = {
  'scanner.open': 'Open QR scanner',
  'scanner.title': 'Scan a QR code',
  'scanner.description': 'Point the camera at the QR code.',
  'scanner.video': 'Camera view',
  'scanner.starting': 'Starting the camera…',
  'scanner.live': 'LIVE',
  'scanner.count': '{count} scans',
  'scanner.stop': 'Stop Scan',
  'scanner.cancel': 'Cancel',
  'scanner.again': 'Scan Again',
  'scanner.result': 'Code detected',
  'scanner.type.walletConnect': 'WalletConnect link',
  'scanner.type.ethereum': 'Ethereum',
  'scanner.type.url': 'Web URL',
  'scanner.type.data': 'Generic data',
  'scanner.error': 'Camera access denied: {reason}',
  'scanner.intro': 'Try the camera: the scanner reads any QR code and tells you what kind of data it holds.',
}
