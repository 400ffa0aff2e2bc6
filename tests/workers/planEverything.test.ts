import { clear } from 'idb-keyval'
import { type Abi, decodeFunctionData, erc20Abi, type Hex, maxUint256, parseTransaction } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import {
  beefyAbi,
  cometAbi,
  convexRewardPoolAbi,
  curve3poolAbi,
  morphoAbi,
  sUSDeAbi,
  yearnAbi,
} from '../../src/chain/protocols/abis'
import { UnsafeTransactionError, type WalletError } from '../../src/domain/errors'
import type { PlanForReview } from '../../src/workers/vaultApi'
import {
  AAVE,
  ALL,
  aave,
  act,
  BEEFY,
  beefy,
  COMET,
  compound,
  convex,
  curve,
  DAI,
  erc20,
  ethena,
  expectSigned,
  KEY,
  ME,
  morpho,
  PASSWORD,
  plan,
  STRANGER,
  SUSDE,
  testVault,
  token,
  USDC,
  USDE,
  vault4626,
  YEARN,
  yearn,
} from './plans'
import { supply } from './refusedPlans'

/**
 * "Máx." means all of it (issue 23): the worker signs each protocol's own "everything" form, paid to the wallet
 * itself, and refuses type(uint256).max anywhere else — a stranger's receiver or owner, an approve, a deposit,
 * a function that has no such form, a vault outside the catalogue, a plan whose intent names a figure.
 */
const { vault, store } = testVault('plan-everything')

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => vault.forget(PASSWORD))

const E18 = 10n ** 18n
const USD = 1_000_000n
const WETH = token('WETH')
const lower = (a: string) => a.toLowerCase()

/** A plan the app builds for Max, and what each signed transaction must decode to (viem, the app's ABIs). */
type Everything = [
  name: string,
  reviewed: PlanForReview,
  decoded: { abi: Abi; name: string; args: unknown[] }[],
]

const everything: Everything[] = [
  [
    'the loans page’s withdraw-all of WETH: withdraw(WETH, max, wallet)',
    plan(act('withdraw', 'aaveLending', 'WETH', ALL), [aave.withdraw(WETH, ALL)]),
    [{ abi: aavePoolAbi, name: 'withdraw', args: [WETH, maxUint256, ME] }],
  ],
  [
    'the loans page’s repay-all: the exact approval, repay(USDC, max, 2, wallet), approve 0',
    plan(act('repay', 'aaveLending', 'USDC', ALL), [
      erc20.approve(USDC, AAVE, 100_001_143n),
      aave.repay(USDC, ALL),
      erc20.approve(USDC, AAVE, 0n),
    ]),
    [
      { abi: erc20Abi, name: 'approve', args: [AAVE, 100_001_143n] },
      { abi: aavePoolAbi, name: 'repay', args: [USDC, maxUint256, 2n, ME] },
      { abi: erc20Abi, name: 'approve', args: [AAVE, 0n] },
    ],
  ],
  [
    'the Aave card’s withdraw-all of DAI',
    plan(act('withdraw', 'aave', 'DAI', ALL), [aave.withdraw(DAI, ALL)]),
    [{ abi: aavePoolAbi, name: 'withdraw', args: [DAI, maxUint256, ME] }],
  ],
  [
    'the Compound card’s withdraw(USDC, max): Comet’s whole balance, to the caller',
    plan(act('withdraw', 'compound', 'USDC', ALL), [compound.withdraw(USDC, ALL)]),
    [{ abi: cometAbi, name: 'withdraw', args: [USDC, maxUint256] }],
  ],
  [
    'the Morpho card’s withdraw by every share, to and on behalf of the wallet',
    plan(act('withdraw', 'morpho', 'DAI', ALL), [morpho.withdraw(0n, 93_000_000n * E18)]),
    [{ abi: morphoAbi, name: 'withdraw', args: [expect.anything(), 0n, 93_000_000n * E18, ME, ME] }],
  ],
  [
    'the Yearn card’s redeem of every share',
    plan(act('withdraw', 'yearn', 'USDC', ALL), [yearn.redeem(95n * USD)]),
    [{ abi: yearnAbi, name: 'redeem', args: [95n * USD, ME, ME, 1n] }],
  ],
  [
    'the Beefy card’s withdrawAll()',
    plan(act('withdraw', 'beefy', 'USDC', ALL), [beefy.withdrawAll()]),
    [{ abi: beefyAbi, name: 'withdrawAll', args: [] }],
  ],
  [
    'the Ethena card’s cooldownShares of every share',
    plan(act('cooldown', 'ethena', 'USDe', ALL), [ethena.cooldownShares(87n * E18)]),
    [{ abi: sUSDeAbi, name: 'cooldownShares', args: [87n * E18] }],
  ],
  [
    'the Curve card’s remove_liquidity_one_coin of every 3Crv',
    plan(act('withdraw', 'curve', 'USDC', ALL), [curve.removeOne(97n * E18, 1n, 99n * USD)]),
    [{ abi: curve3poolAbi, name: 'remove_liquidity_one_coin', args: [97n * E18, 1n, 99n * USD] }],
  ],
  [
    'the Convex card’s withdrawAndUnwrap of every staked token, then the 3pool',
    plan(act('withdraw', 'convex', 'USDC', ALL), [
      convex.withdrawAndUnwrap(97n * E18),
      curve.removeOne(97n * E18, 1n, 99n * USD),
    ]),
    [
      { abi: convexRewardPoolAbi, name: 'withdrawAndUnwrap', args: [97n * E18, true] },
      { abi: curve3poolAbi, name: 'remove_liquidity_one_coin', args: [97n * E18, 1n, 99n * USD] },
    ],
  ],
]

describe('the worker signs each protocol’s "everything" form, paid to the wallet', () => {
  let nonce = 100

  it.each(everything)('%s', async (_name, reviewed, decoded) => {
    const review = await vault.reviewPlan(reviewed)
    nonce += 10
    const raws = await vault.signReviewed(review.id, { nonce })
    await expectSigned(raws, reviewed, nonce)
    // What was signed, read back from the raw transactions with viem: the function and its arguments.
    const read = raws.map((raw: Hex, i) => {
      const data = parseTransaction(raw).data as Hex
      const { functionName, args } = decodeFunctionData({ abi: decoded[i]?.abi as Abi, data })
      return {
        name: functionName,
        args: (args ?? []).map((a) => (typeof a === 'string' ? lower(a) : a)),
      }
    })
    expect(read).toEqual(
      decoded.map((d) => ({
        name: d.name,
        args: d.args.map((a) => (typeof a === 'string' ? lower(a) : a)),
      })),
    )
  })
})

const WORD_MAX = 2n ** 255n
/** Requests the worker refuses, and what its refusal must name. */
const refused: [name: string, input: PlanForReview, why: RegExp][] = [
  [
    'a withdraw-all of the loans page’s WETH to a stranger',
    plan(act('withdraw', 'aaveLending', 'WETH', ALL), [aave.withdraw(WETH, ALL, STRANGER)]),
    /to 0x7099.* is not the wallet/,
  ],
  [
    'a repay-all of a stranger’s debt',
    plan(act('repay', 'aaveLending', 'USDC', ALL), [
      erc20.approve(USDC, AAVE, 100n * USD),
      aave.repay(USDC, ALL, STRANGER),
      erc20.approve(USDC, AAVE, 0n),
    ]),
    /onBehalfOf 0x7099.* is not the wallet/,
  ],
  [
    'a redeem of type(uint256).max shares owned by a stranger',
    plan(act('withdraw', 'yearn', 'USDC', ALL), [yearn.redeem(ALL, 1n, ME, STRANGER)]),
    /owner 0x7099.* is not the wallet/,
  ],
  [
    'a redeem of every share to a stranger',
    plan(act('withdraw', 'yearn', 'USDC', ALL), [yearn.redeem(95n * USD, 1n, STRANGER)]),
    /receiver 0x7099.* is not the wallet/,
  ],
  [
    'a redeem of type(uint256).max: ERC-4626 has no "everything" amount',
    plan(act('withdraw', 'yearn', 'USDC', ALL), [yearn.redeem(ALL)]),
    /redeem of 1157\d+: no position is that large/,
  ],
  [
    'withdrawAll() on a vault outside the catalogue',
    plan(act('withdraw', 'beefy', 'USDC', ALL), [{ ...beefy.withdrawAll(), to: STRANGER }]),
    /call to a contract outside the catalogue: 0x7099/,
  ],
  [
    'withdrawAll() on Beefy under an intent of 90 USDC',
    plan(act('withdraw', 'beefy', 'USDC', 90n * USD), [beefy.withdrawAll()]),
    /withdraw-all \(withdrawAll\(\)\) in a plan that does not ask for all of it/,
  ],
  [
    'an Aave withdraw-all under an intent of 100 USDC',
    plan(act('withdraw', 'aave', 'USDC', 100n * USD), [aave.withdraw(USDC, ALL)]),
    /withdraw-all .* does not ask for all of it/,
  ],
  [
    'a withdraw-all of the WETH collateral in a plan for all of the USDC',
    plan(act('withdraw', 'aaveLending', 'USDC', ALL), [aave.withdraw(WETH, ALL)]),
    /withdraw-all of 0xc02a.* in a plan for all of its USDC/,
  ],
  [
    'a repay-all of the DAI debt in a plan for all of the USDC debt',
    plan(act('repay', 'aaveLending', 'USDC', ALL), [
      erc20.approve(DAI, AAVE, 100n * E18),
      aave.repay(DAI, ALL),
      erc20.approve(DAI, AAVE, 0n),
    ]),
    /repay-all of 0x6b17.* in a plan for all of its USDC/,
  ],
  [
    'a Compound withdraw-all inside a supply plan',
    plan(act('supply', 'compound', 'USDC', ALL), [compound.withdraw(USDC, ALL)]),
    /withdraw-all .* does not ask for all of it/,
  ],
  [
    'a repay-all inside a withdraw plan',
    plan(act('withdraw', 'aaveLending', 'USDC', ALL), [
      erc20.approve(USDC, AAVE, 100n * USD),
      aave.repay(USDC, ALL),
      erc20.approve(USDC, AAVE, 0n),
    ]),
    /repay-all .* does not ask for all of it/,
  ],
  [
    'an approve of type(uint256).max beside a withdraw-all',
    plan(act('withdraw', 'aave', 'USDC', ALL), [erc20.approve(USDC, AAVE, ALL), aave.withdraw(USDC, ALL)]),
    /an unlimited approve/,
  ],
  [
    'an Aave supply of type(uint256).max',
    plan(act('supply', 'aave', 'USDC', ALL), [
      erc20.approve(USDC, AAVE, 100n * USD),
      aave.supply(USDC, ALL),
      erc20.approve(USDC, AAVE, 0n),
    ]),
    /supply of 1157\d+: no position is that large/,
  ],
  [
    'a Yearn deposit of type(uint256).max (Yearn’s deposit-everything)',
    plan(act('supply', 'yearn', 'USDC', ALL), [
      erc20.approve(USDC, YEARN, 100n * USD),
      vault4626.deposit(YEARN, ALL),
      erc20.approve(USDC, YEARN, 0n),
    ]),
    /deposit of 1157\d+/,
  ],
  [
    'a Beefy deposit of type(uint256).max',
    plan(act('supply', 'beefy', 'USDC', ALL), [erc20.approve(USDC, BEEFY, 100n * USD), beefy.deposit(ALL)]),
    /deposit of 1157\d+/,
  ],
  [
    'a Comet supply of type(uint256).max (Comet’s repay of a whole borrow)',
    plan(act('supply', 'compound', 'USDC', ALL), [
      erc20.approve(USDC, COMET, 100n * USD),
      compound.supply(USDC, ALL),
    ]),
    /supply of 1157\d+/,
  ],
  [
    'an sUSDe stake of type(uint256).max',
    plan(act('stake', 'ethena', 'USDe', ALL), [
      erc20.approve(USDE, SUSDE, E18),
      vault4626.deposit(SUSDE, ALL),
    ]),
    /deposit of 1157\d+/,
  ],
  [
    'a cooldown of type(uint256).max shares',
    plan(act('cooldown', 'ethena', 'USDe', ALL), [ethena.cooldownShares(ALL)]),
    /cooldown of shares 1157\d+/,
  ],
  [
    'a Morpho withdraw of type(uint256).max shares',
    plan(act('withdraw', 'morpho', 'DAI', ALL), [morpho.withdraw(0n, ALL)]),
    /Morpho withdraw of shares 1157\d+/,
  ],
  [
    'a Morpho withdraw of every share to a stranger',
    plan(act('withdraw', 'morpho', 'DAI', ALL), [morpho.withdraw(0n, 93n * E18, STRANGER)]),
    /receiver 0x7099/,
  ],
  [
    'a Convex withdrawAndUnwrap of type(uint256).max',
    plan(act('withdraw', 'convex', 'USDC', ALL), [convex.withdrawAndUnwrap(ALL)]),
    /withdrawAndUnwrap of 1157\d+/,
  ],
  [
    'a 3pool removal of type(uint256).max 3Crv',
    plan(act('withdraw', 'curve', 'USDC', ALL), [curve.removeOne(ALL, 1n, 99n * USD)]),
    /remove_liquidity_one_coin of 1157\d+/,
  ],
  [
    'an Aave withdraw of 2^255: a figure no position has, and not Aave’s "everything"',
    plan(act('withdraw', 'aave', 'USDC', ALL), [aave.withdraw(USDC, WORD_MAX)]),
    /withdraw of 5789\d+: no position is that large/,
  ],
  [
    'a Comet withdraw of 2^255',
    plan(act('withdraw', 'compound', 'USDC', ALL), [compound.withdraw(USDC, WORD_MAX)]),
    /withdraw of 5789\d+/,
  ],
  [
    'a borrow of type(uint256).max',
    plan(act('borrow', 'aaveLending', 'USDC', ALL), [aave.borrow(USDC, ALL)]),
    /borrow of 1157\d+/,
  ],
]

describe('the worker refuses type(uint256).max anywhere but a withdraw-all or repay-all to the wallet', () => {
  it.each(refused)('refuses %s', async (_name, input, why) => {
    const error = await vault.reviewPlan(input).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect((error as WalletError).details).toMatch(why)
    // No review id came back, and the worker still signs what it should.
    const review = await vault.reviewPlan(supply)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 7 }), supply, 7)
  })

  it('keeps the review bound to the intent: the same calls under "all" and under a figure hash apart', async () => {
    const all = plan(act('withdraw', 'yearn', 'USDC', ALL), [yearn.redeem(95n * USD)])
    const figure = plan(act('withdraw', 'yearn', 'USDC', 95n * USD), [yearn.redeem(95n * USD)])
    const [a, b] = await Promise.all([vault.reviewPlan(all), vault.reviewPlan(figure)])
    expect(a.hash).not.toBe(b.hash)
  })
})
