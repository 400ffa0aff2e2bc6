import { clear } from 'idb-keyval'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueMorphoMarket } from '../../src/domain/catalogue/morphoMarket'
import type { TokenKey } from '../../src/domain/catalogue/tokens'
import { PasswordRequiredError, UnsafeTransactionError, WrongPasswordError } from '../../src/domain/errors'
import { extrasFromManifest, selectorOf } from '../../src/workers/vault/signingPolicy'
import type { PasswordReason, PlanForReview } from '../../src/workers/vaultApi'
import {
  AAVE,
  ALL,
  aave,
  act,
  BEEFY,
  BOOSTER,
  beefy,
  COMET,
  CRV3,
  CURVE,
  compound,
  convex,
  curve,
  DAI,
  DEVNET_BEEFY,
  DEVNET_MARKET,
  erc20,
  ethena,
  expectSigned,
  FRIEND,
  KEY,
  MARKET,
  MORPHO,
  morpho,
  PASSWORD,
  plan,
  SUSDE,
  testVault,
  transfer,
  USDC,
  USDE,
  USDT,
  vault4626,
  YEARN,
  yearn,
} from './plans'

const { vault, store, aaveDebt, cometBalance, curveQuote } = testVault('plan-accepted')

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => vault.forget(PASSWORD))

const USD = 1_000_000n
const E18 = 10n ** 18n

/** Small transfers to one friend: together far under the US$ 100 that would ask for the password. */
const transfers: [string, TokenKey, bigint][] = [
  ['ETH on Ethereum', 'ETH', E18 / 1000n],
  ['MATIC on Polygon', 'MATIC', E18],
  ['ETH on Arbitrum', 'ETH-ARBITRUM', E18 / 1000n],
  ['ETH on Optimism', 'ETH-OPTIMISM', E18 / 1000n],
  ['USDC on Ethereum', 'USDC', USD],
  ['USDT on Ethereum', 'USDT', USD],
  ['DAI on Ethereum', 'DAI', E18],
  ['USDT on Polygon', 'USDT-POLYGON', USD],
  ['USDC on Polygon', 'USDC-POLYGON', USD],
  ['USDC on Arbitrum', 'USDC-ARBITRUM', USD],
  ['DAI on Arbitrum', 'DAI-ARBITRUM', E18],
  ['USDC on Optimism', 'USDC-OPTIMISM', USD],
  ['DAI on Optimism', 'DAI-OPTIMISM', E18],
]

const x = 100n * USD
const d = 100n * E18
/** Every protocol plan the app builds, as its builders in src/chain/protocols make them. */
const protocolPlans: [string, PlanForReview][] = [
  [
    'Aave supply',
    plan(act('supply', 'aave', 'USDC', x), [erc20.approve(USDC, AAVE, x), aave.supply(USDC, x)]),
  ],
  ['Aave withdraw', plan(act('withdraw', 'aave', 'USDC', x), [aave.withdraw(USDC, x)])],
  ['Aave withdraw-all', plan(act('withdraw', 'aave', 'USDC', ALL), [aave.withdraw(USDC, ALL)])],
  [
    'a lending supply of USDT, reset to 0 first',
    plan(act('supply', 'aaveLending', 'USDT', x), [
      erc20.approve(USDT, AAVE, 0n),
      erc20.approve(USDT, AAVE, x),
      aave.supply(USDT, x),
    ]),
  ],
  [
    'a lending repay',
    plan(act('repay', 'aaveLending', 'DAI', d), [erc20.approve(DAI, AAVE, d), aave.repay(DAI, d)]),
  ],
  [
    'a repay-all: approve what the wallet holds, repay(max), then approve 0',
    plan(act('repay', 'aaveLending', 'USDC', ALL), [
      erc20.approve(USDC, AAVE, 250n * USD),
      aave.repay(USDC, ALL),
      erc20.approve(USDC, AAVE, 0n),
    ]),
  ],
  ['a lending withdraw', plan(act('withdraw', 'aaveLending', 'USDC', x), [aave.withdraw(USDC, x)])],
  [
    'Morpho supply',
    plan(act('supply', 'morpho', 'DAI', d), [erc20.approve(DAI, MORPHO, d), morpho.supply(d)]),
  ],
  [
    'Morpho supply into the profile’s own market',
    plan(act('supply', 'morpho', 'DAI', d), [
      erc20.approve(DAI, MORPHO, d),
      morpho.supply(d, { market: DEVNET_MARKET }),
    ]),
  ],
  ['Morpho withdraw', plan(act('withdraw', 'morpho', 'DAI', d), [morpho.withdraw(d, 0n)])],
  [
    'Morpho withdraw-all by shares',
    plan(act('withdraw', 'morpho', 'DAI', ALL), [morpho.withdraw(0n, 7n * E18)]),
  ],
  [
    'Ethena stake',
    plan(act('stake', 'ethena', 'USDe', d), [erc20.approve(USDE, SUSDE, d), vault4626.deposit(SUSDE, d)]),
  ],
  ['Ethena cooldownShares', plan(act('cooldown', 'ethena', 'USDe', ALL), [ethena.cooldownShares(90n * E18)])],
  ['Ethena cooldownAssets', plan(act('cooldown', 'ethena', 'USDe', d), [ethena.cooldownAssets(d)])],
  ['Ethena unstake after the cooldown', plan(act('unstake', 'ethena', 'USDe', d), [ethena.unstake()])],
  [
    'Ethena withdraw without cooldown',
    plan(act('unstake', 'ethena', 'USDe', d), [vault4626.withdraw(SUSDE, d)]),
  ],
  [
    'Ethena redeem without cooldown',
    plan(act('unstake', 'ethena', 'USDe', ALL), [vault4626.redeem(SUSDE, d)]),
  ],
  [
    'Compound supply',
    plan(act('supply', 'compound', 'USDC', x), [erc20.approve(USDC, COMET, x), compound.supply(USDC, x)]),
  ],
  ['Compound withdraw', plan(act('withdraw', 'compound', 'USDC', x), [compound.withdraw(USDC, x)])],
  [
    'Curve add_liquidity',
    plan(act('supply', 'curve', 'USDC', x), [
      erc20.approve(USDC, CURVE, x),
      curve.add([0n, x, 0n], 97n * E18),
    ]),
  ],
  [
    'Curve remove_liquidity_one_coin',
    plan(act('withdraw', 'curve', 'USDC', x), [curve.removeOne(98n * E18, 1n, x)]),
  ],
  [
    'the Convex route: USDC into the 3pool, its 3Crv into the booster',
    plan(act('stake', 'convex', 'USDC', x), [
      erc20.approve(USDC, CURVE, x),
      curve.add([0n, x, 0n], 97n * E18),
      erc20.approve(CRV3, BOOSTER, 97n * E18),
      convex.deposit(97n * E18),
    ]),
  ],
  [
    'the Convex way back: withdrawAndUnwrap, then the 3pool to USDC',
    plan(act('withdraw', 'convex', 'USDC', x), [
      convex.withdrawAndUnwrap(98n * E18),
      curve.removeOne(98n * E18, 1n, x),
    ]),
  ],
  [
    'Yearn deposit',
    plan(act('supply', 'yearn', 'USDC', x), [erc20.approve(USDC, YEARN, x), vault4626.deposit(YEARN, x)]),
  ],
  ['Yearn withdraw', plan(act('withdraw', 'yearn', 'USDC', x), [yearn.withdraw(x)])],
  ['Yearn redeem (withdraw-all)', plan(act('withdraw', 'yearn', 'USDC', ALL), [yearn.redeem(95n * USD)])],
  [
    'Beefy deposit',
    plan(act('supply', 'beefy', 'USDC', x), [erc20.approve(USDC, BEEFY, x), beefy.deposit(x)]),
  ],
  [
    'a deposit into the profile’s own Beefy vault',
    plan(act('supply', 'beefy', 'USDC', x), [
      erc20.approve(USDC, DEVNET_BEEFY, x),
      beefy.deposit(x, DEVNET_BEEFY),
    ]),
  ],
  ['Beefy withdraw', plan(act('withdraw', 'beefy', 'USDC', x), [beefy.withdraw(90n * USD)])],
  ['Beefy withdrawAll', plan(act('withdraw', 'beefy', 'USDC', ALL), [beefy.withdrawAll()])],
  [
    'a revoke of a catalogue token',
    plan({ kind: 'revoke', network: 'ethereum', tokenKey: 'USDC', spender: AAVE }, [
      erc20.approve(USDC, AAVE, 0n),
    ]),
  ],
  [
    'a revoke of 3Crv',
    plan({ kind: 'revoke', network: 'ethereum', tokenKey: 'USDC', spender: BOOSTER }, [
      erc20.approve(CRV3, BOOSTER, 0n),
    ]),
  ],
]

describe('the worker signs every plan the app builds, exactly as reviewed', () => {
  let nonce = 0

  it.each(transfers)('a transfer of %s', async (_name, tokenKey, amount) => {
    const reviewed = transfer(tokenKey, FRIEND, amount)
    const review = await vault.reviewPlan(reviewed)
    expect(review.needsPassword).toBe(false)
    nonce += 1
    await expectSigned(await vault.signReviewed(review.id, { nonce }), reviewed, nonce)
  })

  it.each(protocolPlans)('%s', async (_name, reviewed) => {
    const review = await vault.reviewPlan(reviewed)
    expect(review).toMatchObject({ needsPassword: false, hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    nonce += 10
    await expectSigned(await vault.signReviewed(review.id, { nonce }), reviewed, nonce)
  })

  it('answers the same hash for the same plan, and another for any change', async () => {
    const reviewed = protocolPlans[0]?.[1] as PlanForReview
    const a = await vault.reviewPlan(reviewed)
    const b = await vault.reviewPlan(structuredClone(reviewed))
    const c = await vault.reviewPlan({ ...reviewed, gasLimits: [200_000n, 200_001n] })
    expect(a.id).not.toBe(b.id)
    expect(a.hash).toBe(b.hash)
    expect(c.hash).not.toBe(a.hash)
  })
})

/**
 * The review says the password is needed, and why; Confirm without it is refused naming the reason, with a wrong
 * one too, and with it the plan is signed on `nonce`.
 */
async function signsOnlyWithPassword(reviewed: PlanForReview, reason: PasswordReason, nonce: number) {
  const review = await vault.reviewPlan(reviewed)
  expect(review).toMatchObject({ needsPassword: true, passwordReasons: [reason] })
  const refused = vault.signReviewed(review.id, { nonce })
  await expect(refused).rejects.toBeInstanceOf(PasswordRequiredError)
  await expect(refused).rejects.toMatchObject({ details: reason })
  await expect(vault.signReviewed(review.id, { nonce, password: 'not the password' })).rejects.toBeInstanceOf(
    WrongPasswordError,
  )
  await expectSigned(await vault.signReviewed(review.id, { nonce, password: PASSWORD }), reviewed, nonce)
}

describe('a loan needs the password, whatever its size', () => {
  // A script could take the most Aave lends and leave the position one price move from liquidation; the worker
  // cannot see the health factor, so every borrow is confirmed with the password (DESIGN.md §3).
  let nonce = 1_000
  const borrow = (amount: bigint) =>
    plan(act('borrow', 'aaveLending', 'DAI', amount), [aave.borrow(DAI, amount)])

  it('says so at review, refuses Confirm without it or with a wrong one, and signs with it', async () => {
    nonce += 10
    await signsOnlyWithPassword(borrow(d), 'borrow', nonce)
  })

  it('asks for 1 wei too, and again for the next loan: a confirmed one trusts nothing', async () => {
    for (const amount of [1n, 2n]) {
      const review = await vault.reviewPlan(borrow(amount))
      expect(review.passwordReasons).toEqual(['borrow'])
      nonce += 10
      await expect(vault.signReviewed(review.id, { nonce })).rejects.toBeInstanceOf(PasswordRequiredError)
      await vault.signReviewed(review.id, { nonce, password: PASSWORD })
    }
  })

  it('does not ask for any other protocol plan (a supply, repay or withdraw on Aave among them)', async () => {
    for (const [, reviewed] of protocolPlans) {
      expect((await vault.reviewPlan(reviewed)).passwordReasons).not.toContain('borrow')
    }
  })
})

describe('a withdrawal from Aave while a loan is open there needs the password', () => {
  // Every Aave deposit backs a loan on the same Pool: a script could take the collateral down to the edge of
  // liquidation. The worker reads the debt itself, at review and again at Confirm, and fails closed.
  let nonce = 5_000
  const withdraw = () => plan(act('withdraw', 'aaveLending', 'USDC', x), [aave.withdraw(USDC, x)])
  const owing = (debt: bigint) => {
    aaveDebt.owed = async () => debt
  }
  afterAll(() => owing(0n))

  it('asks nothing while nothing is owed, and asks the Pool of the plan about the plan’s own account', async () => {
    owing(0n)
    aaveDebt.asked.length = 0
    const reviewed = withdraw()
    const review = await vault.reviewPlan(reviewed)
    expect(review).toMatchObject({ needsPassword: false, passwordReasons: [] })
    nonce += 10
    await expectSigned(await vault.signReviewed(review.id, { nonce }), reviewed, nonce)
    // Once at review, once at Confirm.
    expect(aaveDebt.asked).toEqual([
      { chainId: 1, pool: AAVE.toLowerCase(), user: reviewed.from },
      { chainId: 1, pool: AAVE.toLowerCase(), user: reviewed.from },
    ])
  })

  it('says so at review when 1 unit is owed, refuses Confirm without it or with a wrong one, signs with it', async () => {
    owing(1n)
    for (const [, reviewed] of protocolPlans.filter(([name]) =>
      /Aave withdraw|lending withdraw/.test(name),
    )) {
      nonce += 10
      await signsOnlyWithPassword(reviewed, 'collateral', nonce)
    }
  })

  it('a loan taken after the review: Confirm reads the debt again and asks', async () => {
    owing(0n)
    const review = await vault.reviewPlan(withdraw())
    expect(review.needsPassword).toBe(false)
    owing(10n ** 8n)
    nonce += 10
    await expect(vault.signReviewed(review.id, { nonce })).rejects.toMatchObject({ details: 'collateral' })
    await vault.signReviewed(review.id, { nonce, password: PASSWORD })
  })

  it('fails closed: a debt it cannot read asks for the password, at review and at Confirm', async () => {
    aaveDebt.owed = async () => {
      throw new Error('no endpoint answered')
    }
    const review = await vault.reviewPlan(withdraw())
    expect(review).toMatchObject({ needsPassword: true, passwordReasons: ['collateralUnchecked'] })
    nonce += 10
    await expect(vault.signReviewed(review.id, { nonce })).rejects.toMatchObject({
      details: 'collateralUnchecked',
    })
    owing(0n)
    const later = await vault.reviewPlan(withdraw())
    aaveDebt.owed = async () => {
      throw new Error('no endpoint answered')
    }
    await expect(vault.signReviewed(later.id, { nonce })).rejects.toMatchObject({
      details: 'collateralUnchecked',
    })
    await vault.signReviewed(later.id, { nonce, password: PASSWORD })
  })

  it('does not ask about any plan that withdraws nothing from Aave', async () => {
    aaveDebt.owed = async () => {
      throw new Error('asked')
    }
    aaveDebt.asked.length = 0
    for (const [name, reviewed] of protocolPlans.filter(
      ([name]) => !/Aave withdraw|lending withdraw/.test(name),
    )) {
      expect((await vault.reviewPlan(reviewed)).passwordReasons, name).not.toContain('collateralUnchecked')
    }
    expect(aaveDebt.asked).toEqual([])
  })
})

describe('a Compound withdraw above the supplied balance is a loan: it needs the password (issue 42)', () => {
  // On mainnet, Comet's withdraw(USDC, amount) beyond what the wallet supplied borrows the rest against any
  // collateral it holds there. The worker reads the supplied balance itself, at review and again at Confirm.
  let nonce = 9_000
  const USDC_1M = 1_000_000_000_000n
  const withdraw = (amount: bigint) =>
    plan(act('withdraw', 'compound', 'USDC', amount), [compound.withdraw(USDC, amount)])
  const supplied = (amount: bigint) => {
    cometBalance.supplied = async () => amount
  }
  afterAll(() => supplied(USDC_1M))

  it('a page script’s 1 000 000 USDC withdraw against 100 USDC supplied asks for the password as a loan', async () => {
    supplied(x)
    cometBalance.asked.length = 0
    const reviewed = withdraw(USDC_1M)
    const review = await vault.reviewPlan(reviewed)
    expect(review).toMatchObject({ needsPassword: true, passwordReasons: ['borrow'] })
    expect(cometBalance.asked).toEqual([{ chainId: 1, comet: COMET.toLowerCase(), user: reviewed.from }])
    nonce += 10
    await signsOnlyWithPassword(reviewed, 'borrow', nonce)
  })

  it('asks nothing up to the supplied balance, and nothing for Comet’s own withdraw-all', async () => {
    supplied(x)
    expect(await vault.reviewPlan(withdraw(x))).toMatchObject({ needsPassword: false, passwordReasons: [] })
    cometBalance.asked.length = 0
    const all = plan(act('withdraw', 'compound', 'USDC', ALL), [compound.withdraw(USDC, ALL)])
    expect(await vault.reviewPlan(all)).toMatchObject({ needsPassword: false, passwordReasons: [] })
    expect(cometBalance.asked).toEqual([])
  })

  it('a balance withdrawn elsewhere after the review: Confirm reads it again and asks', async () => {
    supplied(x)
    const review = await vault.reviewPlan(withdraw(x))
    expect(review.needsPassword).toBe(false)
    supplied(x - 1n)
    nonce += 10
    await expect(vault.signReviewed(review.id, { nonce })).rejects.toMatchObject({ details: 'borrow' })
    await vault.signReviewed(review.id, { nonce, password: PASSWORD })
  })

  it('fails closed: a balance it cannot read counts as a loan', async () => {
    cometBalance.supplied = async () => {
      throw new Error('no endpoint answered')
    }
    expect(await vault.reviewPlan(withdraw(x))).toMatchObject({
      needsPassword: true,
      passwordReasons: ['borrow'],
    })
  })
})

describe('a Curve minimum is held to the pool’s own quote less 0.5 % (issue 42)', () => {
  // The worker reads calc_token_amount / calc_withdraw_one_coin itself: a page script's minimum of 80 % of face
  // value (what the static bound alone let through) would let a sandwich take the difference.
  const deposit = (minMint: bigint) =>
    plan(act('supply', 'curve', 'USDC', x), [erc20.approve(USDC, CURVE, x), curve.add([0n, x, 0n], minMint)])
  const removal = (minOut: bigint) =>
    plan(act('withdraw', 'curve', 'USDC', x), [curve.removeOne(98n * E18, 1n, minOut)])
  const quoting = (mint: bigint, out: bigint) => {
    curveQuote.deposit = async () => mint
    curveQuote.withdraw = async () => out
  }
  afterAll(() => quoting(97n * E18, 99_000_000n))
  const refusedWith = async (reviewed: PlanForReview, why: RegExp) => {
    const error = await vault.reviewPlan(reviewed).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect((error as UnsafeTransactionError).details).toMatch(why)
  }

  it('asks the plan’s pool for the quote of exactly the plan’s amounts', async () => {
    quoting(97n * E18, 99_000_000n)
    curveQuote.asked.length = 0
    await vault.reviewPlan(deposit(97n * E18))
    await vault.reviewPlan(removal(99_000_000n))
    expect(curveQuote.asked).toEqual([
      { chainId: 1, pool: CURVE.toLowerCase(), ask: { kind: 'deposit', amounts: [0n, x, 0n] } },
      { chainId: 1, pool: CURVE.toLowerCase(), ask: { kind: 'withdraw', lp: 98n * E18, coin: 1n } },
    ])
  })

  it('refuses a deposit minimum 0.5 % and 1 unit under the quote, and the 80 % of face value it took before', async () => {
    const quote = 97n * E18
    quoting(quote, 99_000_000n)
    const floor = (quote * 9_950n) / 10_000n
    await vault.reviewPlan(deposit(floor))
    await refusedWith(
      deposit(floor - 1n),
      /add_liquidity accepts \d+ where the pool quotes 97\d{18}: looser than 50 bps/,
    )
    await refusedWith(deposit(80n * E18), /looser than 50 bps/)
  })

  it('refuses a withdrawal minimum under the quote less 0.5 %, and the 90 % it took before', async () => {
    quoting(97n * E18, 100_000_000n)
    await vault.reviewPlan(removal(99_500_000n))
    await refusedWith(
      removal(99_499_999n),
      /remove_liquidity_one_coin accepts 99499999 where the pool quotes 100000000/,
    )
    await refusedWith(removal(90_000_000n), /looser than 50 bps/)
  })

  it('refuses when the quote cannot be read (it fails closed)', async () => {
    curveQuote.deposit = async () => {
      throw new Error('no endpoint answered')
    }
    await refusedWith(deposit(97n * E18), /could not be read/)
  })
})

describe('the allow-list', () => {
  it('knows each catalogue function by its computed selector', () => {
    expect(selectorOf('transfer(address,uint256)')).toBe('0xa9059cbb')
    expect(selectorOf('approve(address,uint256)')).toBe('0x095ea7b3')
    expect(selectorOf('supply(address,uint256,address,uint16)')).toBe('0x617ba037')
  })

  it('pins the Morpho market the mainnet profile supplies to', () => {
    expect(catalogueMorphoMarket).toEqual(MARKET)
  })

  it('takes from the devnet manifest only addresses of catalogue names', () => {
    const extras = extrasFromManifest({
      chains: {
        '1': {
          contracts: {
            beefyVault: DEVNET_BEEFY,
            evil: FRIEND,
            aavePool: 'not an address',
            curve3crv: FRIEND,
          },
          tokens: { USDC: FRIEND },
          markets: { morphoDai: { ...MARKET, lltv: '860000000000000000' } },
        },
        '137': { tokens: { USDT: 42 } },
      },
    })
    expect(extras).toEqual({
      contracts: [{ chainId: 1, id: 'beefyVault', address: DEVNET_BEEFY }],
      tokens: [{ chainId: 1, address: FRIEND, key: 'USDC' }],
      lpTokens: [{ chainId: 1, address: FRIEND }],
      morphoMarkets: [{ chainId: 1, market: { ...MARKET, lltv: 860_000_000_000_000_000n } }],
    })
    const empty = { contracts: [], tokens: [], lpTokens: [], morphoMarkets: [] }
    expect(extrasFromManifest(null)).toEqual(empty)
    const badLltv = { chains: { '1': { markets: { morphoDai: { ...MARKET, lltv: 8.6e17 } } } } }
    expect(extrasFromManifest(badLltv)).toEqual(empty)
  })
})
