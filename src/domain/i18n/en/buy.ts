import type { buy as es } from '../es/buy'

export const buy: Record<keyof typeof es, string> = {
  'buy.heading': 'Add money to your wallet',
  'buy.intro':
    'Billetera does not sell crypto or hold your money: you buy it with pesos on an exchange or an app and send it to your address. This is how ETH, USDC, DAI and USDe get here.',
  'buy.exchange.title': 'From an exchange or an Argentine app',
  'buy.exchange.step1': 'Buy ETH, USDC or DAI with pesos on your exchange or app.',
  'buy.exchange.step2': 'Choose to withdraw or send to an external wallet.',
  'buy.exchange.step3':
    'Pick the network you choose below, the same on both sides. Polygon and Arbitrum cost cents; Ethereum costs more.',
  'buy.exchange.step4': 'Paste your address or scan the QR, and try a small amount first.',
  'buy.exchange.warning':
    'If the exchange sends on a different network from the one you chose (BNB Chain or Tron, for example), the money does not reach this wallet and may be lost.',
  'buy.usde.title': 'USDe',
  'buy.usde.note':
    'Almost no Argentine exchange sells USDe: buy USDC or DAI on Ethereum and swap it for USDe from Get USDe, on Home.',
  'buy.ramps.title': 'Where to buy',
  'buy.ramps.intro':
    'Third-party services: Billetera has no agreement with them and never sees your data. Read their terms and fees before you use them.',
  'buy.ramps.ripio': 'Argentine exchange: buy with pesos and withdraw to an external address.',
  'buy.ramps.lemon': 'Argentine app with a card: buy with pesos and send to an external address.',
  'buy.ramps.belo': 'Argentine wallet: buy digital dollars with pesos and send them to your address.',
  'buy.ramps.buenbit': 'Argentine exchange: buy with pesos, withdraw USDC, DAI and ETH.',
  'buy.ramps.binance': 'Person-to-person (P2P) purchase with a peso transfer: check the seller’s reputation.',
  'buy.ramps.opens': '(opens in a new tab)',
}
