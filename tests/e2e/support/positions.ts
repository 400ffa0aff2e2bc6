import { type Abi, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { chainOf, rpc } from './wallet'

type Hex = `0x${string}`

/**
 * Sends `calls` in order as the wallet itself, straight over RPC on the e2e devnet's Ethereum (set-up, not the
 * path under test): a position the test starts from, each call mined and successful before the next.
 * Each gets its estimate plus half, as the wallet adds headroom: a call that accrues interest (Aave's supply,
 * borrow) costs more gas when its block lands a second after the block the estimate ran on, and without
 * headroom it runs out of gas on whichever run the devnet's clock ticks in between.
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
    const request = { account: signer.account, chain: null, ...call } as never
    const gas = await rpc(1).estimateContractGas(request)
    const hash = await signer.writeContract({ ...(request as object), gas: (gas * 3n) / 2n } as never)
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
