/** /buy: how to get ETH, USDC, DAI and USDe into this wallet from Argentina. */
export const buy = {
  'buy.heading': 'Cargá tu billetera',
  'buy.intro':
    'Billetera no vende cripto ni guarda tu dinero: lo comprás en un exchange o en una app con pesos y lo enviás a tu dirección. Así se cargan ETH, USDC, DAI y USDe.',
  'buy.exchange.title': 'Desde un exchange o una app argentina',
  'buy.exchange.step1': 'Comprá ETH, USDC o DAI con pesos en tu exchange o app.',
  'buy.exchange.step2': 'Elegí retirar o enviar a una billetera externa.',
  'buy.exchange.step3':
    'Elegí la red que elegís acá abajo, la misma en los dos lados. Polygon y Arbitrum cobran centavos; Ethereum cobra más.',
  'buy.exchange.step4': 'Pegá tu dirección o escaneá el QR, y probá primero con un monto chico.',
  'buy.exchange.warning':
    'Si el exchange envía por una red distinta de la que elegiste (por ejemplo BNB Chain o Tron), el dinero no llega a esta billetera y puede perderse.',
  'buy.usde.title': 'USDe',
  'buy.usde.note':
    'Casi ningún exchange argentino vende USDe: comprá USDC o DAI en Ethereum y cambialo por USDe desde Conseguir USDe, en Inicio.',
  'buy.ramps.title': 'Dónde comprar',
  'buy.ramps.intro':
    'Servicios de terceros: Billetera no tiene acuerdos con ellos ni ve tus datos. Leé sus condiciones y comisiones antes de usarlos.',
  'buy.ramps.ripio': 'Exchange argentino: comprás con pesos y retirás a una dirección externa.',
  'buy.ramps.lemon': 'App argentina con tarjeta: comprás con pesos y enviás a una dirección externa.',
  'buy.ramps.belo': 'Billetera argentina: comprás dólares digitales con pesos y los enviás a tu dirección.',
  'buy.ramps.buenbit': 'Exchange argentino: compra con pesos y retiro de USDC, DAI y ETH.',
  'buy.ramps.binance':
    'Compra entre personas (P2P) con transferencia en pesos: mirá la reputación de quien vende.',
  'buy.ramps.opens': '(se abre en otra pestaña)',
}
