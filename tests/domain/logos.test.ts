import { describe, expect, it } from 'vitest'
import { networkIds, networks } from '../../src/domain/catalogue/networks'
import { protocolIds } from '../../src/domain/catalogue/protocols'
import { symbolInfo, tokenKeys, tokens } from '../../src/domain/catalogue/tokens'
import { vaultCards } from '../../src/machines/vaults/vaultsPageRules'
import { drawnTokenSvgs, protocolSvgs } from '../../src/ui/logos/drawnLogos'
import {
  contrastRatio,
  initials,
  networkLogo,
  networkPlaceholder,
  protocolLogo,
  textOn,
  tokenLogo,
  tokenPlaceholder,
} from '../../src/ui/logos/logoLookup'

/** The bundled SVG behind a data: address, decoded. */
const svgOf = (src: string) => decodeURIComponent(src.replace(/^data:image\/svg\+xml,/, ''))

describe('token and network logos', () => {
  it('gives every catalogue token a bundled SVG or a placeholder in its colour', () => {
    for (const key of tokenKeys) {
      const { symbol, color } = tokens[key]
      const logo = tokenLogo(symbol)
      if (logo.kind === 'image') {
        expect(logo.src.startsWith('data:image/svg+xml,'), key).toBe(true)
        expect(svgOf(logo.src), key).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[\s\S]*<\/svg>\s*$/)
      } else {
        expect(logo, key).toEqual({
          kind: 'placeholder',
          initials: initials(symbol),
          background: color,
          text: textOn(color),
        })
      }
      expect(tokenPlaceholder(symbol), key).toMatchObject({ kind: 'placeholder', background: color })
    }
  })

  it('bundles a logo for every coin of the catalogue and of the vault cards: no letter placeholder in use', () => {
    const withImage = Object.keys(symbolInfo).filter((s) => tokenLogo(s).kind === 'image')
    expect(withImage.sort()).toEqual(Object.keys(symbolInfo).sort())
    // The cards' assets (Convex's CRV/CVX among them); 'Multi-asset' is written out, without a logo.
    const cardAssets = Object.values(vaultCards).flatMap((c) =>
      c.assets === 'Multi-asset' ? [] : c.assets.split(/[,/]\s*/),
    )
    expect(cardAssets.filter((s) => tokenLogo(s).kind !== 'image')).toEqual([])
    expect(svgOf((tokenLogo('WETH') as { src: string }).src)).toContain('#ec1c79')
  })

  it('draws each vault protocol with its own mark, our own small drawing', () => {
    const srcs = protocolIds.map((id) => {
      const logo = protocolLogo(id)
      expect(logo.kind, id).toBe('image')
      return logo.kind === 'image' ? logo.src : ''
    })
    // Curve's mark is its token's, CRV; Convex's is CVX's: the other six are each their own.
    expect(new Set(srcs).size).toBe(protocolIds.length)
    for (const svg of [...Object.values(protocolSvgs), ...Object.values(drawnTokenSvgs)]) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24">[\s\S]*<\/svg>$/,
      )
      // Drawn, not embedded: no picture, link or script inside, and small.
      expect(svg).not.toMatch(/<image|href=|<script|base64/)
      expect(svg.length).toBeLessThan(1200)
    }
  })

  it('draws each network with its own mark, never one shared', () => {
    const srcs = networkIds.map((id) => {
      const logo = networkLogo(id)
      expect(logo.kind, id).toBe('image')
      return logo.kind === 'image' ? logo.src : ''
    })
    expect(new Set(srcs).size).toBe(networkIds.length)
    expect(networkPlaceholder('arbitrum')).toMatchObject({
      kind: 'placeholder',
      initials: initials(networks.arbitrum.name),
    })
  })

  it('gives a symbol outside the catalogue (sUSDe, an aToken) a grey placeholder with its initials', () => {
    expect(tokenLogo('sUSDe')).toEqual({
      kind: 'placeholder',
      initials: 'SU',
      background: '#6b7280',
      text: '#ffffff',
    })
    expect(initials('')).toBe('?')
  })

  it('writes the initials in white or black, whichever reads (4.5:1 at least), so USDe shows in dark mode', () => {
    for (const [symbol, { color }] of Object.entries(symbolInfo)) {
      expect(contrastRatio(color, textOn(color)), symbol).toBeGreaterThanOrEqual(4.5)
    }
    expect(textOn(symbolInfo.USDe.color)).toBe('#ffffff')
    expect(textOn('#f5ac37')).toBe('#000000')
    expect(textOn('#ec1c79')).toBe('#000000')
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    for (let grey = 0; grey < 256; grey += 5) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`
      expect(contrastRatio(hex, textOn(hex)), hex).toBeGreaterThanOrEqual(4.5)
    }
  })
})
