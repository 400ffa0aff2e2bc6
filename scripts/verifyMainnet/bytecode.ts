import { type Address, getAddress, type Hex, toFunctionSelector } from 'viem'

/**
 * The 4-byte values a contract's bytecode pushes with PUSH1–PUSH4: the selectors its dispatcher compares the
 * call's first four bytes with. Solidity and Vyper both compare against a pushed constant; a selector with
 * leading zero bytes is pushed with a shorter PUSH, so short pushes are left-padded. Push data is skipped
 * while walking, so bytes inside a longer PUSH are never read as opcodes; the metadata at the end may add a
 * few stray values, which can only make a missing selector look present, never the reverse (the static call
 * of {@link writeAnswers} is the second opinion).
 * @example dispatcherSelectors('0x63a9059cbb14') // Set { '0xa9059cbb' }
 */
export function dispatcherSelectors(code: Hex): Set<Hex> {
  const bytes = code.slice(2)
  const found = new Set<Hex>()
  let i = 0
  while (i < bytes.length) {
    const op = Number.parseInt(bytes.slice(i, i + 2), 16)
    i += 2
    if (op >= 0x60 && op <= 0x7f) {
      const size = op - 0x5f
      if (size <= 4) found.add(`0x${bytes.slice(i, i + size * 2).padStart(8, '0')}`)
      i += size * 2
    }
  }
  return found
}

/** The runtime code of an EIP-1167 minimal proxy (what Vyper's `create_minimal_proxy_to` also makes). */
const minimalProxy = /^0x363d3d373d3d3d363d73([0-9a-f]{40})5af43d82803e903d91602b57fd5bf3$/i

/**
 * Where a minimal proxy (EIP-1167) forwards its calls, or null for any other code.
 * @example minimalProxyTarget('0x363d3d373d3d3d363d73bebc44782c7db0a1a60cb6fe97d0b483032ff1c75af43d82803e903d91602b57fd5bf3')
 */
export function minimalProxyTarget(code: Hex): Address | null {
  const match = minimalProxy.exec(code)
  return match?.[1] ? getAddress(`0x${match[1]}`) : null
}

/**
 * Storage slots where upgradeable proxies keep their implementation: EIP-1967's
 * (`keccak256('eip1967.proxy.implementation') - 1`: OpenZeppelin's TransparentUpgradeableProxy, Aave's Pool
 * proxy, Comet's), ZeppelinOS's older one (`keccak256('org.zeppelinos.proxy.implementation')`: USDC's
 * FiatTokenProxy) and Polygon's (`keccak256('matic.network.proxy.implementation')`: its bridged tokens).
 */
export const implementationSlots = [
  '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
  '0x7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3',
  '0xbaab7dbf64751104133af04abc7d9979f0fda3b059a322a8333f533d3f32bf7f',
] as const satisfies readonly Hex[]

/**
 * The address a storage word holds, or null when the word is empty or is not an address (its top 12 bytes set).
 * @example addressInSlot(`0x${'0'.repeat(24)}${'ab'.repeat(20)}`) // '0xABaB…'
 */
export function addressInSlot(word: Hex | undefined): Address | null {
  if (!word) return null
  const padded = word.slice(2).padStart(64, '0')
  if (!/^0{24}[0-9a-fA-F]{40}$/.test(padded) || /^0{64}$/.test(padded)) return null
  return getAddress(`0x${padded.slice(24)}`)
}

/**
 * The selectors of a list of function signatures that a dispatcher does not push.
 * @example missingSelectors(new Set(['0xa9059cbb']), ['transfer(address,uint256)', 'approve(address,uint256)']) // ['approve(address,uint256)']
 */
export function missingSelectors(selectors: ReadonlySet<Hex>, signatures: readonly string[]): string[] {
  return signatures.filter((signature) => !selectors.has(toFunctionSelector(signature)))
}
