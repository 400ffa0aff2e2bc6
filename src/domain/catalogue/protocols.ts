/** The eight yield protocols of spec 001 plus the lending market; adapters live in src/chain/protocols. */
export const protocolIds = [
  'aave',
  'morpho',
  'ethena',
  'compound',
  'curve',
  'convex',
  'yearn',
  'beefy',
] as const

/** Identifier of one yield protocol. */
export type ProtocolId = (typeof protocolIds)[number]

/** Display facts about a protocol (rates and positions are read on chain). */
export type Protocol = { id: ProtocolId; name: string; network: 'ethereum'; url: string }

/** Every protocol by id; all deployed on Ethereum (ADDRESSES.md). */
export const protocols: Record<ProtocolId, Protocol> = {
  aave: { id: 'aave', name: 'Aave v3', network: 'ethereum', url: 'https://app.aave.com' },
  morpho: { id: 'morpho', name: 'Morpho Blue', network: 'ethereum', url: 'https://app.morpho.org' },
  ethena: { id: 'ethena', name: 'Ethena sUSDe', network: 'ethereum', url: 'https://app.ethena.fi' },
  compound: { id: 'compound', name: 'Compound v3', network: 'ethereum', url: 'https://app.compound.finance' },
  curve: { id: 'curve', name: 'Curve 3pool', network: 'ethereum', url: 'https://curve.fi' },
  convex: { id: 'convex', name: 'Convex', network: 'ethereum', url: 'https://www.convexfinance.com' },
  yearn: { id: 'yearn', name: 'Yearn v3', network: 'ethereum', url: 'https://yearn.fi' },
  beefy: { id: 'beefy', name: 'Beefy', network: 'ethereum', url: 'https://app.beefy.com' },
}
