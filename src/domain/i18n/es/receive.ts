/** Texts of the receive dialog. 'Código QR no disponible' is the spec's own text. */
export const receive = {
  'receive.open': 'Recibir',
  'receive.title': 'Recibir cripto',
  'receive.description': 'Compartí tu dirección o el código QR para que te envíen.',
  'receive.network': 'Red',
  'receive.token': 'Token',
  'receive.address': 'Tu dirección',
  'receive.qr.alt': 'Código QR para recibir {symbol} en {network}',
  'receive.qr.unavailable': 'Código QR no disponible',
  'receive.copy': 'Copiar datos del QR',
  'receive.copied': '¡Copiado!',
  'receive.steps': 'Cómo recibir',
  'receive.step1': 'Compartí tu dirección o este código QR con quien te va a enviar.',
  'receive.step2': 'Pedile que elija la red {network} y el token {symbol}.',
  'receive.step3': 'Cuando la red confirme la transacción, el saldo aparece en tu inicio.',
  'receive.warning':
    'Enviá a esta dirección solo {tokens} en la red {network}. Otros tokens u otras redes se pueden perder.',
  'receive.networks': 'Todas las redes',
  'receive.close': 'Cerrar',
  'receive.copyAddress': 'Copiar dirección',
  'receive.addressCopied': '¡Dirección copiada al portapapeles!',
  'receive.qr.explain':
    'El QR lleva un pedido de pago de {symbol} en {network} que las billeteras leen solas; en un exchange pegá la dirección de arriba.',
  'receive.uri.label': 'El mismo pedido de pago, en texto para otra billetera (no es tu dirección):',
} as const
