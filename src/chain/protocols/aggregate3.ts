import { type Abi, decodeFunctionResult, encodeFunctionData, type Hex, type PublicClient } from 'viem'
import { multicall3Abi } from '../abis'
import type { Address } from '../profile'

/** One read of a Multicall3 batch: a contract, its ABI, and the function with its arguments. */
export type BatchCall = { target: Address; abi: Abi; functionName: string; args?: readonly unknown[] }

/**
 * Sends every read in ONE Multicall3 `aggregate3` eth_call, each allowed to fail. The results come back in
 * the calls' order; a failed one has `success: false`, a call to an address without code empty data.
 * @example const results = await aggregate3(client, net.multicall3, calls)
 */
export function aggregate3(
  client: PublicClient,
  multicall3: Address,
  calls: readonly BatchCall[],
  blockNumber?: bigint,
): Promise<readonly BatchResult[]> {
  return client.readContract({
    address: multicall3,
    abi: multicall3Abi,
    functionName: 'aggregate3',
    ...(blockNumber === undefined ? {} : { blockNumber }),
    args: [
      calls.map((c) => ({
        target: c.target,
        allowFailure: true,
        callData: encodeFunctionData({ abi: c.abi, functionName: c.functionName, args: c.args } as never),
      })),
    ],
  })
}

/** One answer of {@link aggregate3}. */
export type BatchResult = { success: boolean; returnData: Hex }

/**
 * The decoded value of `calls[i]`'s answer, or undefined when the call failed, returned nothing (no code at
 * the address) or could not be decoded (logged).
 * @example const account = decodeBatchResult(calls, results, 0) as readonly bigint[] | undefined
 */
export function decodeBatchResult(
  calls: readonly BatchCall[],
  results: readonly BatchResult[],
  i: number,
): unknown {
  const r = results[i]
  const c = calls[i]
  if (!c || !r?.success || r.returnData === '0x') return undefined
  try {
    return decodeFunctionResult({ abi: c.abi, functionName: c.functionName, data: r.returnData })
  } catch (error) {
    console.warn(`batch read ${c.functionName} undecodable`, error)
    return undefined
  }
}
