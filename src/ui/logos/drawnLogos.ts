import type { ProtocolId } from '../../domain/catalogue/protocols'

/**
 * Our own small drawings (24 × 24, a round tile in the brand's colour and one plain shape), for what the icon
 * package does not cover: WETH, Curve's CRV and Convex's CVX, and each vault protocol's mark. They are not the
 * brands' artwork, only a recognisable nod to it (colour and motif), so a card never falls back to letters.
 */
const tile = (fill: string, shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="${fill}"/>${shape}</svg>`

/** ETH's diamond, wrapped in a ring: Ether as a token. */
const WETH = tile(
  '#ec1c79',
  '<circle cx="12" cy="12" r="8.6" fill="none" stroke="#fff" stroke-width="1.2" stroke-dasharray="3 1.6"/><path d="M12 5.5 8.4 12 12 14.2 15.6 12z" fill="#fff"/><path d="M12 15.1 8.4 12.9 12 18.5 15.6 12.9z" fill="#fff" opacity=".8"/>',
)

/** Curve: three stacked bands bending the same way. */
const CRV = tile(
  '#1c2340',
  '<path d="M5 16c3-7 9-9 14-9" fill="none" stroke="#e8412c" stroke-width="2" stroke-linecap="round"/><path d="M5 18.5c3.5-6 9-8 14-8" fill="none" stroke="#f5c431" stroke-width="2" stroke-linecap="round"/><path d="M6.5 20c3-4 7.5-6 12.5-6" fill="none" stroke="#3b9df0" stroke-width="2" stroke-linecap="round"/>',
)

/** Convex: a lens bulging outwards. */
const CVX = tile(
  '#3a3a3a',
  '<path d="M8 5.5c6 2.5 6 10.5 0 13 9 0 10-13 0-13z" fill="#fff"/><circle cx="9.5" cy="12" r="1.6" fill="#3a3a3a"/>',
)

/** Token drawings by symbol (catalogue or vault asset). */
export const drawnTokenSvgs: Record<'WETH' | 'CRV' | 'CVX', string> = { WETH, CRV, CVX }

/** One mark per vault protocol. */
export const protocolSvgs: Record<ProtocolId, string> = {
  // Aave: an arch with two eyes.
  aave: tile(
    '#8a5cc9',
    '<path d="M6 18 11 6.5h2L18 18h-2.6l-3.4-8.3L8.6 18z" fill="#fff"/><circle cx="9.6" cy="15" r="1" fill="#fff"/><circle cx="14.4" cy="15" r="1" fill="#fff"/>',
  ),
  // Morpho: a butterfly's two wings.
  morpho: tile(
    '#2470ff',
    '<path d="M11.4 12C9 6 4.5 6 5 9.5c.4 2.6 3 3.4 6.4 2.5zM12.6 12c2.4-6 6.9-6 6.4-2.5-.4 2.6-3 3.4-6.4 2.5zM11.4 12.6c-2.6 4.5-6 4.4-5.4 1.8.4-1.6 2.6-2.2 5.4-1.8zM12.6 12.6c2.6 4.5 6 4.4 5.4 1.8-.4-1.6-2.6-2.2-5.4-1.8z" fill="#fff"/>',
  ),
  // Ethena: a disc cut into horizontal bands.
  ethena: tile(
    '#111111',
    '<rect x="6" y="7" width="12" height="2.2" rx="1.1" fill="#fff"/><rect x="5" y="10.9" width="14" height="2.2" rx="1.1" fill="#fff"/><rect x="6" y="14.8" width="12" height="2.2" rx="1.1" fill="#fff"/>',
  ),
  // Compound: two stacked blocks, the market's layers.
  compound: tile(
    '#00d395',
    '<path d="M6 9.5 12 6l6 3.5-6 3.5z" fill="#0a2a1f"/><path d="M6 13l6 3.5 6-3.5v2.2L12 18.7 6 15.2z" fill="#0a2a1f"/>',
  ),
  curve: CRV,
  convex: CVX,
  // Yearn: a ring holding a Y.
  yearn: tile(
    '#0657f9',
    '<circle cx="12" cy="12" r="7" fill="none" stroke="#fff" stroke-width="1.6"/><path d="M9 8.2 12 12l3-3.8M12 12v4.5" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
  // Beefy: a cow's head with two horns.
  beefy: tile(
    '#59a662',
    '<path d="M7.5 8.5C6 7.5 5.5 6 6 5c1 1 2.2 1.6 3.5 1.8M16.5 8.5c1.5-1 2-2.5 1.5-3.5-1 1-2.2 1.6-3.5 1.8" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round"/><ellipse cx="12" cy="12.5" rx="5" ry="5.5" fill="#fff"/><ellipse cx="12" cy="15.5" rx="3" ry="2" fill="#f4c7b5"/><circle cx="10" cy="11" r=".9" fill="#1c2b1e"/><circle cx="14" cy="11" r=".9" fill="#1c2b1e"/>',
  ),
}
