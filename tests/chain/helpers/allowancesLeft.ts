import type { Address } from 'viem'
import { allowanceSpenders } from '../../../src/chain/protocols/readVaults'
import { tokensOn } from '../../../src/domain/catalogue/tokens'
import { testProfile } from '../support/manifest'
import { erc20 } from './abis'
import type { DevnetClient } from './devnet'

/**
 * Every allowance `owner` has standing at `blockNumber` from a token the wallet plans with (Ethereum's
 * catalogue tokens and Curve's 3Crv) to a contract it plans with (Aave's Pool, the vaults, Curve, Convex),
 * as `'USDC → Aave v3: 5'`; `[]` when none. Read over RPC in one `eth_call` at that block.
 * @example expect(await allowancesLeft(client, me, receipt.blockNumber)).toEqual([])
 */
export async function allowancesLeft(
  client: DevnetClient,
  owner: Address,
  blockNumber: bigint,
): Promise<string[]> {
  const profile = testProfile()
  const { tokenAddresses, multicall3 } = profile.networks.ethereum
  const tokens = [
    ...tokensOn('ethereum').flatMap((t) => {
      const address = tokenAddresses[t.key]
      return address ? [{ address, symbol: t.symbol }] : []
    }),
    { address: profile.vaults.curve3crv, symbol: '3Crv' },
  ]
  const pairs = tokens.flatMap((token) => allowanceSpenders(profile).map((to) => ({ token, to })))
  const amounts = await client.multicall({
    contracts: pairs.map(({ token, to }) => ({
      address: token.address,
      abi: erc20,
      functionName: 'allowance',
      args: [owner, to.spender],
    })),
    allowFailure: false,
    multicallAddress: multicall3,
    blockNumber,
  })
  return pairs.flatMap(({ token, to }, i) =>
    amounts[i] === 0n ? [] : [`${token.symbol} → ${to.name}: ${amounts[i]}`],
  )
}
