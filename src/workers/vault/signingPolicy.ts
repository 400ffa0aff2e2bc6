import { keccak_256 } from '@noble/hashes/sha3.js'
import {
  type CatalogueContractId,
  catalogueContracts,
  convex3poolPid,
  curveLpToken,
} from '../../domain/catalogue/contracts'
import {
  catalogueMorphoMarket,
  type MorphoMarketParams,
  morphoMarketKey,
} from '../../domain/catalogue/morphoMarket'
import { networks } from '../../domain/catalogue/networks'
import { type TokenKey, tokenKeys, tokens } from '../../domain/catalogue/tokens'
import { toHex, utf8 } from './bytes'

type Address = `0x${string}`

/** The 4-byte selector of a function signature such as `transfer(address,uint256)`. */
export const selectorOf = (signature: string): string => toHex(keccak_256(utf8(signature)).subarray(0, 4))

const GWEI = 1_000_000_000n

/**
 * Highest max fee per gas the worker signs, per chain, whatever the review said: far above the devnet's base
 * fees (8, 30, 0.01 and 0.001 gwei, devnet/chains.mjs) and generous enough for real congestion on mainnet
 * (Ethereum peaks of a few hundred gwei, Polygon's of a few thousand), yet a typo of a few zeros is refused.
 */
export const MAX_FEE_PER_GAS: Readonly<Record<number, bigint>> = {
  1: 1_000n * GWEI,
  137: 10_000n * GWEI,
  42161: 100n * GWEI,
  10: 100n * GWEI,
}

/**
 * Highest gas limit the worker signs: Ethereum's per-transaction cap (EIP-7825, 2^24) on the L1s, and
 * Arbitrum's 32 M (its gas includes the L1 data cost). A plain transfer needs 21 000.
 */
export const MAX_GAS: Readonly<Record<number, bigint>> = {
  1: 16_777_216n,
  137: 16_777_216n,
  42161: 32_000_000n,
  10: 16_777_216n,
}
export const MIN_GAS = 21_000n

/**
 * Contract addresses a profile adds to the catalogue, per chain: the devnet's tokens where it deploys them
 * elsewhere, contracts without a mainnet address (Beefy's vault), Curve's LP token and the devnet's Morpho
 * market. Given to the worker once, when it starts (vault.worker.ts reads the devnet manifest itself);
 * nothing on the page can add more.
 */
export type SigningExtras = {
  tokens: readonly { chainId: number; address: Address; key?: TokenKey }[]
  contracts: readonly { chainId: number; id: CatalogueContractId; address: Address }[]
  lpTokens?: readonly { chainId: number; address: Address }[]
  morphoMarkets?: readonly { chainId: number; market: MorphoMarketParams }[]
  /** The profile's Convex pool id for Curve 3pool on Ethereum, where it differs from mainnet's. */
  convexPid?: bigint
}

/** A token the worker knows: a catalogue token (which may be transferred), or Curve's 3Crv (approve only). */
export type PolicyToken = { key: TokenKey | 'curve3crv'; address: string }

/** A catalogue contract at one address, with its functions by selector. */
export type Callable = {
  id: CatalogueContractId
  address: string
  spender: boolean
  functions: ReadonlyMap<string, string>
}

/** What the worker may sign, per chain, keyed by lowercase address (Morpho markets by morphoMarketKey). */
export type SigningPolicy = {
  tokens: ReadonlyMap<number, ReadonlyMap<string, PolicyToken>>
  contracts: ReadonlyMap<number, ReadonlyMap<string, Callable>>
  morphoMarkets: ReadonlyMap<number, ReadonlySet<string>>
  /** The Convex pool ids the wallet may deposit to. */
  convexPids: ReadonlySet<bigint>
}

/** Signatures of every catalogue contract by selector, computed once from the catalogue's own list. */
const catalogueFunctions = {} as Record<CatalogueContractId, ReadonlyMap<string, string>>
for (const id of Object.keys(catalogueContracts) as CatalogueContractId[]) {
  const signatures: readonly string[] = catalogueContracts[id].functions
  catalogueFunctions[id] = new Map(signatures.map((signature) => [selectorOf(signature), signature]))
}

const ETHEREUM = networks.ethereum.chainId

/**
 * Builds the allow-list: catalogue tokens on their networks, catalogue contracts, Curve's LP token and the
 * Morpho market at their mainnet address on Ethereum (the devnet deploys them there), plus the profile's extras.
 */
export function createSigningPolicy(extras: SigningExtras = { tokens: [], contracts: [] }): SigningPolicy {
  const tokenMaps = new Map<number, Map<string, PolicyToken>>()
  const addToken = (chainId: number, address: string, key: PolicyToken['key']) => {
    const map = tokenMaps.get(chainId) ?? new Map<string, PolicyToken>()
    map.set(address.toLowerCase(), { key, address: address.toLowerCase() })
    tokenMaps.set(chainId, map)
  }
  for (const key of tokenKeys) {
    const token = tokens[key]
    if (token.address) addToken(networks[token.network].chainId, token.address, key)
  }
  addToken(ETHEREUM, curveLpToken.address, 'curve3crv')
  for (const t of extras.tokens) {
    const key =
      t.key ?? tokenKeys.find((k) => networks[tokens[k].network].chainId === t.chainId && tokens[k].address)
    if (key) addToken(t.chainId, t.address, key)
  }
  for (const t of extras.lpTokens ?? []) addToken(t.chainId, t.address, 'curve3crv')

  const contractMaps = new Map<number, Map<string, Callable>>()
  const addContract = (chainId: number, id: CatalogueContractId, address: string) => {
    const map = contractMaps.get(chainId) ?? new Map<string, Callable>()
    const { spender } = catalogueContracts[id]
    const lower = address.toLowerCase()
    map.set(lower, { id, address: lower, spender, functions: catalogueFunctions[id] })
    contractMaps.set(chainId, map)
  }
  for (const [id, contract] of Object.entries(catalogueContracts)) {
    if (contract.address) addContract(ETHEREUM, id as CatalogueContractId, contract.address)
  }
  for (const c of extras.contracts) {
    if (c.id in catalogueContracts) addContract(c.chainId, c.id, c.address)
  }
  const markets = new Map<number, Set<string>>([
    [ETHEREUM, new Set([morphoMarketKey(catalogueMorphoMarket)])],
  ])
  for (const m of extras.morphoMarkets ?? []) {
    const set = markets.get(m.chainId) ?? new Set<string>()
    markets.set(m.chainId, set.add(morphoMarketKey(m.market)))
  }
  return {
    tokens: tokenMaps,
    contracts: contractMaps,
    morphoMarkets: markets,
    convexPids: new Set([extras.convexPid ?? convex3poolPid]),
  }
}

/** The address of token `key` on `chainId` under this policy (the profile's, else the catalogue's). */
export function policyTokenAddress(
  policy: SigningPolicy,
  chainId: number,
  key: PolicyToken['key'],
): string | null {
  let found: string | null = null
  for (const token of policy.tokens.get(chainId)?.values() ?? []) if (token.key === key) found = token.address
  return found
}

const isAddress = (v: unknown): v is Address => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)

/** A manifest's Morpho market (`lltv` as decimal text), or null unless every field is well formed. */
function marketOf(raw: unknown): MorphoMarketParams | null {
  const { loanToken, collateralToken, oracle, irm, lltv } = (raw ?? {}) as Record<string, unknown>
  if (!isAddress(loanToken) || !isAddress(collateralToken) || !isAddress(oracle) || !isAddress(irm))
    return null
  if (typeof lltv !== 'string' || !/^\d{1,78}$/.test(lltv)) return null
  return { loanToken, collateralToken, oracle, irm, lltv: BigInt(lltv) }
}

/**
 * Reads a profile's extras from the devnet manifest (`chains[chainId].contracts` by catalogue id, `curve3crv`
 * for Curve's LP token, `.tokens` by symbol or key, and `.markets.morphoDai`). Anything that is not a plain
 * address is ignored.
 */
export function extrasFromManifest(manifest: unknown): SigningExtras {
  const out: {
    tokens: { chainId: number; address: Address; key: TokenKey }[]
    contracts: SigningExtras['contracts'][number][]
    lpTokens: { chainId: number; address: Address }[]
    morphoMarkets: { chainId: number; market: MorphoMarketParams }[]
    convexPid?: bigint
  } = { tokens: [], contracts: [], lpTokens: [], morphoMarkets: [] }
  const chains = (manifest as { chains?: Record<string, unknown> } | null)?.chains
  if (!chains || typeof chains !== 'object') return out
  for (const network of Object.values(networks)) {
    const entry = chains[String(network.chainId)] as
      | {
          contracts?: Record<string, unknown>
          tokens?: Record<string, unknown>
          markets?: Record<string, unknown>
        }
      | undefined
    if (!entry) continue
    if (network.chainId === ETHEREUM) {
      const pid = entry.markets?.convexPid
      if (typeof pid === 'number' && Number.isSafeInteger(pid) && pid >= 0) out.convexPid = BigInt(pid)
    }
    for (const id of Object.keys(catalogueContracts) as CatalogueContractId[]) {
      const address = entry.contracts?.[id]
      if (isAddress(address)) out.contracts.push({ chainId: network.chainId, id, address })
    }
    const lp = entry.contracts?.curve3crv
    if (isAddress(lp)) out.lpTokens.push({ chainId: network.chainId, address: lp })
    const market = marketOf(entry.markets?.morphoDai)
    if (market) out.morphoMarkets.push({ chainId: network.chainId, market })
    for (const key of tokenKeys) {
      const token = tokens[key]
      if (token.network !== network.id || !token.address) continue
      const address = entry.tokens?.[token.symbol] ?? entry.tokens?.[key]
      if (isAddress(address)) out.tokens.push({ chainId: network.chainId, address, key })
    }
  }
  return out
}
