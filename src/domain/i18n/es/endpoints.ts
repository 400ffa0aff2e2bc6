/** Settings → Networks and endpoints: the user's own RPC endpoints and API keys (Spanish, source of truth). */
export const endpoints = {
  'endpoints.title': 'Redes y nodos',
  'endpoints.intro':
    'Podés sumar tu propio nodo (su dirección RPC) para cada red. Se usa antes que los públicos; si no responde, la billetera sigue con los siguientes.',
  'endpoints.network': '{network} (ID de cadena\u00a0{chainId})',
  'endpoints.chainId.explain':
    'El ID de cadena es el número con el que billeteras y nodos reconocen cada red: 1 es Ethereum.',
  'endpoints.none': 'Sin nodos propios: se usan los predeterminados.',
  'endpoints.urlLabel': 'Nuevo nodo para {network}',
  'endpoints.add': 'Agregar',
  'endpoints.remove': 'Quitar {url}',
  'endpoints.removeShort': 'Quitar',
  'endpoints.checking': 'Comprobando el nodo…',
  'endpoints.added': 'Nodo guardado para {network}: se usa primero desde la próxima actualización.',
  'endpoints.removed': 'Nodo quitado de {network}.',
  'rpc.invalidUrl':
    'La dirección no es válida. Escribila completa, por ejemplo https://mi-nodo.example/rpc. No se guardó.',
  'rpc.unreachable':
    'El nodo no respondió a eth_chainId. Revisá la dirección o que el nodo esté encendido. No se guardó.',
  'rpc.wrongChain':
    'Ese nodo es de otra red: no respondió con el ID de cadena {chainId} de {network}. No se guardó.',
  'endpoints.dismiss': 'Cerrar aviso',
  'endpoints.keysTitle': 'Claves de API (opcionales)',
  'endpoints.keysIntro':
    'Se guardan solo en este dispositivo y nunca se muestran completas. Dejá un campo vacío para no cambiarlo.',
  'endpoints.key.coinmarketcap': 'Clave de CoinMarketCap (precios)',
  'endpoints.key.etherscan': 'Clave de Etherscan (historial y gas)',
  'endpoints.keySet': 'Configurada: {masked}',
  'endpoints.keyUnset': 'Sin configurar',
  'endpoints.keyRemove': 'Borrar clave de {name}',
  'endpoints.keysSave': 'Guardar claves',
  'endpoints.keysSaved': 'Claves guardadas.',
} as const
