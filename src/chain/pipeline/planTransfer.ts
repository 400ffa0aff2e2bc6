import type { Address, ChainProfile } from '../profile'
import { buildTransfer } from '../send/buildTransfer'
import type { Intent, Plan } from './types'

/**
 * A transfer intent as a one-step plan: a plain value transfer, or `transfer` on the token contract.
 * @throws SendError 'Token not supported on selected network' when the token is not on that network.
 * @example planTransfer({ profile, from, intent: { kind: 'transfer', network: 'polygon', tokenKey: 'USDC-POLYGON', to, amount: 10_000_000n } })
 */
export function planTransfer(args: {
  profile: ChainProfile
  from: Address
  intent: Extract<Intent, { kind: 'transfer' }>
}): Plan {
  const { profile, from, intent } = args
  const call = buildTransfer({ profile, ...intent })
  return {
    intent,
    network: intent.network,
    chainId: profile.networks[intent.network].chainId,
    from,
    calls: [
      {
        step: 'transfer',
        to: call.to,
        value: call.value,
        ...(call.data ? { data: call.data } : {}),
        tokenKey: intent.tokenKey,
        amount: intent.amount,
        target: intent.to,
      },
    ],
  }
}
