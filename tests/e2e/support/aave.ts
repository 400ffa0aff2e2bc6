import { createWalletClient, http, parseAbi } from 'viem'
import { DEVNET_OWNER } from '../../../devnet/index.mjs'
import { chainOf, rpc } from './wallet'

type Hex = `0x${string}`
const providerAbi = parseAbi(['function getPoolConfigurator() view returns (address)'])
const configuratorAbi = parseAbi(['function setReserveFreeze(address asset, bool freeze)'])

/**
 * Freezes (or thaws) an Aave v3 reserve on the e2e devnet as its pool admin does: the devnet owner,
 * impersonated, calls the PoolConfigurator. A frozen reserve takes no new supply and lends nothing, so a
 * supply or borrow reviewed before the freeze reverts on chain once signed.
 */
export async function setReserveFrozen(symbol: string, frozen: boolean) {
  const chain = chainOf(1) as ReturnType<typeof chainOf> & { contracts: { aavePoolAddressesProvider: Hex } }
  const client = rpc(1)
  const request = client.request as (a: { method: string; params: unknown[] }) => Promise<unknown>
  const configurator = await client.readContract({
    address: chain.contracts.aavePoolAddressesProvider,
    abi: providerAbi,
    functionName: 'getPoolConfigurator',
  })
  await request({ method: 'anvil_impersonateAccount', params: [DEVNET_OWNER] })
  try {
    const admin = createWalletClient({ account: DEVNET_OWNER as Hex, transport: http(chain.rpcUrl) })
    const hash = await admin.writeContract({
      chain: null,
      address: configurator,
      abi: configuratorAbi,
      functionName: 'setReserveFreeze',
      args: [chain.tokens[symbol] as Hex, frozen],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`setReserveFreeze(${symbol}, ${frozen}) reverted`)
  } finally {
    await request({ method: 'anvil_stopImpersonatingAccount', params: [DEVNET_OWNER] })
  }
}
