/** Texts of ENS names in the send dialog and its review (es-AR, voseo). */
export const ens = {
  'send.recipient.placeholder': '0x… o nombre.eth',
  'send.recipient.nameResolving': 'Buscando la dirección de «{name}»…',
  'send.recipient.resolved': 'Dirección de «{name}» en Ethereum:',
  'send.recipient.nameNotFound': 'No encontramos una dirección para «{name}» en Ethereum.',
  'send.recipient.nameInvalid': '«{name}» no es un nombre ENS válido.',
  'send.recipient.nameUnreachable':
    'No pudimos consultar ENS para buscar «{name}». Revisá tu conexión y probá otra vez.',
  'send.recipient.nameWrongNetwork':
    'Los nombres ENS funcionan solo en Ethereum. Elegí Ethereum o pegá la dirección 0x… del destinatario.',
  'send.recipient.retry': 'Buscar otra vez',
  'send.recipient.nameChanged':
    '«{name}» ahora apunta a otra dirección ({address}). Revisá el destinatario antes de enviar.',
  'review.ens.note': 'Es la dirección que el nombre ENS indica hoy en Ethereum, y la que se firma.',
} as const
