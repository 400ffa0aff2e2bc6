import { networkIds } from '../../../domain/catalogue/networks'
import { tokenKeys } from '../../../domain/catalogue/tokens'
import type { Intent } from '../../../domain/write/types'
import type { PlanCall, PlanForReview } from '../../vaultApi'
import { refuse } from './decodeCall'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX = /^0x(?:[0-9a-fA-F]{2})*$/
const PROTOCOLS = ['aave', 'aaveLending', 'morpho', 'ethena', 'compound', 'curve', 'convex', 'yearn', 'beefy']
const ACTIONS = ['supply', 'withdraw', 'stake', 'cooldown', 'unstake', 'borrow', 'repay']

const address = (v: unknown, what: string): `0x${string}` => {
  if (typeof v !== 'string' || !ADDRESS.test(v)) throw refuse(`malformed ${what}`)
  return v as `0x${string}`
}
const amount = (v: unknown, what: string): bigint => {
  if (typeof v !== 'bigint' || v < 0n || v >= 2n ** 256n) throw refuse(`malformed ${what}`)
  return v
}
const oneOf = <T extends string>(v: unknown, list: readonly string[], what: string): T => {
  if (typeof v !== 'string' || !list.includes(v)) throw refuse(`malformed ${what}`)
  return v as T
}

type TokenKey = Extract<Intent, { tokenKey: unknown }>['tokenKey']

function copyIntent(v: unknown): Intent {
  const i = (v ?? {}) as Record<string, unknown>
  const network = oneOf<Intent['network']>(i.network, networkIds, 'intent network')
  // A cancel names no token, recipient or amount: its one call is checked on its own (checkPlan).
  if (i.kind === 'cancel') return { kind: 'cancel', network }
  const tokenKey = oneOf<TokenKey>(i.tokenKey, tokenKeys, 'intent token')
  if (i.kind === 'transfer')
    return {
      kind: 'transfer',
      network,
      tokenKey,
      to: address(i.to, 'recipient'),
      amount: amount(i.amount, 'amount'),
    }
  if (i.kind === 'revoke')
    return { kind: 'revoke', network, tokenKey, spender: address(i.spender, 'spender') }
  if (i.kind === 'swap') {
    const slippageBps = i.slippageBps
    if (typeof slippageBps !== 'number' || !Number.isInteger(slippageBps)) throw refuse('malformed slippage')
    return {
      kind: 'swap',
      network,
      tokenKey,
      toTokenKey: oneOf<TokenKey>(i.toTokenKey, tokenKeys, 'intent target token'),
      amount: amount(i.amount, 'amount'),
      quotedOut: amount(i.quotedOut, 'quote'),
      slippageBps,
    }
  }
  if (i.kind === 'approve')
    return {
      kind: 'approve',
      network,
      tokenKey,
      spender: address(i.spender, 'spender'),
      amount: amount(i.amount, 'amount'),
    }
  return {
    kind: oneOf(i.kind, ACTIONS, 'intent'),
    protocol: oneOf(i.protocol, PROTOCOLS, 'protocol'),
    network,
    tokenKey,
    amount: amount(i.amount, 'amount'),
  } as Intent
}

function copyCall(v: unknown): PlanCall {
  const c = (v ?? {}) as Record<string, unknown>
  const data = c.data
  if (data !== undefined && (typeof data !== 'string' || !HEX.test(data))) throw refuse('malformed calldata')
  return {
    to: address(c.to, 'destination'),
    value: amount(c.value, 'value'),
    ...(data ? { data: data as `0x${string}` } : {}),
  }
}

/** How the plan was simulated: 'call' (step by step at Confirm) or, absent, all at once. */
function simulationOf(v: unknown): Pick<PlanForReview, 'simulation'> {
  if (v === undefined || v === 'simulateV1') return {}
  if (v === 'call') return { simulation: 'call' }
  throw refuse('malformed simulation')
}

/**
 * A private, checked copy of a plan handed over by the page: exactly the fields the worker reads, each of the
 * type it must be (bigints for amounts, hex strings for addresses and calldata), so nothing the caller keeps
 * or changes afterwards can alter what gets signed.
 * @throws UnsafeTransactionError 'malformed …' for anything else.
 */
export function copyPlan(v: unknown): PlanForReview {
  const p = (v ?? {}) as Record<string, unknown>
  if (typeof p.chainId !== 'number' || !Number.isSafeInteger(p.chainId)) throw refuse('malformed chain id')
  if (!Array.isArray(p.calls) || !Array.isArray(p.gasLimits)) throw refuse('malformed calls')
  const fees = (p.fees ?? {}) as Record<string, unknown>
  const usd = p.usdPrice
  return {
    chainId: p.chainId,
    from: address(p.from, 'sender'),
    intent: copyIntent(p.intent),
    // Array.from visits the holes a structured clone keeps, which map would skip (and the signer after it).
    calls: Array.from(p.calls as unknown[], copyCall),
    gasLimits: Array.from(p.gasLimits as unknown[], (g) => amount(g, 'gas limit')),
    fees: {
      maxFeePerGas: amount(fees.maxFeePerGas, 'max fee'),
      maxPriorityFeePerGas: amount(fees.maxPriorityFeePerGas, 'tip'),
    },
    ...(typeof usd === 'number' && Number.isFinite(usd) && usd > 0 ? { usdPrice: usd } : {}),
    ...simulationOf(p.simulation),
  }
}
