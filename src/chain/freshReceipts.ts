import type { EIP1193RequestFn, Transport } from 'viem'

/**
 * `transport`, except that every `eth_getTransactionReceipt` goes to the node as a request of its own.
 *
 * viem shares one in-flight request between identical calls, and `waitForTransactionReceipt` asks for the
 * receipt again on each new block. When block N+1 (the one holding the transaction) is seen while the check
 * made for block N is still waiting for its answer, the check for N+1 is handed that same request — sent
 * before N+1 existed, so it answers "no receipt" — and the wait goes on to the block after. On a real chain
 * that costs a block (12 s on Ethereum) before *Confirmada* shows; on a node that mines only on demand (the
 * devnet) no block comes and the wait never ends. A receipt asked for after a block was seen must be asked
 * after it.
 * @example createPublicClient({ chain, transport: freshReceipts(http(url)) })
 */
export function freshReceipts<T extends Transport>(transport: T): T {
  const fresh: Transport = (options) => {
    const inner = transport(options)
    const request: EIP1193RequestFn = (args, requestOptions) =>
      inner.request(
        args,
        args.method === 'eth_getTransactionReceipt' ? { ...requestOptions, dedupe: false } : requestOptions,
      )
    return { ...inner, request }
  }
  return fresh as T
}
