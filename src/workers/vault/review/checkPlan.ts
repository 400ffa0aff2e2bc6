import { catalogueContracts } from '../../../domain/catalogue/contracts'
import { networks } from '../../../domain/catalogue/networks'
import type { ProtocolTarget } from '../../../domain/catalogue/protocolTarget'
import { type TokenKey, tokens } from '../../../domain/catalogue/tokens'
import { UnsupportedChainError } from '../../../domain/errors'
import type { PlanForReview } from '../../vaultApi'
import { MAX_FEE_PER_GAS, MAX_GAS, MIN_GAS, policyTokenAddress, type SigningPolicy } from '../signingPolicy'
import { type DecodedCall, decodeCall, refuse } from './decodeCall'
import { checkSwapPlan, type SwapCall } from './swapCalls'

/** The most steps one plan has (the longest the app builds is Convex's deposit: four). */
export const MAX_STEPS = 8

/** A plan the worker has read and found to be one the app builds. */
export type CheckedPlan = {
  decoded: DecodedCall[]
  /** The one transfer of a transfer plan, as decoded: whom it pays, which token, how much. */
  transfer: { to: string; tokenKey: TokenKey; amount: bigint } | null
  /** The one swap of a swap plan, as decoded (issue 43). */
  swap?: SwapCall
}

/** The catalogue protocols a plan of each intent protocol may call (Convex's route goes through Curve). */
const reachable: Record<ProtocolTarget, readonly string[]> = {
  aave: ['aave'],
  aaveLending: ['aave'],
  morpho: ['morpho'],
  ethena: ['ethena'],
  compound: ['compound'],
  curve: ['curve'],
  convex: ['convex', 'curve'],
  yearn: ['yearn'],
  beefy: ['beefy'],
}

function checkLimits(plan: PlanForReview): void {
  const feeCap = MAX_FEE_PER_GAS[plan.chainId]
  const gasCap = MAX_GAS[plan.chainId]
  if (feeCap === undefined || gasCap === undefined)
    throw new UnsupportedChainError({ details: `chain id ${plan.chainId}` })
  if (networks[plan.intent.network]?.chainId !== plan.chainId)
    throw refuse(`the intent's network is not chain ${plan.chainId}`)
  if (plan.calls.length === 0 || plan.calls.length > MAX_STEPS) throw refuse(`${plan.calls.length} steps`)
  if (plan.gasLimits.length !== plan.calls.length) throw refuse('one gas limit per step')
  for (const gas of plan.gasLimits)
    if (gas < MIN_GAS || gas > gasCap) throw refuse(`gas limit ${gas} outside ${MIN_GAS}–${gasCap}`)
  const { maxFeePerGas, maxPriorityFeePerGas } = plan.fees
  if (maxFeePerGas <= 0n || maxFeePerGas > feeCap)
    throw refuse(
      `max fee per gas ${maxFeePerGas} wei outside the cap of ${feeCap} wei on chain ${plan.chainId}`,
    )
  if (maxPriorityFeePerGas < 0n || maxPriorityFeePerGas > maxFeePerGas) throw refuse('tip above the max fee')
}

function checkTransfer(plan: PlanForReview, decoded: DecodedCall[]): CheckedPlan['transfer'] {
  const { intent } = plan
  if (intent.kind !== 'transfer') return null
  const [call] = decoded
  if (decoded.length !== 1 || !call) throw refuse('a transfer is one step')
  const token = tokens[intent.tokenKey]
  const to = intent.to.toLowerCase()
  if (!token || networks[token.network].chainId !== plan.chainId) throw refuse('token not on this chain')
  if (intent.amount <= 0n) throw refuse('a transfer of nothing')
  if (token.address === null) {
    if (call.kind !== 'native') throw refuse(`a ${token.symbol} transfer must be a plain value transfer`)
  } else if (call.kind !== 'transfer' || call.token.key !== intent.tokenKey) {
    throw refuse(`the call does not transfer ${intent.tokenKey}`)
  }
  if (call.to !== to) throw refuse(`the call pays ${call.to}, the review shows ${to}`)
  if (call.amount !== intent.amount)
    throw refuse(`the call moves ${call.amount}, the review shows ${intent.amount}`)
  return { to, tokenKey: intent.tokenKey, amount: intent.amount }
}

/**
 * Each approval covers exactly what the step right after it takes, on that spender; an approval for a step
 * that takes "everything" (a repay-all) must be taken back to 0 later in the same plan.
 */
function checkApprovals(decoded: DecodedCall[]): void {
  decoded.forEach((call, i) => {
    if (call.kind !== 'approve' || call.amount === 0n) return
    const next = decoded[i + 1]
    if (next?.kind !== 'protocol' || next.contract.address !== call.spender)
      throw refuse(`approve ${i + 1} is not followed by a step on ${call.spender}`)
    const pull = next.pulls.find((p) => p.token === call.token.address)
    if (!pull) throw refuse(`step ${i + 2} takes no ${call.token.key}`)
    if (pull.amount === 'all') {
      const reset = decoded
        .slice(i + 2)
        .some(
          (c) =>
            c.kind === 'approve' && c.amount === 0n && c.spender === call.spender && c.token === call.token,
        )
      if (!reset) throw refuse(`approve ${i + 1} for an "everything" step is never taken back to 0`)
    } else if (pull.amount !== call.amount) {
      throw refuse(`approve ${i + 1} is for ${call.amount}, the next step takes ${pull.amount}`)
    }
  })
}

const MAX = 2n ** 256n - 1n

/**
 * A cancel is exactly one call: 0 of the native coin from the wallet to the wallet, no data. Anything else
 * under that intent (another recipient, any value, calldata, a second call) could pay someone or call something
 * while the review says "nothing leaves": refused, before any call is decoded.
 */
function checkCancel(plan: PlanForReview): void {
  const [call] = plan.calls
  if (plan.calls.length !== 1 || !call) throw refuse(`a cancel is one call, not ${plan.calls.length}`)
  if (call.data !== undefined && call.data !== '0x') throw refuse('a cancel carries no data')
  if (call.to.toLowerCase() !== plan.from.toLowerCase())
    throw refuse(`a cancel pays ${call.to.toLowerCase()}, not the wallet itself`)
  if (call.value !== 0n) throw refuse(`a cancel moves ${call.value}, not 0`)
}

/**
 * A protocol's "everything" form (a withdraw-all, a repay-all) only in a plan whose intent asks for all of
 * that very token (its amount type(uint256).max) with that action: what the page shows for such a plan says
 * "todo" / "all", and the intent is part of the reviewed hash, so no withdraw-all hides behind an intent that
 * names a figure or another asset. (That it pays only the wallet, decodeCall has checked: `to`/`onBehalfOf`
 * is the wallet, or the protocol pays msg.sender.)
 */
function checkEverything(policy: SigningPolicy, plan: PlanForReview, decoded: DecodedCall[]): void {
  const { intent } = plan
  for (const call of decoded) {
    if (call.kind !== 'protocol' || call.everything === null) continue
    const { action, token } = call.everything
    const asks = intent.kind === action && 'amount' in intent && intent.amount === MAX
    if (!asks) throw refuse(`a ${action}-all (${call.signature}) in a plan that does not ask for all of it`)
    if (policyTokenAddress(policy, plan.chainId, intent.tokenKey) !== token)
      throw refuse(`a ${action}-all of ${token} in a plan for all of its ${intent.tokenKey}`)
  }
}

/**
 * Reads a whole plan as the worker must before anyone signs it (DESIGN.md §3): every call decoded against the
 * catalogue, fees and gas under the chain's caps, a transfer paying exactly whom and what its intent says,
 * protocol plans calling only their own protocol (and never transferring), each approval exact for the step
 * that uses it, revokes only setting allowances to 0, an "everything" form only where the intent asks for all,
 * a cancel only as 0 to the wallet itself with no data. A speed-up is its original plan's intent and call at a
 * higher fee, and is read as that plan (the nonce, given at Confirm, is what makes it a replacement).
 * @throws UnsafeTransactionError naming what was refused; UnsupportedChainError outside the four chains.
 */
export function checkPlan(policy: SigningPolicy, plan: PlanForReview): CheckedPlan {
  checkLimits(plan)
  const { intent } = plan
  if (intent.kind === 'cancel') checkCancel(plan)
  const at = { chainId: plan.chainId, from: plan.from }
  const decoded = plan.calls.map((call) => decodeCall(policy, at, call))
  if (intent.kind === 'cancel') return { decoded, transfer: null }
  if (intent.kind === 'transfer') return { decoded, transfer: checkTransfer(plan, decoded) }
  // Swaps (issue 43) are read in swapCalls.ts; a swap call in any other plan is refused.
  if (intent.kind === 'swap') return { decoded, transfer: null, swap: checkSwapPlan(policy, plan, decoded) }
  if (decoded.some((c) => (c as { kind: string }).kind === 'swap'))
    throw refuse(`a ${intent.kind} plan never swaps`)
  if (decoded.some((c) => c.kind === 'native' || c.kind === 'transfer'))
    throw refuse(`a ${intent.kind} plan never pays anyone`)
  if (intent.kind === 'revoke' || intent.kind === 'approve') {
    if (intent.kind === 'approve' || decoded.some((c) => c.kind !== 'approve' || c.amount !== 0n))
      throw refuse('a revoke only sets allowances to 0')
    return { decoded, transfer: null }
  }
  const protocols = reachable[intent.protocol] ?? []
  for (const call of decoded) {
    if (call.kind !== 'protocol') continue
    const protocol = catalogueContracts[call.contract.id].protocol
    if (!protocols.includes(protocol)) throw refuse(`a ${intent.protocol} plan calls ${call.contract.id}`)
  }
  checkApprovals(decoded)
  checkEverything(policy, plan, decoded)
  return { decoded, transfer: null }
}
