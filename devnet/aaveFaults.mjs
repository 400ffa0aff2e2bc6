import { encodeFunctionData, parseAbi } from 'viem'
import { DEVNET_OWNER } from './chains.mjs'
import { makeClient, sendAsOwner } from './deploy/context.mjs'

const providerAbi = parseAbi(['function getPoolConfigurator() view returns (address)'])
const configuratorAbi = parseAbi([
  'function setSupplyCap(address asset, uint256 newSupplyCap)',
  'function setReserveFreeze(address asset, bool freeze)',
  'function setReservePause(address asset, bool paused)',
])

/**
 * @typedef {{ supplyCap?: bigint, frozen?: boolean, paused?: boolean }} AaveReserveFault
 * supplyCap: whole tokens (0 = none), as PoolConfigurator.setSupplyCap takes it; frozen and paused: the
 * risk and emergency admins' switches (a frozen reserve still repays and withdraws; a paused one does nothing).
 * @typedef {Partial<Record<'USDC' | 'USDT' | 'DAI' | 'WETH' | 'WBTC' | 'LINK', AaveReserveFault>>} AaveFaults
 */

/**
 * Puts the devnet's Aave v3 reserves (the real @aave/core-v3 bytecode on chain 1) in the states mainnet's
 * admins put reserves in — a supply cap, a freeze, a pause — through the PoolConfigurator, sent as the devnet's
 * pool admin (DEVNET_OWNER, impersonated). Chain and end-to-end tests call it with the manifest's chain-1
 * entry; undo it by reverting to a snapshot, or by calling it again with the old values.
 * @example await setAaveFaults(manifest.chains['1'], { USDC: { supplyCap: 2_000_100n }, DAI: { frozen: true } })
 * @param {{ rpcUrl: string, chainId: number, contracts: Record<string, string>, tokens: Record<string, string> }} chain
 * @param {AaveFaults} faults
 */
export async function setAaveFaults(chain, faults) {
  const client = makeClient(chain.rpcUrl, chain.chainId)
  const configurator = await client.readContract({
    address: /** @type {`0x${string}`} */ (chain.contracts.aavePoolAddressesProvider),
    abi: providerAbi,
    functionName: 'getPoolConfigurator',
  })
  /** @type {`0x${string}`[]} */
  const calls = []
  for (const [symbol, fault] of Object.entries(faults)) {
    const asset = /** @type {`0x${string}`} */ (chain.tokens[symbol])
    if (!asset || !fault) throw new Error(`no Aave reserve ${symbol} on the devnet`)
    if (fault.supplyCap !== undefined)
      calls.push(
        encodeFunctionData({
          abi: configuratorAbi,
          functionName: 'setSupplyCap',
          args: [asset, fault.supplyCap],
        }),
      )
    if (fault.frozen !== undefined)
      calls.push(
        encodeFunctionData({
          abi: configuratorAbi,
          functionName: 'setReserveFreeze',
          args: [asset, fault.frozen],
        }),
      )
    if (fault.paused !== undefined)
      calls.push(
        encodeFunctionData({
          abi: configuratorAbi,
          functionName: 'setReservePause',
          args: [asset, fault.paused],
        }),
      )
  }
  await client.impersonateAccount({ address: DEVNET_OWNER })
  await client.setBalance({ address: DEVNET_OWNER, value: 10n ** 24n })
  for (const data of calls) {
    // Not viem's waitForTransactionReceipt: it can wait for a block the devnet never mines (minedReceipt says why).
    const receipt = await sendAsOwner(client, DEVNET_OWNER, { to: configurator, data })
    if (receipt.status !== 'success') throw new Error(`Aave fault ${data.slice(0, 10)} reverted`)
  }
}
