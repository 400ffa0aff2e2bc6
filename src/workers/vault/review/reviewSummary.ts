import { catalogueContracts } from '../../../domain/catalogue/contracts'
import { networks } from '../../../domain/catalogue/networks'
import { tokens } from '../../../domain/catalogue/tokens'
import type { ReviewedAmount, ReviewStep, ReviewSummary } from '../../vaultApi'
import { checksumAddress } from '../secrets'
import type { PolicyToken, SigningPolicy } from '../signingPolicy'
import type { KeptReview } from './planReviews'
import { Words } from './words'

const MAX = 2n ** 256n - 1n

/** A token the policy knows, as the summary names it (Curve's 3pool LP token is not in the catalogue's list). */
function named(token: PolicyToken | undefined): { symbol: string; decimals: number } | null {
  if (!token) return null
  if (token.key === 'curve3crv') return { symbol: '3Crv', decimals: 18 }
  const { symbol, decimals } = tokens[token.key]
  return { symbol, decimals }
}

/**
 * What a kept review does, in the worker's own reading of its calls (docs/signer-plan.md step 4, DESIGN.md §3):
 * the signer's review-password frame draws this, never text the page sent. A transfer: whom it pays (the
 * decoded call's recipient, in full), which token and how much. Every plan: each step as decoded (its action,
 * the contract it calls by the catalogue's name, what it moves) and the fee ceiling (Σ gas limit × max fee per
 * gas, in the native coin), with why the password is needed.
 */
export function summarizeReview(policy: SigningPolicy, kept: KeptReview): ReviewSummary {
  const { plan, checked } = kept
  const network = networks[plan.intent.network]
  const native = { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
  const known = policy.tokens.get(plan.chainId)
  const contracts = policy.contracts.get(plan.chainId)
  const token = (address: string) => named(known?.get(address.toLowerCase()))
  const amount = (
    value: bigint | 'all',
    of: { symbol: string; decimals: number } | null,
  ): ReviewedAmount[] => (of ? [{ amount: value, ...of }] : [])
  const nameOf = (address: string) => {
    const callable = contracts?.get(address.toLowerCase())
    return callable ? catalogueContracts[callable.id].name : address
  }

  /**
   * What a call that takes nothing from the wallet moves, when its arguments start with (asset, amount): Aave's
   * borrow and withdraw, Comet's withdraw. Read from the calldata the worker checked (decodeCall).
   */
  const assetAndAmount = (signature: string, i: number): ReviewedAmount[] => {
    const data = plan.calls[i]?.data
    if (!data || !signature.includes('(address,uint256')) return []
    const words = new Words(data.slice(10).toLowerCase())
    const asset = words.address(0)
    const value = words.uint(1)
    return asset ? amount(value === MAX ? 'all' : value, token(asset)) : []
  }

  const steps: ReviewStep[] = checked.decoded.map((call, i): ReviewStep => {
    switch (call.kind) {
      case 'native':
        return { action: 'transfer', to: call.to, amounts: amount(call.amount, native) }
      case 'transfer':
        return { action: 'transfer', to: call.to, amounts: amount(call.amount, named(call.token)) }
      case 'approve':
        return {
          action: 'approve',
          to: nameOf(call.spender),
          amounts: amount(call.amount, named(call.token)),
        }
      case 'swap':
        return {
          action: 'swap',
          to: nameOf(call.router),
          amounts: amount(call.amountIn, call.value > 0n ? native : token(call.tokenIn)),
        }
      default: {
        const action = call.signature.slice(0, call.signature.indexOf('('))
        const pulled = call.pulls.flatMap((pull) => amount(pull.amount, token(pull.token)))
        const all = call.everything ? amount('all', token(call.everything.token)) : []
        return {
          action,
          to: catalogueContracts[call.contract.id].name,
          amounts: pulled.length > 0 ? pulled : all.length > 0 ? all : assetAndAmount(call.signature, i),
        }
      }
    }
  })
  const transfer = checked.transfer
  const moved = transfer ? named({ key: transfer.tokenKey, address: '' }) : null
  return {
    network: network.name,
    kind: plan.intent.kind,
    passwordReasons: [...kept.passwordReasons],
    // Checksummed, as the app's review shows the recipient (its capitals are a check the eye can compare).
    transfer:
      transfer && moved
        ? { to: checksumAddress(transfer.to), amount: { amount: transfer.amount, ...moved } }
        : null,
    steps,
    feeCeiling: {
      amount: plan.gasLimits.reduce((sum, gas) => sum + gas, 0n) * plan.fees.maxFeePerGas,
      ...native,
    },
  }
}
