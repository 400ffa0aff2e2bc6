import { keccak_256 } from '@noble/hashes/sha3.js'
import { type CatalogueContractId, catalogueContracts } from '../../domain/catalogue/contracts'
import { networks } from '../../domain/catalogue/networks'
import { tokenKeys, tokens } from '../../domain/catalogue/tokens'
import { UnsafeTransactionError, UnsupportedChainError } from '../../domain/errors'
import type { UnsignedTransaction } from '../vaultApi'
import { toHex, utf8 } from './bytes'

type Address = `0x${string}`

/** The 4-byte selector of a function signature such as `transfer(address,uint256)`. */
export const selectorOf = (signature: string): string => toHex(keccak_256(utf8(signature)).subarray(0, 4))

const TRANSFER = selectorOf('transfer(address,uint256)')
const APPROVE = selectorOf('approve(address,uint256)')
const GWEI = 1_000_000_000n

/**
 * Highest max fee per gas the worker signs, per chain: far above the devnet's base fees (8, 30, 0.01 and
 * 0.001 gwei, devnet/chains.mjs) and generous enough for real congestion on mainnet (Ethereum peaks of a
 * few hundred gwei, Polygon's of a few thousand), yet a typo of a few zeros is refused.
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
const MIN_GAS = 21_000n

/**
 * Contract addresses a profile adds to the catalogue, per chain: the devnet's tokens where it deploys them
 * elsewhere, and contracts without a mainnet address (Beefy's vault). Given to the worker once, when it
 * starts (vault.worker.ts reads the devnet manifest itself); nothing on the page can add more later.
 */
export type SigningExtras = {
  tokens: readonly { chainId: number; address: Address }[]
  contracts: readonly { chainId: number; id: CatalogueContractId; address: Address }[]
}

type Callable = { id: CatalogueContractId; spender: boolean; selectors: ReadonlySet<string> }

/** What the worker may sign, per chain, keyed by lowercase address. */
export type SigningPolicy = {
  tokens: ReadonlyMap<number, ReadonlySet<string>>
  contracts: ReadonlyMap<number, ReadonlyMap<string, Callable>>
}

/**
 * Selectors of every catalogue contract, computed from its listed signatures when the module loads, so a
 * function added to `catalogueContracts` later is allowed without touching this file.
 */
const catalogueSelectors = {} as Record<CatalogueContractId, ReadonlySet<string>>
for (const id of Object.keys(catalogueContracts) as CatalogueContractId[]) {
  catalogueSelectors[id] = new Set<string>(catalogueContracts[id].functions.map(selectorOf))
}

const ETHEREUM = networks.ethereum.chainId

/**
 * Builds the allow-list: catalogue tokens on their networks, catalogue contracts at their mainnet address
 * on Ethereum (the devnet deploys them there), plus the profile's extras.
 */
export function createSigningPolicy(extras: SigningExtras = { tokens: [], contracts: [] }): SigningPolicy {
  const tokenSets = new Map<number, Set<string>>()
  const addToken = (chainId: number, address: string) => {
    const set = tokenSets.get(chainId) ?? new Set<string>()
    set.add(address.toLowerCase())
    tokenSets.set(chainId, set)
  }
  for (const key of tokenKeys) {
    const token = tokens[key]
    if (token.address) addToken(networks[token.network].chainId, token.address)
  }
  for (const t of extras.tokens) addToken(t.chainId, t.address)

  const contractMaps = new Map<number, Map<string, Callable>>()
  const addContract = (chainId: number, id: CatalogueContractId, address: string) => {
    const map = contractMaps.get(chainId) ?? new Map<string, Callable>()
    const { spender } = catalogueContracts[id]
    map.set(address.toLowerCase(), { id, spender, selectors: catalogueSelectors[id] })
    contractMaps.set(chainId, map)
  }
  for (const [id, contract] of Object.entries(catalogueContracts)) {
    if (contract.address) addContract(ETHEREUM, id as CatalogueContractId, contract.address)
  }
  for (const c of extras.contracts) {
    if (c.id in catalogueContracts) addContract(c.chainId, c.id, c.address)
  }
  return { tokens: tokenSets, contracts: contractMaps }
}

const refuse = (details: string) => new UnsafeTransactionError({ details })

/** The 20-byte address in a 32-byte ABI word, or null when its top 12 bytes are not zero. */
const wordAddress = (word: string): string | null =>
  /^0{24}[0-9a-f]{40}$/.test(word) ? `0x${word.slice(24)}` : null

/**
 * Refuses (UnsafeTransactionError, naming what) any transaction the app would not build: it allows native
 * transfers without data; ERC-20 `transfer` on a catalogue token; `approve` (0 included, to revoke) only to
 * a catalogue spender; calls to catalogue contracts only with a selector from their listed signatures;
 * no value on contract calls; max fee per gas and gas limit under the chain's caps. A chain outside the
 * four is an UnsupportedChainError.
 *
 * @example
 * checkTransaction(policy, { chainId: 1, to, value: 0n, data: approveToStranger, ... }) // throws
 */
export function checkTransaction(policy: SigningPolicy, tx: UnsignedTransaction): void {
  const feeCap = MAX_FEE_PER_GAS[tx.chainId]
  const gasCap = MAX_GAS[tx.chainId]
  if (feeCap === undefined || gasCap === undefined) {
    throw new UnsupportedChainError({ details: `chain id ${tx.chainId}` })
  }
  const fee = tx.maxFeePerGas ?? tx.gasPrice
  if (fee === undefined) throw refuse('no fee given')
  else if (fee > feeCap)
    throw refuse(`max fee per gas ${fee} wei over the cap of ${feeCap} wei on chain ${tx.chainId}`)
  if (tx.gas < MIN_GAS || tx.gas > gasCap) throw refuse(`gas limit ${tx.gas} outside ${MIN_GAS}–${gasCap}`)

  const data = (tx.data ?? '0x').toLowerCase()
  if (data === '0x') return
  const to = tx.to.toLowerCase()
  if (tx.value !== 0n) throw refuse(`value sent along a contract call to ${tx.to}`)
  const selector = data.slice(0, 10)
  const args = data.slice(10)

  if (selector === TRANSFER) {
    if (!policy.tokens.get(tx.chainId)?.has(to))
      throw refuse(`transfer on a token outside the catalogue: ${tx.to}`)
    if (args.length !== 128 || !wordAddress(args.slice(0, 64))) throw refuse('malformed transfer arguments')
    return
  }
  if (selector === APPROVE) {
    const spender = args.length === 128 ? wordAddress(args.slice(0, 64)) : null
    if (!spender) throw refuse('malformed approve arguments')
    if (!policy.contracts.get(tx.chainId)?.get(spender)?.spender) {
      throw refuse(`approve to a spender outside the protocol catalogue: ${spender}`)
    }
    return
  }
  const contract = policy.contracts.get(tx.chainId)?.get(to)
  if (!contract) throw refuse(`call to a contract outside the catalogue: ${tx.to}`)
  if (!contract.selectors.has(selector))
    throw refuse(`function ${selector} is not one ${contract.id} may be called with`)
}

/**
 * Reads a profile's extras from the devnet manifest (`chains[chainId].contracts` by catalogue id and
 * `.tokens` by symbol or key). Anything that is not a plain address is ignored.
 */
export function extrasFromManifest(manifest: unknown): SigningExtras {
  const out: { tokens: SigningExtras['tokens'][number][]; contracts: SigningExtras['contracts'][number][] } =
    {
      tokens: [],
      contracts: [],
    }
  const chains = (manifest as { chains?: Record<string, unknown> } | null)?.chains
  if (!chains || typeof chains !== 'object') return out
  const isAddress = (v: unknown): v is Address => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)
  for (const network of Object.values(networks)) {
    const entry = chains[String(network.chainId)] as
      | { contracts?: Record<string, unknown>; tokens?: Record<string, unknown> }
      | undefined
    if (!entry) continue
    for (const id of Object.keys(catalogueContracts) as CatalogueContractId[]) {
      const address = entry.contracts?.[id]
      if (isAddress(address)) out.contracts.push({ chainId: network.chainId, id, address })
    }
    for (const key of tokenKeys) {
      const token = tokens[key]
      if (token.network !== network.id || !token.address) continue
      const address = entry.tokens?.[token.symbol] ?? entry.tokens?.[key]
      if (isAddress(address)) out.tokens.push({ chainId: network.chainId, address })
    }
  }
  return out
}
