import { useState } from 'react'
import type { NetworkId } from '../../domain/catalogue/networks'
import { type ProtocolId, protocols } from '../../domain/catalogue/protocols'
import {
  type Logo,
  networkLogo,
  networkPlaceholder,
  placeholder,
  protocolLogo,
  tokenLogo,
  tokenPlaceholder,
} from './logoLookup'
import './logos.css'

type Size = 'sm' | 'md' | 'lg'

/**
 * A bundled logo, or the spec's placeholder when there is none or the image fails to load: a circle in the
 * token's colour with its initials. Decorative: the symbol or name is always written next to it.
 */
function LogoMark({ logo, fallback, name, size }: { logo: Logo; fallback: Logo; name: string; size: Size }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = logo.kind === 'image' && logo.src === failedSrc ? fallback : logo
  if (shown.kind === 'image')
    return (
      <img
        className={`logo logo-${size}`}
        src={shown.src}
        alt=""
        aria-hidden="true"
        data-logo={name}
        onError={() => setFailedSrc(shown.src)}
      />
    )
  return (
    <span
      className={`logo logo-${size} logo-placeholder`}
      style={{ background: shown.background, color: shown.text }}
      aria-hidden="true"
      data-logo={name}
      data-placeholder=""
    >
      {shown.initials}
    </span>
  )
}

/** The logo of a token symbol (ETH, USDC, …), or its placeholder in the token's colour. */
export function TokenLogo({ symbol, size = 'md' }: { symbol: string; size?: Size }) {
  return <LogoMark logo={tokenLogo(symbol)} fallback={tokenPlaceholder(symbol)} name={symbol} size={size} />
}

/** The mark of one of the four networks, or its placeholder. */
export function NetworkLogo({ network, size = 'sm' }: { network: NetworkId; size?: Size }) {
  return (
    <LogoMark logo={networkLogo(network)} fallback={networkPlaceholder(network)} name={network} size={size} />
  )
}

/** The mark of a vault protocol, beside its name on the card. */
export function ProtocolLogo({ id, size = 'md' }: { id: ProtocolId; size?: Size }) {
  return <LogoMark logo={protocolLogo(id)} fallback={placeholder(protocols[id].name)} name={id} size={size} />
}
