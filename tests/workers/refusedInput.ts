import { encodeFunctionData, parseAbi } from 'viem'
import type { PlanForReview } from '../../src/workers/vaultApi'
import {
  AAVE,
  aave,
  act,
  CURVE,
  curve,
  erc20,
  ethena,
  FRIEND,
  GWEI,
  plan,
  STRANGER,
  transfer,
  USDC,
} from './plans'
import { E18, type Refusal, supply, x } from './refusedPlans'

type Fields = Record<string, unknown>

/** `base` as a page script may send it: fields replaced, or removed where the patch says undefined. */
function patched(base: object, patch: Fields): Fields {
  const out: Fields = { ...structuredClone(base), ...patch }
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete out[key]
  return out
}
const withIntent = (patch: Fields) => patched(supply, { intent: patched(supply.intent, patch) })
const withFees = (patch: Fields) => patched(supply, { fees: patched(supply.fees, patch) })
/** `base` with call `i` patched; `data` may be a function of the call's calldata. */
const withCall = (i: number, patch: Fields, base: PlanForReview = supply) =>
  patched(base, { calls: base.calls.map((c, j) => (j === i ? patched(c, patch) : c)) })
const withData = (i: number, data: (hex: string) => string, base: PlanForReview = supply) =>
  withCall(i, { data: data(base.calls[i]?.data ?? '0x') }, base)

const WORD = '00'.repeat(32)
const flash = encodeFunctionData({
  abi: parseAbi(['function flashLoanSimple(address,address,uint256,bytes,uint16)']),
  functionName: 'flashLoanSimple',
  args: [STRANGER, USDC, x, '0x', 0],
})
const unstake = plan(act('unstake', 'ethena', 'USDe', E18), [ethena.unstake()])
/** The last argument word with a bit set above its 20-byte address. */
const dirtyAddress = (hex: string) => `${hex.slice(0, -64)}${'0'.repeat(23)}1${hex.slice(-40)}`

/** Calls the catalogue does not allow, however they are dressed. */
export const calls: Refusal[] = [
  [
    'value sent with a contract call',
    withCall(1, { value: 1n }),
    /value sent along a contract call to 0x8787/,
  ],
  [
    'an Aave function the app never calls',
    withCall(1, { data: flash }),
    /0x42b0b77c is not one aavePool may/,
  ],
  [
    'a call to a contract outside the catalogue',
    withCall(1, { to: STRANGER }),
    /contract outside the catalogue/,
  ],
  [
    'a 3pool coin that does not exist',
    plan(act('withdraw', 'curve', 'USDC', x), [curve.removeOne(E18, 3n, x)]),
    /no such 3pool coin/,
  ],
  [
    'a Curve withdrawal that accepts nothing back (anyone who sees it signed can move the pool first)',
    plan(act('withdraw', 'curve', 'USDC', x), [curve.removeOne(E18, 1n, 0n)]),
    /remove_liquidity_one_coin accepts 0 .* less than 90 % back/,
  ],
  [
    'a Curve withdrawal that accepts 89 % of what it burns',
    plan(act('withdraw', 'curve', 'USDC', x), [curve.removeOne(100n * E18, 1n, 89_999_999n)]),
    /less than 90 % back/,
  ],
  [
    'a Curve deposit that mints at least nothing',
    plan(act('supply', 'curve', 'USDC', x), [erc20.approve(USDC, CURVE, x), curve.add([0n, x, 0n], 0n)]),
    /add_liquidity accepts 0 .* less than 80 % back/,
  ],
  ['a beneficiary with dirty high bits', withData(0, dirtyAddress, unstake), /receiver malformed/],
  ['an extra argument word', withData(1, (hex) => hex + WORD), /5 argument words/],
  [
    'an extra word on a transfer',
    withData(0, (hex) => hex + WORD, transfer('USDC', FRIEND, x)),
    /token arguments/,
  ],
  ['arguments that are not whole words', withData(1, (hex) => `${hex}ab`), /malformed arguments/],
  ['calldata that is not hex', withCall(1, { data: '0xnothex' }), /malformed calldata/],
  ['calldata of an odd length', withCall(1, { data: '0x617ba03' }), /malformed calldata/],
  ['calldata shorter than a selector', withCall(1, { data: '0x617b' }), /shorter than a selector/],
]

/** Fees, gas and chains outside what the worker signs. */
export const limits: Refusal[] = [
  [
    'a fee over the cap',
    withFees({ maxFeePerGas: 1_001n * GWEI }),
    /1001000000000 wei outside the cap of 1000000000000 wei on chain 1/,
  ],
  [
    'a fee over Arbitrum’s cap',
    patched(transfer('ETH-ARBITRUM', FRIEND, 1n), {
      fees: { maxFeePerGas: 101n * GWEI, maxPriorityFeePerGas: 0n },
    }),
    /cap of 100000000000 wei on chain 42161/,
  ],
  ['a zero fee', withFees({ maxFeePerGas: 0n, maxPriorityFeePerGas: 0n }), /max fee per gas 0 wei/],
  ['a tip above the max fee', withFees({ maxFeePerGas: GWEI, maxPriorityFeePerGas: 2n * GWEI }), /tip above/],
  ['a gas limit over the cap', patched(supply, { gasLimits: [200_000n, 16_777_217n] }), /gas limit 16777217/],
  ['a gas limit under a transfer’s', patched(supply, { gasLimits: [20_999n, 200_000n] }), /gas limit 20999/],
  ['one gas limit for two steps', patched(supply, { gasLimits: [200_000n] }), /one gas limit per step/],
  ['a plan of no step', plan(supply.intent, []), /0 steps/],
  ['a plan of nine steps', plan(supply.intent, Array(9).fill(aave.withdraw(USDC, 1n))), /9 steps/],
  [
    'an intent on Polygon signed for Ethereum',
    patched(transfer('USDC-POLYGON', FRIEND, 1n), { chainId: 1 }),
    /intent's network is not chain 1/,
  ],
  ['a plan from another address', patched(supply, { from: STRANGER }), /not from this wallet/],
]

/** `base`'s arrays with a hole at their end, as a structured clone carries them. */
function holed(base: PlanForReview): Fields {
  const out = patched(base, { calls: [...base.calls], gasLimits: [...base.gasLimits] })
  ;(out.calls as unknown[]).length += 1
  ;(out.gasLimits as unknown[]).length += 1
  return out
}
const revoke = plan({ kind: 'revoke', network: 'ethereum', tokenKey: 'USDC', spender: AAVE }, [
  erc20.approve(USDC, AAVE, 0n),
])

/** Input of the wrong shape: every field the worker reads, missing or of another type. */
export const malformed: Refusal[] = [
  ['no plan at all', null, /malformed chain id/],
  ['a chain id as text', patched(supply, { chainId: '1' }), /malformed chain id/],
  ['no calls', patched(supply, { calls: undefined }), /malformed calls/],
  ['no sender', patched(supply, { from: undefined }), /malformed sender/],
  ['a sender that is not an address', patched(supply, { from: '0x1234' }), /malformed sender/],
  ['no intent', patched(supply, { intent: undefined }), /malformed intent network/],
  ['an intent of an unknown kind', withIntent({ kind: 'mint' }), /malformed intent/],
  ['an unknown protocol', withIntent({ protocol: 'uniswap' }), /malformed protocol/],
  ['an unknown token', withIntent({ tokenKey: 'SHIB' }), /malformed intent token/],
  ['no amount', withIntent({ amount: undefined }), /malformed amount/],
  ['an amount as text', withIntent({ amount: '100000000' }), /malformed amount/],
  ['an amount as a number', withIntent({ amount: 100 }), /malformed amount/],
  ['a negative amount', withIntent({ amount: -1n }), /malformed amount/],
  ['an amount past 256 bits', withIntent({ amount: 2n ** 256n }), /malformed amount/],
  [
    'a recipient that is not an address',
    patched(transfer('ETH', FRIEND, 1n), {
      intent: patched(transfer('ETH', FRIEND, 1n).intent, { to: 'x.eth' }),
    }),
    /malformed recipient/,
  ],
  ['a value as text', withCall(0, { value: '0' }), /malformed value/],
  ['no value', withCall(0, { value: undefined }), /malformed value/],
  ['a destination that is not an address', withCall(0, { to: '0x1234' }), /malformed destination/],
  ['calldata as bytes', withCall(0, { data: new Uint8Array(4) }), /malformed calldata/],
  ['gas limits as numbers', patched(supply, { gasLimits: [200_000, 200_000] }), /malformed gas limit/],
  ['no fees', patched(supply, { fees: undefined }), /malformed max fee/],
  ['a revoke with a hole after its call', holed(revoke), /malformed destination/],
  ['a supply with a hole after its calls', holed(supply), /malformed destination/],
  ['a tip as text', withFees({ maxPriorityFeePerGas: '1' }), /malformed tip/],
]
