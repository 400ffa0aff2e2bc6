import type { TextKey } from '../../domain/i18n'

/** External places to buy, as plain links (no script of theirs runs here), each with its one-line note. */
export const onRamps: readonly { name: string; url: string; note: TextKey }[] = [
  { name: 'Ripio', url: 'https://www.ripio.com/', note: 'buy.ramps.ripio' },
  { name: 'Lemon', url: 'https://www.lemon.me/', note: 'buy.ramps.lemon' },
  { name: 'Belo', url: 'https://www.belo.app/', note: 'buy.ramps.belo' },
  { name: 'Buenbit', url: 'https://www.buenbit.com/', note: 'buy.ramps.buenbit' },
  { name: 'Binance P2P', url: 'https://p2p.binance.com/', note: 'buy.ramps.binance' },
]
