import { encodeFunctionData, parseAbi } from 'viem'
import { DEVNET_OWNER } from './chains.mjs'
import { makeClient, sendAsOwner } from './deploy/context.mjs'

const yearnAbi = parseAbi([
  'function setStrategyLoss(uint256 bps)',
  'function setLockedAssets(uint256 amount)',
  'function set_deposit_limit(uint256 limit)',
])
const cometAbi = parseAbi([
  'function pause(bool supplyPaused, bool transferPaused, bool withdrawPaused, bool absorbPaused, bool buyPaused)',
])
const boosterAbi = parseAbi(['function shutdownPool(uint256 pid) returns (bool)'])
const rewardPoolAbi = parseAbi(['function setRewardPeriod(uint256 rate, uint256 finish)'])

/**
 * @typedef {{
 *   yearn?: { lossBps?: bigint, lockedAssets?: bigint, depositLimit?: bigint },
 *   comet?: { supplyPaused?: boolean, withdrawPaused?: boolean },
 *   convex?: { shutdown?: true, rewards?: { rate: bigint, periodFinish: bigint } },
 * }} ProtocolFaults
 * yearn.lossBps: the share of every withdrawal its strategy loses (unrealised until then, as on mainnet);
 * yearn.lockedAssets: USDC (base units) the strategy cannot free; yearn.depositLimit: the vault's deposit_limit.
 * comet: its pause guardian's switches. convex.shutdown: the pool manager's shutdownPool(convexPid) (for good,
 * as on mainnet: revert to a snapshot to undo it). convex.rewards: the reward pool's CRV per second (wei) and
 * the end of its period (unix seconds; a past one ends the rewards, as a mainnet period nobody topped up).
 */

/**
 * Makes the devnet's written protocols on chain 1 behave as their mainnet contracts do when something is wrong,
 * through the same owner-only functions mainnet's managers call, sent as DEVNET_OWNER (impersonated). Chain and
 * end-to-end tests call it with the manifest's chain-1 entry; nothing in the app can (it holds no owner key and
 * the node only impersonates on request).
 * @example await setProtocolFaults(manifest.chains['1'], { yearn: { lossBps: 50n }, convex: { shutdown: true } })
 * @param {{ rpcUrl: string, chainId: number, contracts: Record<string, string>, markets?: { convexPid?: number } }} chain
 * @param {ProtocolFaults} faults
 */
export async function setProtocolFaults(chain, faults) {
  const client = makeClient(chain.rpcUrl, chain.chainId)
  /** @type {{ to: string, data: `0x${string}` }[]} */
  const calls = []
  const { yearn, comet, convex } = faults
  const yearnAt = chain.contracts.yearnUsdcVault
  if (yearn?.lossBps !== undefined)
    calls.push({
      to: yearnAt,
      data: encodeFunctionData({ abi: yearnAbi, functionName: 'setStrategyLoss', args: [yearn.lossBps] }),
    })
  if (yearn?.lockedAssets !== undefined)
    calls.push({
      to: yearnAt,
      data: encodeFunctionData({
        abi: yearnAbi,
        functionName: 'setLockedAssets',
        args: [yearn.lockedAssets],
      }),
    })
  if (yearn?.depositLimit !== undefined)
    calls.push({
      to: yearnAt,
      data: encodeFunctionData({
        abi: yearnAbi,
        functionName: 'set_deposit_limit',
        args: [yearn.depositLimit],
      }),
    })
  if (comet)
    calls.push({
      to: chain.contracts.comet,
      data: encodeFunctionData({
        abi: cometAbi,
        functionName: 'pause',
        args: [!!comet.supplyPaused, false, !!comet.withdrawPaused, false, false],
      }),
    })
  if (convex?.shutdown)
    calls.push({
      to: chain.contracts.convexBooster,
      data: encodeFunctionData({
        abi: boosterAbi,
        functionName: 'shutdownPool',
        args: [BigInt(chain.markets?.convexPid ?? 0)],
      }),
    })
  if (convex?.rewards)
    calls.push({
      to: chain.contracts.convexRewardPool,
      data: encodeFunctionData({
        abi: rewardPoolAbi,
        functionName: 'setRewardPeriod',
        args: [convex.rewards.rate, convex.rewards.periodFinish],
      }),
    })
  await client.impersonateAccount({ address: DEVNET_OWNER })
  await client.setBalance({ address: DEVNET_OWNER, value: 10n ** 24n })
  for (const call of calls) {
    const receipt = await sendAsOwner(client, DEVNET_OWNER, {
      to: /** @type {`0x${string}`} */ (call.to),
      data: call.data,
    })
    if (receipt.status !== 'success')
      throw new Error(`protocol fault ${call.data.slice(0, 10)} on ${call.to} reverted`)
  }
}
