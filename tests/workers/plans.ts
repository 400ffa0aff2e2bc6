import { createStore } from 'idb-keyval'
import {
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseTransaction,
  recoverTransactionAddress,
} from 'viem'
import { expect } from 'vitest'
import type { Intent } from '../../src/chain/pipeline/types'
import { mainnetVaults } from '../../src/chain/profile'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import {
  beefyAbi,
  cometAbi,
  convexBoosterAbi,
  convexRewardPoolAbi,
  curve3poolAbi,
  erc4626Abi,
  morphoAbi,
  sUSDeAbi,
  yearnAbi,
  aavePoolAbi as yieldPoolAbi,
} from '../../src/chain/protocols/abis'
import { catalogueContracts, curveLpToken } from '../../src/domain/catalogue/contracts'
import { networks } from '../../src/domain/catalogue/networks'
import { type TokenKey, tokens } from '../../src/domain/catalogue/tokens'
import type { CurveAsk } from '../../src/workers/vault/review/curveQuotes'
import { extrasFromManifest } from '../../src/workers/vault/signingPolicy'
import { Vault } from '../../src/workers/vault/vault'
import type { PlanCall, PlanForReview } from '../../src/workers/vaultApi'

/**
 * What the plan-review tests share: a wallet (Hardhat's first key), the addresses it meets, calldata built with
 * viem from the app's own ABIs, and a Vault on its own IndexedDB store with a clock the test moves.
 */

type Address = `0x${string}`

export const PASSWORD = 'correct horse battery'
export const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
export const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const STRANGER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const FRIEND: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** The devnet's Beefy vault: not at mainnet's address, so only the profile's extras make it signable. */
export const DEVNET_BEEFY: Address = '0x00000000000000000000000000000000beef0001'
export const GWEI = 10n ** 9n
/**
 * The fees of the test plans: 2 gwei, as on a quiet Ethereum day. A 200 000 gas step costs at most US$ 1.20 at
 * the worker's reference price of ETH, so a file's hundred plans stay inside the 24 h budget of fees signed
 * without the password (feeBudget.test.ts tests that budget with fees of its own).
 */
export const FEES = { maxFeePerGas: 2n * GWEI, maxPriorityFeePerGas: GWEI }
export const ALL = maxUint256

export const token = (key: TokenKey): Address => tokens[key].address as Address
export const USDC = token('USDC')
export const USDT = token('USDT')
export const DAI = token('DAI')
export const WETH = token('WETH')
export const USDE = token('USDe')
export const CRV3 = curveLpToken.address
export const AAVE = catalogueContracts.aavePool.address
export const MORPHO = catalogueContracts.morphoBlue.address
export const SUSDE = catalogueContracts.sUSDe.address
export const COMET = catalogueContracts.comet.address
export const CURVE = catalogueContracts.curve3pool.address
export const BOOSTER = catalogueContracts.convexBooster.address
export const REWARDS = catalogueContracts.convexRewardPool.address
export const YEARN = catalogueContracts.yearnUsdc.address
export const BEEFY = catalogueContracts.beefyVault.address
const { id: _id, ...market } = mainnetVaults.morphoDaiMarket
/** Morpho Blue's USDe/DAI market, the one the app supplies DAI to. */
export const MARKET = market
/** The devnet's own Morpho market (DAI against WETH, its own oracle and IRM), known from its manifest. */
export const DEVNET_MARKET = {
  ...market,
  collateralToken: tokens.WETH.address as Address,
  oracle: '0x00000000000000000000000000000000000a11ce' as Address,
  irm: '0x0000000000000000000000000000000000000b0b' as Address,
  lltv: 860_000_000_000_000_000n,
}

/** A Vault of its own, as the worker builds it, on an IndexedDB store named for the test file. */
export function testVault(name: string) {
  const clock = { now: Date.UTC(2026, 0, 1) }
  const store = createStore(`billetera-test-${name}`, 'vault')
  /**
   * What the worker's Aave reader answers (nothing owed, unless a test says otherwise; a function that throws
   * stands for a network that does not answer), and every question it was asked.
   */
  const aaveDebt = {
    owed: async (): Promise<bigint> => 0n,
    asked: [] as { chainId: number; pool: string; user: string }[],
  }
  /**
   * What the worker's Comet reader answers as the wallet's supplied balance (1 000 000 USDC unless a test says
   * otherwise; a function that throws stands for a network that does not answer), and every question asked.
   */
  const cometBalance = {
    supplied: async (): Promise<bigint> => 1_000_000_000_000n,
    asked: [] as { chainId: number; comet: string; user: string }[],
  }
  /**
   * What the worker's Curve reader answers as the pool's own quote: 97 3Crv for a deposit, 99 USDC for a
   * removal unless a test says otherwise (the rows' minimums sit within 0.5 % of these), and every ask.
   */
  const curveQuote = {
    deposit: async (_amounts: readonly bigint[]): Promise<bigint> => 97n * 10n ** 18n,
    withdraw: async (_lp: bigint, _coin: bigint): Promise<bigint> => 99_000_000n,
    asked: [] as { chainId: number; pool: string; ask: CurveAsk }[],
  }
  const vault = new Vault({
    channel: null,
    store,
    now: () => clock.now,
    curveQuote: (chainId, pool, ask) => {
      curveQuote.asked.push({ chainId, pool, ask })
      return ask.kind === 'deposit' ? curveQuote.deposit(ask.amounts) : curveQuote.withdraw(ask.lp, ask.coin)
    },
    aaveDebt: (chainId, pool, user) => {
      aaveDebt.asked.push({ chainId, pool, user })
      return aaveDebt.owed()
    },
    cometBalance: (chainId, comet, user) => {
      cometBalance.asked.push({ chainId, comet, user })
      return cometBalance.supplied()
    },
    signingExtras: async () =>
      extrasFromManifest({
        chains: {
          '1': {
            contracts: { beefyVault: DEVNET_BEEFY, multicall3: STRANGER },
            markets: { morphoDai: { ...DEVNET_MARKET, lltv: String(DEVNET_MARKET.lltv) } },
          },
        },
      }),
  })
  return { vault, store, clock, aaveDebt, cometBalance, curveQuote }
}

const call = (to: Address, data: Hex, value = 0n): PlanCall => ({ to, value, data })

/** Calls of an ERC-20 token. */
export const erc20 = {
  transfer: (on: Address, to: Address, amount: bigint) =>
    call(on, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })),
  approve: (on: Address, spender: Address, amount: bigint) =>
    call(on, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })),
}

/** Calls of Aave v3's Pool (the lending ABI; the yield ABI's supply and withdraw are the same functions). */
export const aave = {
  supply: (asset: Address, amount: bigint, onBehalf: Address = ME) =>
    call(
      AAVE,
      encodeFunctionData({ abi: yieldPoolAbi, functionName: 'supply', args: [asset, amount, onBehalf, 0] }),
    ),
  withdraw: (asset: Address, amount: bigint, to: Address = ME) =>
    call(AAVE, encodeFunctionData({ abi: aavePoolAbi, functionName: 'withdraw', args: [asset, amount, to] })),
  borrow: (asset: Address, amount: bigint, onBehalf: Address = ME) =>
    call(
      AAVE,
      encodeFunctionData({
        abi: aavePoolAbi,
        functionName: 'borrow',
        args: [asset, amount, 2n, 0, onBehalf],
      }),
    ),
  repay: (asset: Address, amount: bigint, onBehalf: Address = ME) =>
    call(
      AAVE,
      encodeFunctionData({ abi: aavePoolAbi, functionName: 'repay', args: [asset, amount, 2n, onBehalf] }),
    ),
}

export const morpho = {
  supply: (assets: bigint, opts: { onBehalf?: Address; data?: Hex; market?: typeof MARKET } = {}) =>
    call(
      MORPHO,
      encodeFunctionData({
        abi: morphoAbi,
        functionName: 'supply',
        args: [opts.market ?? MARKET, assets, 0n, opts.onBehalf ?? ME, opts.data ?? '0x'],
      }),
    ),
  withdraw: (
    assets: bigint,
    shares: bigint,
    receiver: Address = ME,
    onBehalf: Address = ME,
    market = MARKET,
  ) =>
    call(
      MORPHO,
      encodeFunctionData({
        abi: morphoAbi,
        functionName: 'withdraw',
        args: [market, assets, shares, onBehalf, receiver],
      }),
    ),
}

/** ERC-4626 calls (sUSDe, Yearn). */
/** Yearn v3's calls as the app builds them: withdraw and redeem with max_loss (0.01 % unless told). */
export const yearn = {
  withdraw: (assets: bigint, maxLoss = 1n, receiver: Address = ME, owner: Address = ME) =>
    call(
      YEARN,
      encodeFunctionData({
        abi: yearnAbi,
        functionName: 'withdraw',
        args: [assets, receiver, owner, maxLoss],
      }),
    ),
  redeem: (shares: bigint, maxLoss = 1n, receiver: Address = ME, owner: Address = ME) =>
    call(
      YEARN,
      encodeFunctionData({ abi: yearnAbi, functionName: 'redeem', args: [shares, receiver, owner, maxLoss] }),
    ),
}

export const vault4626 = {
  deposit: (on: Address, assets: bigint, receiver: Address = ME) =>
    call(on, encodeFunctionData({ abi: erc4626Abi, functionName: 'deposit', args: [assets, receiver] })),
  withdraw: (on: Address, assets: bigint, receiver: Address = ME, owner: Address = ME) =>
    call(
      on,
      encodeFunctionData({ abi: erc4626Abi, functionName: 'withdraw', args: [assets, receiver, owner] }),
    ),
  redeem: (on: Address, shares: bigint, receiver: Address = ME, owner: Address = ME) =>
    call(
      on,
      encodeFunctionData({ abi: erc4626Abi, functionName: 'redeem', args: [shares, receiver, owner] }),
    ),
}

export const ethena = {
  cooldownShares: (shares: bigint) =>
    call(SUSDE, encodeFunctionData({ abi: sUSDeAbi, functionName: 'cooldownShares', args: [shares] })),
  cooldownAssets: (assets: bigint) =>
    call(SUSDE, encodeFunctionData({ abi: sUSDeAbi, functionName: 'cooldownAssets', args: [assets] })),
  unstake: (receiver: Address = ME) =>
    call(SUSDE, encodeFunctionData({ abi: sUSDeAbi, functionName: 'unstake', args: [receiver] })),
}

export const compound = {
  supply: (asset: Address, amount: bigint) =>
    call(COMET, encodeFunctionData({ abi: cometAbi, functionName: 'supply', args: [asset, amount] })),
  withdraw: (asset: Address, amount: bigint) =>
    call(COMET, encodeFunctionData({ abi: cometAbi, functionName: 'withdraw', args: [asset, amount] })),
}

export const curve = {
  add: (amounts: readonly [bigint, bigint, bigint], minMint: bigint) =>
    call(
      CURVE,
      encodeFunctionData({ abi: curve3poolAbi, functionName: 'add_liquidity', args: [amounts, minMint] }),
    ),
  removeOne: (lp: bigint, coin: bigint, minOut: bigint) =>
    call(
      CURVE,
      encodeFunctionData({
        abi: curve3poolAbi,
        functionName: 'remove_liquidity_one_coin',
        args: [lp, coin, minOut],
      }),
    ),
}

export const convex = {
  deposit: (amount: bigint, pid = 9n) =>
    call(
      BOOSTER,
      encodeFunctionData({ abi: convexBoosterAbi, functionName: 'deposit', args: [pid, amount, true] }),
    ),
  withdrawAndUnwrap: (amount: bigint) =>
    call(
      REWARDS,
      encodeFunctionData({
        abi: convexRewardPoolAbi,
        functionName: 'withdrawAndUnwrap',
        args: [amount, true],
      }),
    ),
}

export const beefy = {
  deposit: (amount: bigint, at: Address = BEEFY) =>
    call(at, encodeFunctionData({ abi: beefyAbi, functionName: 'deposit', args: [amount] })),
  withdraw: (shares: bigint) =>
    call(BEEFY, encodeFunctionData({ abi: beefyAbi, functionName: 'withdraw', args: [shares] })),
  withdrawAll: () => call(BEEFY, encodeFunctionData({ abi: beefyAbi, functionName: 'withdrawAll' })),
}

/** A native transfer call. */
export const pay = (to: Address, value: bigint): PlanCall => ({ to, value })

/** A plan as the main thread hands it over: the intent's chain, from the wallet, 200 000 gas a step. */
export function plan(intent: Intent, calls: PlanCall[], over: Partial<PlanForReview> = {}): PlanForReview {
  return {
    chainId: networks[intent.network].chainId,
    from: ME,
    intent,
    calls,
    gasLimits: calls.map((c) => (c.data ? 200_000n : 21_000n)),
    fees: { ...FEES }, // a copy: a test that changes its plan's fees changes no other plan
    ...over,
  }
}

/** A transfer intent and its one call, as the send flow builds them. */
export function transfer(tokenKey: TokenKey, to: Address, amount: bigint): PlanForReview {
  const t = tokens[tokenKey]
  const intent: Intent = { kind: 'transfer', network: t.network, tokenKey, to, amount }
  return plan(intent, [t.address ? erc20.transfer(t.address, to, amount) : pay(to, amount)])
}

type ProtocolIntent = Extract<Intent, { protocol: unknown }>

/** A protocol intent on Ethereum. */
export const act = (
  kind: ProtocolIntent['kind'],
  protocol: ProtocolIntent['protocol'],
  tokenKey: TokenKey,
  amount: bigint,
): Intent => ({ kind, protocol, network: 'ethereum', tokenKey, amount })

/** Checks that `raws` are exactly `reviewed`'s transactions, signed by the wallet, with nonces from `nonce`. */
export async function expectSigned(raws: Hex[], reviewed: PlanForReview, nonce: number): Promise<void> {
  expect(raws).toHaveLength(reviewed.calls.length)
  for (const [i, raw] of raws.entries()) {
    const tx = parseTransaction(raw)
    const c = reviewed.calls[i] as PlanCall
    expect({
      type: tx.type,
      chainId: tx.chainId,
      nonce: tx.nonce,
      to: tx.to,
      value: tx.value ?? 0n,
      data: tx.data ?? '0x',
      gas: tx.gas,
      maxFeePerGas: tx.maxFeePerGas,
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    }).toEqual({
      type: 'eip1559',
      chainId: reviewed.chainId,
      nonce: nonce + i,
      to: c.to.toLowerCase(),
      value: c.value,
      data: (c.data ?? '0x').toLowerCase(),
      gas: reviewed.gasLimits[i],
      maxFeePerGas: reviewed.fees.maxFeePerGas,
      maxPriorityFeePerGas: reviewed.fees.maxPriorityFeePerGas,
    })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(ME)
  }
}
