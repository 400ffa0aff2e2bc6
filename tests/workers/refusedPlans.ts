import type { PlanForReview } from '../../src/workers/vaultApi'
import {
  AAVE,
  ALL,
  aave,
  act,
  COMET,
  CRV3,
  compound,
  DAI,
  erc20,
  ethena,
  FRIEND,
  MARKET,
  ME,
  MORPHO,
  morpho,
  pay,
  plan,
  REWARDS,
  STRANGER,
  SUSDE,
  transfer,
  USDC,
  vault4626,
  WETH,
  YEARN,
  yearn,
} from './plans'

/** A request the worker must refuse at review, and what its UnsafeTransactionError's details must say. */
export type Refusal = [name: string, input: unknown, why: RegExp]

export const E18 = 10n ** 18n
export const x = 100_000_000n
/** The plan most rows start from: 100 USDC into Aave. */
export const supply = plan(act('supply', 'aave', 'USDC', x), [
  erc20.approve(USDC, AAVE, x),
  aave.supply(USDC, x),
])

const usdcTo = transfer('USDC', FRIEND, x).intent
const ethTo = (to: `0x${string}`, amount: bigint, paid = to, moved = amount): PlanForReview =>
  plan({ kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to, amount }, [pay(paid, moved)])
const yearnOut = act('withdraw', 'yearn', 'USDC', ALL)
const unstake = act('unstake', 'ethena', 'USDe', E18)
const morphoIn = act('supply', 'morpho', 'DAI', E18)
const repay = act('repay', 'aaveLending', 'DAI', E18)
const revoke = (spender: `0x${string}`) =>
  ({ kind: 'revoke', network: 'ethereum', tokenKey: 'USDC', spender }) as const

/** Transfers whose call pays another address, amount or token than the review shows. */
export const transfers: Refusal[] = [
  [
    '1 ETH to a stranger, the review naming a friend',
    ethTo(FRIEND, E18, STRANGER),
    /pays 0x7099.*shows 0x3c44/,
  ],
  [
    '1 ETH where the review shows 0.001',
    ethTo(FRIEND, E18 / 1000n, FRIEND, E18),
    /moves 10{18}, the review shows 10{15}/,
  ],
  [
    'USDC to a stranger, the review naming a friend',
    plan(usdcTo, [erc20.transfer(USDC, STRANGER, x)]),
    /pays 0x7099/,
  ],
  [
    'USDC reviewed as DAI',
    plan(transfer('DAI', FRIEND, x).intent, [erc20.transfer(USDC, FRIEND, x)]),
    /not transfer DAI/,
  ],
  [
    'an ETH transfer that calls a token',
    plan(ethTo(FRIEND, x).intent, [erc20.transfer(USDC, FRIEND, x)]),
    /plain value/,
  ],
  ['a transfer in two steps', plan(ethTo(FRIEND, x).intent, [pay(FRIEND, x), pay(STRANGER, x)]), /one step/],
  ['a transfer of 3Crv', plan(usdcTo, [erc20.transfer(CRV3, FRIEND, x)]), /3Crv is never/],
  [
    'a token outside the catalogue',
    plan(usdcTo, [erc20.transfer(STRANGER, FRIEND, x)]),
    /token outside the catalogue/,
  ],
  [
    'USDC on Optimism at mainnet USDC’s address',
    plan(transfer('USDC-OPTIMISM', FRIEND, x).intent, [erc20.transfer(USDC, FRIEND, x)]),
    /token outside the catalogue/,
  ],
]

/** Protocol calls that would pay out to anyone but the wallet, or pay anyone at all. */
export const beneficiaries: Refusal[] = [
  [
    'an Aave withdraw of all USDC to a stranger',
    plan(act('withdraw', 'aave', 'USDC', ALL), [aave.withdraw(USDC, ALL, STRANGER)]),
    /to 0x7099.* is not the wallet/,
  ],
  [
    'an Aave supply on behalf of a stranger',
    plan(supply.intent, [erc20.approve(USDC, AAVE, x), aave.supply(USDC, x, STRANGER)]),
    /onBehalfOf 0x7099/,
  ],
  [
    'a Compound supply of WETH: collateral Comet would lend against',
    plan(act('supply', 'compound', 'WETH', E18), [
      erc20.approve(WETH, COMET, E18),
      compound.supply(WETH, E18),
    ]),
    /is collateral, not its base asset USDC/,
  ],
  [
    'a Compound withdraw of WETH collateral',
    plan(act('withdraw', 'compound', 'WETH', E18), [compound.withdraw(WETH, E18)]),
    /is collateral, not its base asset USDC/,
  ],
  [
    'a borrow on behalf of a stranger',
    plan(act('borrow', 'aaveLending', 'DAI', E18), [aave.borrow(DAI, E18, STRANGER)]),
    /onBehalfOf 0x7099/,
  ],
  [
    'a repay of a stranger’s debt',
    plan(repay, [erc20.approve(DAI, AAVE, E18), aave.repay(DAI, E18, STRANGER)]),
    /onBehalfOf 0x7099/,
  ],
  ['a Yearn redeem to a stranger', plan(yearnOut, [yearn.redeem(x, 1n, STRANGER)]), /receiver 0x7099/],
  [
    'a Yearn redeem of a stranger’s shares',
    plan(yearnOut, [yearn.redeem(x, 1n, undefined, STRANGER)]),
    /owner 0x7099/,
  ],
  [
    'a Yearn withdraw without max_loss (the vault’s default, 0)',
    plan(act('withdraw', 'yearn', 'USDC', x), [vault4626.withdraw(YEARN, x)]),
    /is not one yearnUsdc may be called with/,
  ],
  [
    'a Yearn redeem without max_loss (the vault’s default: any loss)',
    plan(yearnOut, [vault4626.redeem(YEARN, x)]),
    /is not one yearnUsdc may be called with/,
  ],
  [
    'a Yearn withdraw accepting 0.02 % of loss',
    plan(act('withdraw', 'yearn', 'USDC', x), [yearn.withdraw(x, 2n)]),
    /max_loss of 2 bps: looser than the 1 bps/,
  ],
  [
    'a Yearn redeem accepting any loss (max_loss 10 000)',
    plan(yearnOut, [yearn.redeem(x, 10_000n)]),
    /max_loss of 10000 bps/,
  ],
  [
    'a Yearn deposit for a stranger',
    plan(act('supply', 'yearn', 'USDC', x), [
      erc20.approve(USDC, YEARN, x),
      vault4626.deposit(YEARN, x, STRANGER),
    ]),
    /receiver 0x7099/,
  ],
  ['an sUSDe unstake to a stranger', plan(unstake, [ethena.unstake(STRANGER)]), /receiver 0x7099/],
  [
    'an sUSDe withdraw to a stranger',
    plan(unstake, [vault4626.withdraw(SUSDE, E18, STRANGER)]),
    /receiver 0x7099/,
  ],
  [
    'a Morpho supply for a stranger',
    plan(morphoIn, [morpho.supply(E18, { onBehalf: STRANGER })]),
    /onBehalf 0x7099/,
  ],
  [
    'a Morpho withdraw to a stranger',
    plan(act('withdraw', 'morpho', 'DAI', E18), [morpho.withdraw(E18, 0n, STRANGER)]),
    /receiver 0x7099/,
  ],
  [
    'a Morpho supply into a market whose oracle the app does not use',
    plan(morphoIn, [
      erc20.approve(DAI, MORPHO, E18),
      morpho.supply(E18, { market: { ...MARKET, oracle: STRANGER } }),
    ]),
    /Morpho market outside the catalogue/,
  ],
  [
    'a Morpho supply against another collateral',
    plan(morphoIn, [morpho.supply(E18, { market: { ...MARKET, collateralToken: STRANGER } })]),
    /Morpho market outside the catalogue/,
  ],
  [
    'a Morpho supply at another LLTV',
    plan(morphoIn, [morpho.supply(E18, { market: { ...MARKET, lltv: 945_000_000_000_000_000n } })]),
    /Morpho market outside the catalogue/,
  ],
  [
    'a Morpho withdraw from another market',
    plan(act('withdraw', 'morpho', 'DAI', E18), [
      morpho.withdraw(E18, 0n, ME, ME, { ...MARKET, irm: STRANGER }),
    ]),
    /Morpho market outside the catalogue/,
  ],
  [
    'a Morpho supply with callback data',
    plan(morphoIn, [morpho.supply(E18, { data: '0x1234' })]),
    /callback|11 argument words/,
  ],
  [
    'an Aave plan that pays a stranger in a token',
    plan(supply.intent, [...supply.calls, erc20.transfer(USDC, STRANGER, 1n)]),
    /a supply plan never pays anyone/,
  ],
  [
    'an Aave plan that sends ETH',
    plan(supply.intent, [...supply.calls, pay(STRANGER, 1n)]),
    /never pays anyone/,
  ],
]

/** Approvals that are not exactly what the next step takes, on the spender that takes it. */
export const approvals: Refusal[] = [
  [
    'an unlimited approve to Aave before a supply of 100',
    plan(supply.intent, [erc20.approve(USDC, AAVE, ALL), aave.supply(USDC, x)]),
    /unlimited approve|approve 1 is for 1157\d+, the next step takes 100000000/,
  ],
  [
    'an unlimited approve for a repay-all, even taken back to 0 after it',
    plan(act('repay', 'aaveLending', 'USDC', ALL), [
      erc20.approve(USDC, AAVE, ALL),
      aave.repay(USDC, ALL),
      erc20.approve(USDC, AAVE, 0n),
    ]),
    /unlimited approve/,
  ],
  [
    'an approve of 2^128 for a repay-all: more than any token has, unlimited in all but name',
    plan(act('repay', 'aaveLending', 'USDC', ALL), [
      erc20.approve(USDC, AAVE, 2n ** 128n),
      aave.repay(USDC, ALL),
      erc20.approve(USDC, AAVE, 0n),
    ]),
    /unlimited approve/,
  ],
  [
    'an approve to a contract outside the catalogue',
    plan(supply.intent, [erc20.approve(USDC, STRANGER, x), aave.supply(USDC, x)]),
    /spender outside the protocol catalogue: 0x7099/,
  ],
  [
    'an approve to a catalogue contract that takes no allowance',
    plan(act('withdraw', 'convex', 'USDC', x), [erc20.approve(USDC, REWARDS, x)]),
    /spender outside the protocol catalogue/,
  ],
  [
    'an approve larger than the next step takes',
    plan(supply.intent, [erc20.approve(USDC, AAVE, x + 1n), aave.supply(USDC, x)]),
    /is for 100000001, the next step takes 100000000/,
  ],
  [
    'an approve followed by a step on another spender',
    plan(act('supply', 'compound', 'USDC', x), [erc20.approve(USDC, AAVE, x), compound.supply(USDC, x)]),
    /not followed by a step on 0x8787/,
  ],
  [
    'an approve as the last step',
    plan(supply.intent, [aave.supply(USDC, x), erc20.approve(USDC, AAVE, x)]),
    /approve 2 is not followed by a step/,
  ],
  [
    'an approve of USDC before a supply of DAI',
    plan(supply.intent, [erc20.approve(USDC, AAVE, x), aave.supply(DAI, x)]),
    /step 2 takes no USDC/,
  ],
  [
    'an approve for a repay-all never taken back to 0',
    plan(act('repay', 'aaveLending', 'USDC', ALL), [erc20.approve(USDC, AAVE, x), aave.repay(USDC, ALL)]),
    /never taken back to 0/,
  ],
  [
    'an approve intent',
    plan({ ...revoke(AAVE), kind: 'approve', amount: x }, [erc20.approve(USDC, AAVE, x)]),
    /only sets allowances to 0/,
  ],
  [
    'a revoke that approves',
    plan(revoke(AAVE), [erc20.approve(USDC, AAVE, 1n)]),
    /only sets allowances to 0/,
  ],
  ['a revoke to a stranger', plan(revoke(STRANGER), [erc20.approve(USDC, STRANGER, 0n)]), /spender outside/],
  [
    'an Aave plan that calls Compound',
    plan(supply.intent, [erc20.approve(USDC, COMET, x), compound.supply(USDC, x)]),
    /a aave plan calls comet/,
  ],
]
