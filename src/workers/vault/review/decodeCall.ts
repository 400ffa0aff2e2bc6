import { contractAssets, curve3poolCoins } from '../../../domain/catalogue/contracts'
import { morphoMarketKey } from '../../../domain/catalogue/morphoMarket'
import { YEARN_MAX_LOSS_BPS } from '../../../domain/catalogue/protocolBounds'
import { type TokenKey, tokens } from '../../../domain/catalogue/tokens'
import { UnsafeTransactionError } from '../../../domain/errors'
import {
  type Callable,
  type PolicyToken,
  policyTokenAddress,
  type SigningPolicy,
  selectorOf,
} from '../signingPolicy'
import { decodeSwapCall, type SwapCall } from './swapCalls'
import { Words } from './words'

/** One call of a plan as the worker reads it, from the calldata alone. Addresses are lowercase. */
export type DecodedCall =
  | SwapCall
  | { kind: 'native'; to: string; amount: bigint }
  | { kind: 'transfer'; token: PolicyToken; to: string; amount: bigint }
  | { kind: 'approve'; token: PolicyToken; spender: string; amount: bigint }
  | {
      kind: 'protocol'
      contract: Callable
      signature: string
      /** What the call takes from the wallet (a deposit, a repay); `all` for an "everything" amount. */
      pulls: { token: string; amount: bigint | 'all' }[]
      /**
       * The call is its protocol's own "everything" form, paying the wallet: Aave's withdraw or repay of
       * type(uint256).max, Comet's withdraw of it, Beefy's `withdrawAll()`; with the token it moves all of.
       * Only a plan whose intent asks for all of that token may carry one (checkPlan).
       */
      everything: Everything | null
    }

/** A call as the plan hands it over. */
export type RawCall = { to: string; value: bigint; data?: string }

export const refuse = (details: string) => new UnsafeTransactionError({ details })

const TRANSFER = selectorOf('transfer(address,uint256)')
const APPROVE = selectorOf('approve(address,uint256)')
const MAX = 2n ** 256n - 1n
/**
 * No catalogue token's supply comes near 2^128 base units (Aave and Morpho keep balances in 128 bits): an
 * approval that large is unlimited in all but name, and an unlimited one outlives its plan whenever the page
 * holds back the approve(0) that should follow it.
 */
const UNLIMITED = 2n ** 128n

/** A protocol's "everything" form: a withdraw-all or a repay-all of `token` (lowercase address). */
export type Everything = { action: 'withdraw' | 'repay'; token: string }

type Context = { chainId: number; from: string; policy: SigningPolicy }
type Pull = { token: string; amount: bigint | 'all' }
/**
 * Checks a protocol call's arguments (its beneficiary is the wallet) and says what it takes from the wallet.
 * `everything` names the call's "everything" form when its arguments ask for it (a type(uint256).max amount
 * where the protocol reads that as "all of it"; Beefy's withdrawAll); `check` has then refused anything not
 * paid to the wallet.
 */
type Rule = {
  words: number
  check: (w: Words, c: Context, contract: Callable) => Pull[]
  everything?: (w: Words, c: Context, contract: Callable) => Everything | null
}

const self = (w: Words, i: number, c: Context, role: string) => {
  const who = w.address(i)
  if (who !== c.from) throw refuse(`${role} ${who ?? 'malformed'} is not the wallet`)
}

const catalogueToken = (w: Words, i: number, c: Context): string => {
  const token = w.address(i)
  const known = token ? c.policy.tokens.get(c.chainId)?.get(token) : undefined
  if (!token || !known || known.key === 'curve3crv')
    throw refuse(`asset ${token ?? 'malformed'} outside the catalogue`)
  return token
}

const assetOf = (c: Context, key: TokenKey | 'curve3crv'): string => {
  const address = policyTokenAddress(c.policy, c.chainId, key)
  if (!address) throw refuse(`no ${key} on chain ${c.chainId}`)
  return address
}

/** Comet's asset in word 0 must be its base asset, USDC: any other is collateral (see the Comet rules). */
const cometBase = (w: Words, c: Context): string => {
  const token = catalogueToken(w, 0, c)
  if (token.toLowerCase() !== assetOf(c, 'USDC').toLowerCase())
    throw refuse(`Compound v3 asset ${token} is collateral, not its base asset USDC`)
  return token
}

/** Morpho's `MarketParams` in words 0–4 must be a market of the catalogue: anyone can create one. */
const catalogueMarket = (w: Words, c: Context): void => {
  const at = (i: number) => w.address(i) ?? 'malformed'
  const market = { loanToken: at(0), collateralToken: at(1), oracle: at(2), irm: at(3), lltv: w.uint(4) }
  if (!c.policy.morphoMarkets.get(c.chainId)?.has(morphoMarketKey(market)))
    throw refuse('a Morpho market outside the catalogue')
}

/** Word `i` as Yearn's `max_loss`: refused above YEARN_MAX_LOSS_BPS, the bound the review states. */
const maxLoss = (w: Words, i: number): bigint => {
  const bps = w.uint(i)
  if (bps > YEARN_MAX_LOSS_BPS)
    throw refuse(
      `a Yearn max_loss of ${bps} bps: looser than the ${YEARN_MAX_LOSS_BPS} bps the review states`,
    )
  return bps
}

/** For calls that take nothing from the wallet: the checks run as its arguments, then no pull. */
const none = (..._checks: unknown[]): Pull[] => []

/**
 * The least a Curve 3pool call may accept back, in percent of its face value (18-decimal dollars). The pool's
 * coins are dollars and its LP token is worth a little more than one (1.03–1.04, growing with the pool's fees),
 * so a deposit mints fewer LP tokens than dollars and a withdrawal pays more dollars than LP tokens burned; the
 * app's own bounds (the pool's quote less its slippage) stay well above these. A minimum of 0 lets anyone who
 * sees the signed transaction take the difference by moving the pool first: refused.
 */
export const CURVE_MIN_MINT_PERCENT = 80n
export const CURVE_MIN_OUT_PERCENT = 90n

/** A 3pool coin amount (word `i`, coin `coin`) in 18-decimal dollars, the LP token's unit. */
const dollars18 = (amount: bigint, coin: (typeof curve3poolCoins)[number]): bigint =>
  amount * 10n ** BigInt(18 - tokens[coin].decimals)

/** Refuses a Curve bound that accepts less than `percent` of `face` (both in 18 decimals). */
const curveBound = (least: bigint, face: bigint, percent: bigint, what: string): void => {
  if (least * 100n < face * percent)
    throw refuse(`${what} accepts ${least} for ${face}: less than ${percent} % back`)
}

/**
 * Word `i` as an amount of a real position: below 2^128 (no catalogue token, share or debt comes near it).
 * type(uint256).max and its like are refused wherever a protocol does not read them as "all of it": a deposit,
 * a supply, an ERC-4626 withdraw or redeem, a cooldown, Morpho's assets and shares, a Curve or Convex amount.
 */
const finite = (w: Words, i: number, what: string): bigint => {
  const value = w.uint(i)
  if (value >= UNLIMITED) throw refuse(`${what} ${value}: no position is that large`)
  return value
}

/**
 * Word `i` of a call whose protocol reads type(uint256).max as "everything" (Aave's withdraw and repay,
 * Comet's withdraw): that exact value, or an amount below 2^128; anything between is refused.
 */
const amountOrAll = (w: Words, i: number, what: string): bigint | 'all' =>
  w.uint(i) === MAX ? 'all' : finite(w, i, what)

/** The rule's "everything" when word `i` is type(uint256).max: all of the token in word 0. */
const maxAt =
  (i: number, action: Everything['action']) =>
  (w: Words): Everything | null =>
    w.uint(i) === MAX ? { action, token: w.address(0) ?? 'malformed' } : null

const vaultAsset = (contract: Callable): TokenKey | 'curve3crv' => {
  const asset = (contractAssets as Partial<Record<string, TokenKey | 'curve3crv'>>)[contract.id]
  if (!asset) throw refuse(`${contract.id} takes no known asset`)
  return asset
}

/**
 * Every function of the catalogue, by signature: how many argument words it has and who it pays. Nothing a
 * protocol pays out may go anywhere but the wallet (`onBehalfOf`, `receiver`, `to`, `owner`); Morpho calls
 * name a catalogue market and no callback (`data`).
 */
const rules: Record<string, Rule> = {
  'supply(address,uint256,address,uint16)': {
    words: 4,
    check: (w, c) => {
      self(w, 2, c, 'onBehalfOf')
      return [{ token: catalogueToken(w, 0, c), amount: finite(w, 1, 'supply of') }]
    },
  },
  // Aave's withdraw-all: type(uint256).max burns the whole aToken balance, paid to `to`, the wallet.
  'withdraw(address,uint256,address)': {
    words: 3,
    check: (w, c) => none(catalogueToken(w, 0, c), self(w, 2, c, 'to'), amountOrAll(w, 1, 'withdraw of')),
    everything: maxAt(1, 'withdraw'),
  },
  'borrow(address,uint256,uint256,uint16,address)': {
    words: 5,
    check: (w, c) => none(catalogueToken(w, 0, c), self(w, 4, c, 'onBehalfOf'), finite(w, 1, 'borrow of')),
  },
  // Aave's repay-all: type(uint256).max repays the wallet's own whole debt, taking at most its allowance.
  'repay(address,uint256,uint256,address)': {
    words: 4,
    check: (w, c) => {
      self(w, 3, c, 'onBehalfOf')
      return [{ token: catalogueToken(w, 0, c), amount: amountOrAll(w, 1, 'repay of') }]
    },
    everything: maxAt(1, 'repay'),
  },
  'supply((address,address,address,address,uint256),uint256,uint256,address,bytes)': {
    words: 10,
    check: (w, c) => {
      catalogueMarket(w, c)
      self(w, 7, c, 'onBehalf')
      if (w.bytesLength(8, 9) !== 0n) throw refuse('a Morpho callback is never signed')
      if (w.uint(6) !== 0n) throw refuse('Morpho supply by shares')
      return [{ token: catalogueToken(w, 0, c), amount: finite(w, 5, 'Morpho supply of') }]
    },
  },
  // Morpho has no "everything" amount: all of a position is withdrawn by its shares, a real figure.
  'withdraw((address,address,address,address,uint256),uint256,uint256,address,address)': {
    words: 9,
    check: (w, c) =>
      none(
        catalogueMarket(w, c),
        self(w, 7, c, 'onBehalf'),
        self(w, 8, c, 'receiver'),
        finite(w, 5, 'Morpho withdraw of'),
        finite(w, 6, 'Morpho withdraw of shares'),
      ),
  },
  'deposit(uint256,address)': {
    words: 2,
    check: (w, c, contract) => {
      self(w, 1, c, 'receiver')
      return [{ token: assetOf(c, vaultAsset(contract)), amount: finite(w, 0, 'deposit of') }]
    },
  },
  // ERC-4626 has no "everything" amount either: all of it is redeem(every share), to and from the wallet.
  'withdraw(uint256,address,address)': {
    words: 3,
    check: (w, c) => none(self(w, 1, c, 'receiver'), self(w, 2, c, 'owner'), finite(w, 0, 'withdraw of')),
  },
  'redeem(uint256,address,address)': {
    words: 3,
    check: (w, c) => none(self(w, 1, c, 'receiver'), self(w, 2, c, 'owner'), finite(w, 0, 'redeem of')),
  },
  // Yearn v3's max_loss forms (VaultV3.vy): the loss the vault may realise, in bps, at most the app's 0.01 %.
  // Without it (the three-argument forms, not in Yearn's catalogue list) withdraw would take no loss and redeem
  // any; a looser one would let a strategy's loss through unseen.
  'withdraw(uint256,address,address,uint256)': {
    words: 4,
    check: (w, c) =>
      none(self(w, 1, c, 'receiver'), self(w, 2, c, 'owner'), finite(w, 0, 'withdraw of'), maxLoss(w, 3)),
  },
  'redeem(uint256,address,address,uint256)': {
    words: 4,
    check: (w, c) =>
      none(self(w, 1, c, 'receiver'), self(w, 2, c, 'owner'), finite(w, 0, 'redeem of'), maxLoss(w, 3)),
  },
  // sUSDe's cooldowns act on msg.sender's own shares and park the USDe in the silo for msg.sender.
  'cooldownShares(uint256)': { words: 1, check: (w) => none(finite(w, 0, 'cooldown of shares')) },
  'cooldownAssets(uint256)': { words: 1, check: (w) => none(finite(w, 0, 'cooldown of')) },
  'unstake(address)': { words: 1, check: (w, c) => none(self(w, 0, c, 'receiver')) },
  // Comet (Compound III) moves its base asset, USDC, only: WETH, WBTC or LINK supplied there are collateral it
  // lends against, and a withdraw of USDC beyond what was supplied is a loan. The app saves USDC and nothing
  // else there, so nothing else is signed (a page script could otherwise post collateral and borrow).
  'supply(address,uint256)': {
    words: 2,
    check: (w, c) => [{ token: cometBase(w, c), amount: finite(w, 1, 'supply of') }],
  },
  // Comet's withdraw pays msg.sender; type(uint256).max is its whole balance.
  'withdraw(address,uint256)': {
    words: 2,
    check: (w, c) => none(cometBase(w, c), amountOrAll(w, 1, 'withdraw of')),
    everything: maxAt(1, 'withdraw'),
  },
  'add_liquidity(uint256[3],uint256)': {
    words: 4,
    check: (w, c) => {
      const pulls = curve3poolCoins.flatMap((coin, i) =>
        w.uint(i) === 0n ? [] : [{ token: assetOf(c, coin), amount: finite(w, i, 'add_liquidity of') }],
      )
      const face = curve3poolCoins.reduce((sum, coin, i) => sum + dollars18(w.uint(i), coin), 0n)
      curveBound(w.uint(3), face, CURVE_MIN_MINT_PERCENT, 'add_liquidity')
      return pulls
    },
  },
  'remove_liquidity_one_coin(uint256,int128,uint256)': {
    words: 3,
    check: (w) => {
      const coin = curve3poolCoins[Number(w.uint(1))]
      if (w.uint(1) >= BigInt(curve3poolCoins.length) || !coin) throw refuse('no such 3pool coin')
      const lp = finite(w, 0, 'remove_liquidity_one_coin of')
      curveBound(dollars18(w.uint(2), coin), lp, CURVE_MIN_OUT_PERCENT, 'remove_liquidity_one_coin')
      return none(lp)
    },
  },
  'deposit(uint256,uint256,bool)': {
    words: 3,
    check: (w, c, contract) => {
      if (w.bool(2) === null) throw refuse('malformed stake flag')
      if (!c.policy.convexPids.has(w.uint(0))) throw refuse(`Convex pool ${w.uint(0)} is not the wallet's`)
      return [{ token: assetOf(c, vaultAsset(contract)), amount: finite(w, 1, 'Convex deposit of') }]
    },
  },
  'withdraw(uint256,uint256)': { words: 2, check: (w) => none(finite(w, 1, 'Convex withdraw of')) },
  'withdrawAndUnwrap(uint256,bool)': {
    words: 2,
    check: (w) => {
      if (w.bool(1) === null) throw refuse('malformed claim flag')
      return none(finite(w, 0, 'withdrawAndUnwrap of'))
    },
  },
  'getReward()': { words: 0, check: () => [] },
  'deposit(uint256)': {
    words: 1,
    check: (w, c, contract) => [
      { token: assetOf(c, vaultAsset(contract)), amount: finite(w, 0, 'deposit of') },
    ],
  },
  'withdraw(uint256)': { words: 1, check: (w) => none(finite(w, 0, 'withdraw of shares')) },
  'depositAll()': {
    words: 0,
    check: (_w, c, contract) => [{ token: assetOf(c, vaultAsset(contract)), amount: 'all' }],
  },
  // Beefy's withdraw-all: burns every share msg.sender holds and pays msg.sender.
  'withdrawAll()': {
    words: 0,
    check: () => [],
    everything: (_w, c, contract) => ({ action: 'withdraw', token: assetOf(c, vaultAsset(contract)) }),
  },
}

/**
 * Reads one call of a plan against the catalogue, refusing (UnsafeTransactionError, naming what) anything the
 * app does not build: value on a contract call, a token or contract outside the catalogue, a function the
 * catalogue does not list for that contract, malformed arguments, a beneficiary other than the wallet, an
 * approve to a spender outside the protocol catalogue or of an unlimited amount, an amount of 2^128 or more
 * (type(uint256).max included) except where the protocol reads type(uint256).max as "everything" (Aave's
 * withdraw and repay, Comet's withdraw), which the answer names in `everything`.
 * @example decodeCall(policy, { chainId: 1, from }, { to: usdc, value: 0n, data: transferData }) // { kind: 'transfer', … }
 */
export function decodeCall(
  policy: SigningPolicy,
  at: { chainId: number; from: string },
  call: RawCall,
): DecodedCall {
  const to = call.to.toLowerCase()
  if (!/^0x[0-9a-f]{40}$/.test(to)) throw refuse('malformed destination')
  const data = (call.data ?? '0x').toLowerCase()
  if (!/^0x(?:[0-9a-f]{2})*$/.test(data)) throw refuse('malformed calldata')
  if (call.value < 0n) throw refuse('negative value')
  // Swaps (issue 43): a swap venue's call, or an approval to the router, is read in swapCalls.ts.
  const swap = decodeSwapCall(policy, at, { to, value: call.value, data })
  if (swap) return swap
  if (data === '0x') return { kind: 'native', to, amount: call.value }
  if (call.value !== 0n) throw refuse(`value sent along a contract call to ${to}`)
  if (data.length < 10) throw refuse('calldata shorter than a selector')
  const selector = data.slice(0, 10)
  let words: Words
  try {
    words = new Words(data.slice(10))
  } catch {
    throw refuse('malformed arguments')
  }
  const c: Context = { ...at, from: at.from.toLowerCase(), policy }
  const token = policy.tokens.get(at.chainId)?.get(to)
  if (selector === TRANSFER || selector === APPROVE) {
    if (!token)
      throw refuse(
        `${selector === TRANSFER ? 'transfer' : 'approve'} on a token outside the catalogue: ${to}`,
      )
    const other = words.count === 2 ? words.address(0) : null
    if (!other) throw refuse('malformed token arguments')
    const amount = words.uint(1)
    if (selector === TRANSFER) {
      if (token.key === 'curve3crv') throw refuse('3Crv is never transferred by the wallet')
      return { kind: 'transfer', token, to: other, amount }
    }
    if (!policy.contracts.get(at.chainId)?.get(other)?.spender)
      throw refuse(`approve to a spender outside the protocol catalogue: ${other}`)
    if (amount >= UNLIMITED) throw refuse(`an unlimited approve (${amount}) to ${other}`)
    return { kind: 'approve', token, spender: other, amount }
  }
  const contract = policy.contracts.get(at.chainId)?.get(to)
  if (!contract) throw refuse(`call to a contract outside the catalogue: ${to}`)
  const signature = contract.functions.get(selector)
  const rule = signature ? rules[signature] : undefined
  if (!signature || !rule) throw refuse(`function ${selector} is not one ${contract.id} may be called with`)
  if (words.count !== rule.words) throw refuse(`${signature}: ${words.count} argument words`)
  const pulls = rule.check(words, c, contract)
  const everything = rule.everything?.(words, c, contract) ?? null
  return { kind: 'protocol', contract, signature, pulls, everything }
}
