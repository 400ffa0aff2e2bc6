import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import { expect } from 'vitest'
import { toViemChain } from '../../../src/chain/clients'
import type { Plan } from '../../../src/chain/pipeline/types'
import type { ChainProfile } from '../../../src/chain/profile'
import { erc20 } from '../helpers/abis'
import type { DevnetClient } from '../helpers/devnet'
import { testFees } from '../helpers/fees'
import { testProfile } from '../support/manifest'

/** The devnet profile and a plain read client over chain 1, as the app builds them. */
export function appSide(): { profile: ChainProfile; reader: PublicClient } {
  const profile = testProfile({}, 5_000)
  const reader = createPublicClient({
    chain: toViemChain('ethereum', profile),
    transport: http(profile.networks.ethereum.rpcUrls[0]),
    pollingInterval: 20,
  }) as PublicClient
  return { profile, reader }
}

/**
 * Sends every call of a plan in order from its (impersonated) sender, each with its gas estimate + 20 % as the
 * wallet does, and fails the test unless each one is mined successfully.
 */
export async function executeCalls(client: DevnetClient, plan: Plan): Promise<TransactionReceipt[]> {
  const receipts: TransactionReceipt[] = []
  for (const [i, call] of plan.calls.entries()) {
    const request = { account: plan.from, to: call.to, data: call.data as Hex, value: call.value }
    const gas = await client.estimateGas(request)
    const hash = await client.sendTransaction({
      ...request,
      chain: client.chain,
      gas: (gas * 12n) / 10n,
      ...testFees,
    } as never)
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    expect(receipt.status, `step ${i + 1} (${call.step}) mined`).toBe('success')
    receipts.push(receipt)
  }
  return receipts
}

/** ERC-20 balance, optionally at a block. */
export function balanceOf(client: DevnetClient, token: Address, who: Address, blockNumber?: bigint) {
  return client.readContract({
    address: token,
    abi: erc20,
    functionName: 'balanceOf',
    args: [who],
    ...(blockNumber === undefined ? {} : { blockNumber }),
  })
}

/** ERC-20 allowance. */
export function allowanceOf(client: DevnetClient, token: Address, owner: Address, spender: Address) {
  return client.readContract({
    address: token,
    abi: erc20,
    functionName: 'allowance',
    args: [owner, spender],
  })
}
