import type { endpoints as es } from '../es/endpoints'

export const endpoints: Record<keyof typeof es, string> = {
  'endpoints.title': 'Networks and endpoints',
  'endpoints.intro':
    'You can add your own node (RPC endpoint) for each network. It is tried before the public ones; if it does not answer, the wallet moves on to the next.',
  'endpoints.network': '{network} (chain id\u00a0{chainId})',
  'endpoints.chainId.explain':
    'The chain id is the number wallets and nodes know each network by: 1 is Ethereum.',
  'endpoints.none': 'No endpoints of your own: the defaults are used.',
  'endpoints.urlLabel': 'New endpoint for {network}',
  'endpoints.add': 'Add',
  'endpoints.remove': 'Remove {url}',
  'endpoints.removeShort': 'Remove',
  'endpoints.checking': 'Checking the endpoint…',
  'endpoints.added': 'Endpoint saved for {network}: it is tried first from the next refresh.',
  'endpoints.removed': 'Endpoint removed from {network}.',
  'rpc.invalidUrl':
    'That address is not valid. Type it in full, e.g. https://my-node.example/rpc. Nothing was saved.',
  'rpc.unreachable':
    'The endpoint did not answer eth_chainId. Check the address and that the node is running. Nothing was saved.',
  'rpc.wrongChain':
    'That endpoint belongs to another network: it did not answer with chain id {chainId} of {network}. Nothing was saved.',
  'endpoints.dismiss': 'Dismiss',
  'endpoints.keysTitle': 'API keys (optional)',
  'endpoints.keysIntro':
    'Stored only on this device and never shown in full. Leave a field empty to keep it as it is.',
  'endpoints.key.coinmarketcap': 'CoinMarketCap key (prices)',
  'endpoints.key.etherscan': 'Etherscan key (history and gas)',
  'endpoints.keySet': 'Set: {masked}',
  'endpoints.keyUnset': 'Not set',
  'endpoints.keyRemove': 'Delete the {name} key',
  'endpoints.keysSave': 'Save keys',
  'endpoints.keysSaved': 'Keys saved.',
}
