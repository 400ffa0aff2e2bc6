import { createWalletClient, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_OWNER } from '../../../devnet/index.mjs'
import { sendAs } from './positions'
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

const feedAbi = parseAbi(['function setAnswer(int256 answer)'])

/** The ETH / USD price the devnet's feed says (8 decimals) when it starts, which Aave's oracle reads for WETH. */
export const DEVNET_ETH_PRICE = 3_000_00000000n

/**
 * Moves the ETH price on the e2e devnet as the feed's owner does (impersonated): a market fall as Aave sees
 * it. A test that moves it puts it back to {@link DEVNET_ETH_PRICE} when it ends.
 */
export async function setEthPrice(price: bigint) {
  const chain = chainOf(1) as ReturnType<typeof chainOf> & { priceFeeds: { ETH: Hex } }
  const client = rpc(1)
  const request = client.request as (a: { method: string; params: unknown[] }) => Promise<unknown>
  await request({ method: 'anvil_impersonateAccount', params: [DEVNET_OWNER] })
  try {
    const owner = createWalletClient({ account: DEVNET_OWNER as Hex, transport: http(chain.rpcUrl) })
    const hash = await owner.writeContract({
      chain: null,
      address: chain.priceFeeds.ETH,
      abi: feedAbi,
      functionName: 'setAnswer',
      args: [price],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`setAnswer(${price}) reverted`)
  } finally {
    await request({ method: 'anvil_stopImpersonatingAccount', params: [DEVNET_OWNER] })
  }
}

const poolAbi = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)',
])
const approveAbi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])

/**
 * The wallet opens an Aave position itself, over RPC, signing with its own key: supplies `supply` WETH (already
 * in the wallet) and, when asked, borrows `borrow` USDC at the variable rate. So a test starts on a position.
 */
export async function openPosition(key: Hex, position: { supply: bigint; borrow?: bigint }) {
  const chain = chainOf(1) as ReturnType<typeof chainOf> & { contracts: { aavePool: Hex } }
  const me = privateKeyToAccount(key).address
  const pool = chain.contracts.aavePool
  const weth = chain.tokens.WETH as Hex
  await sendAs({ key }, [
    { address: weth, abi: approveAbi, functionName: 'approve', args: [pool, position.supply] },
    { address: pool, abi: poolAbi, functionName: 'supply', args: [weth, position.supply, me, 0] },
    ...(position.borrow
      ? [
          {
            address: pool,
            abi: poolAbi,
            functionName: 'borrow',
            args: [chain.tokens.USDC as Hex, position.borrow, 2n, 0, me],
          },
        ]
      : []),
  ])
}
