import { encodeFunctionData, type Hex } from 'viem'
import type { NetworkId } from '../../domain/catalogue/networks'
import { type TokenKey, tokens } from '../../domain/catalogue/tokens'
import { SendError, TOKEN_NOT_SUPPORTED } from '../../domain/send/errors'
import type { Address, ChainProfile } from '../profile'

/** The ERC-20 `transfer` function, the only one a send calls. */
export const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** What to put on chain: a plain value transfer, or a call to the token contract. */
export type TransferCall = { to: Address; value: bigint; data?: Hex; native: boolean }

/** Arguments of {@link buildTransfer}. */
export type BuildTransferParameters = {
  profile: ChainProfile
  network: NetworkId
  tokenKey: TokenKey
  to: Address
  /** Base units of the token. */
  amount: bigint
}

/**
 * The call that moves `amount` of a catalogue token to `to` on one network, with the token address of the
 * profile (the devnet deploys its own).
 * @throws SendError 'Token not supported on selected network' when the token is not on that network.
 * @example buildTransfer({ profile, network: 'polygon', tokenKey: 'USDC-POLYGON', to, amount: 1_500_000n })
 */
export function buildTransfer(args: BuildTransferParameters): TransferCall {
  const token = tokens[args.tokenKey]
  if (token.network !== args.network) {
    throw new SendError(TOKEN_NOT_SUPPORTED, { details: `${args.tokenKey} on ${args.network}` })
  }
  if (token.address === null) return { to: args.to, value: args.amount, native: true }
  const contract = args.profile.networks[args.network].tokenAddresses[args.tokenKey]
  if (!contract) throw new SendError(TOKEN_NOT_SUPPORTED, { details: `${args.tokenKey} has no address` })
  const data = encodeFunctionData({
    abi: erc20TransferAbi,
    functionName: 'transfer',
    args: [args.to, args.amount],
  })
  return { to: contract, value: 0n, data, native: false }
}
