import { type Abi, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { chainOf, rpc } from './wallet'

type Hex = `0x${string}`

/**
 * Sends `calls` in order as the wallet itself, straight over RPC on the e2e devnet's Ethereum (set-up, not the
 * path under test): a position the test starts from, each call mined and successful before the next.
 */
export async function sendAs(
  wallet: { key: Hex },
  calls: { address: Hex; abi: Abi; functionName: string; args: readonly unknown[] }[],
) {
  const signer = createWalletClient({
    account: privateKeyToAccount(wallet.key),
    transport: http(chainOf(1).rpcUrl),
  })
  for (const call of calls) {
    const hash = await signer.writeContract({ chain: null, ...call } as never)
    const receipt = await rpc(1).waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted in set-up`)
  }
}

/** Moves the e2e devnet's Ethereum clock forward and mines a block: interest and yield accrue meanwhile. */
export async function passTime(seconds: number) {
  const request = rpc(1).request as (a: { method: string; params: unknown[] }) => Promise<unknown>
  await request({ method: 'evm_increaseTime', params: [seconds] })
  await request({ method: 'evm_mine', params: [] })
}
