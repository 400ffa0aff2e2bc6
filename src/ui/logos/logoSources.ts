import arbitrum from '@web3icons/core/svgs/networks/background/arbitrum-one.svg.js'
import ethereum from '@web3icons/core/svgs/networks/background/ethereum.svg.js'
import optimism from '@web3icons/core/svgs/networks/background/optimism.svg.js'
import polygon from '@web3icons/core/svgs/networks/background/polygon.svg.js'
import DAI from '@web3icons/core/svgs/tokens/background/DAI.svg.js'
import ETH from '@web3icons/core/svgs/tokens/background/ETH.svg.js'
import LINK from '@web3icons/core/svgs/tokens/background/LINK.svg.js'
import MATIC from '@web3icons/core/svgs/tokens/background/MATIC.svg.js'
import USDC from '@web3icons/core/svgs/tokens/background/USDC.svg.js'
import USDe from '@web3icons/core/svgs/tokens/background/USDE.svg.js'
import USDT from '@web3icons/core/svgs/tokens/background/USDT.svg.js'
import WBTC from '@web3icons/core/svgs/tokens/background/WBTC.svg.js'
import type { NetworkId } from '../../domain/catalogue/networks'
import type { TokenSymbol } from '../../domain/catalogue/tokens'

/**
 * The logos bundled with the wallet screens (@web3icons/core, MIT): only the ones the catalogue needs, as SVG
 * text, so no image host is asked at run time. WETH has none in the package and gets the placeholder.
 */
export const tokenSvgs: Partial<Record<TokenSymbol, string>> = {
  ETH,
  MATIC,
  USDT,
  USDC,
  DAI,
  USDe,
  WBTC,
  LINK,
}

/** The four networks' marks; Arbitrum is the package's "arbitrum-one". */
export const networkSvgs: Partial<Record<NetworkId, string>> = { ethereum, polygon, arbitrum, optimism }
