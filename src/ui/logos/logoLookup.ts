import { type NetworkId, networks } from '../../domain/catalogue/networks'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import { symbolInfo, type TokenSymbol } from '../../domain/catalogue/tokens'
import { drawnTokenSvgs, protocolSvgs } from './drawnLogos'
import { networkSvgs, tokenSvgs } from './logoSources'

/** What to draw for a token or network: its bundled image, or the placeholder circle. */
export type Logo =
  | { kind: 'image'; src: string }
  | { kind: 'placeholder'; initials: string; background: string; text: '#ffffff' | '#000000' }

/** Colour of a symbol outside the catalogue (an aToken, sUSDe, a market's asset). */
const neutral = '#6b7280'

/** The bundled SVG texts as image addresses the page's CSP allows (img-src data:), encoded once. */
function dataUris<K extends string>(svgs: Partial<Record<K, string>>): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries<string | undefined>(svgs).flatMap(([key, svg]) =>
      svg ? [[key, `data:image/svg+xml,${encodeURIComponent(svg)}`]] : [],
    ),
  ) as Partial<Record<K, string>>
}
const tokenSrcs: Partial<Record<string, string>> = dataUris({ ...drawnTokenSvgs, ...tokenSvgs })
const networkSrcs = dataUris(networkSvgs)
const protocolSrcs = dataUris(protocolSvgs)

/**
 * The first two letters of a symbol, upper-cased, that stand for it in the placeholder.
 * @example initials('WETH') // 'WE'
 */
export function initials(label: string): string {
  return (
    label
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?'
  )
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21.
 * @example contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * White or black, whichever contrasts more with `hex`: at least 4.5:1 on any colour.
 * @example textOn('#111111') // '#ffffff'
 */
export function textOn(hex: string): '#ffffff' | '#000000' {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#000000') ? '#ffffff' : '#000000'
}

/** The placeholder for `label` on `color`: its initials in white or black, whichever contrasts more. */
export function placeholder(label: string, color: string = neutral): Logo {
  return { kind: 'placeholder', initials: initials(label), background: color, text: textOn(color) }
}

function isCatalogueSymbol(symbol: string): symbol is TokenSymbol {
  return symbol in symbolInfo
}

/**
 * The logo of a token symbol: the bundled image when there is one, else the placeholder in the token's colour.
 * @example tokenLogo('USDC').kind // 'image'
 */
export function tokenLogo(symbol: string): Logo {
  const src = Object.hasOwn(tokenSrcs, symbol) ? tokenSrcs[symbol] : undefined
  return src ? { kind: 'image', src } : tokenPlaceholder(symbol)
}

/**
 * The mark of a vault protocol (our own drawing, see drawnLogos), or a placeholder with its name's initials.
 * @example protocolLogo('aave').kind // 'image'
 */
export function protocolLogo(id: ProtocolId): Logo {
  const src = protocolSrcs[id]
  return src ? { kind: 'image', src } : placeholder(id)
}

/**
 * The placeholder of a token symbol, in the token's catalogue colour (a neutral grey outside the catalogue).
 * @example tokenPlaceholder('WETH').initials // 'WE'
 */
export function tokenPlaceholder(symbol: string): Logo {
  return placeholder(symbol, isCatalogueSymbol(symbol) ? symbolInfo[symbol].color : neutral)
}

/**
 * The logo of a network: its bundled mark, or a placeholder with its name's initials.
 * @example networkLogo('polygon').kind // 'image'
 */
export function networkLogo(id: NetworkId): Logo {
  const src = networkSrcs[id]
  return src ? { kind: 'image', src } : networkPlaceholder(id)
}

/** The placeholder of a network: its name's initials on grey. */
export function networkPlaceholder(id: NetworkId): Logo {
  return placeholder(networks[id].name)
}
