import { type Address, erc20Abi, parseEther } from 'viem'
import { expect } from 'vitest'
import { createNetworkClient } from '../../../src/chain/clients'
import type { Plan } from '../../../src/chain/pipeline/types'
import type { ChainProfile } from '../../../src/chain/profile'
import { type LendingSnapshot, readLending } from '../../../src/chain/protocols/aaveLending'
import { aavePoolAbi } from '../../../src/chain/protocols/aaveLendingAbis'
import { newWallet, runPlan, type Wallet } from '../protocols/support'
import { buildBorrowPlan, buildSupplyPlan } from '../support/lendingIntents'
import { testProfile } from '../support/manifest'
import { allowancesLeft } from './allowancesLeft'
import { chain, deal, devnetClient } from './devnet'

/** Chain 1 of the devnet, where Aave v3 lives. */
export const client = devnetClient(1)
export const pool = () => chain(1).contracts.aavePool as Address
export const token = (symbol: string) => chain(1).tokens[symbol] as Address
export const debtTokenOf = (symbol: string) => chain(1).variableDebtTokens?.[symbol] as Address
export const profile = () => testProfile()

/** The loans page's read of `address`, as the app makes it. */
export const read = (address: Address, p: ChainProfile = profile()) =>
  readLending(createNetworkClient('ethereum', p), { profile: p, address })

/**
 * The wallet's path for a plan (simulate, the worker's signer, every step mined), and then no allowance left
 * standing at its last block. Returns the receipts in step order.
 */
export async function execute(me: Wallet, plan: Plan) {
  const receipts = await runPlan(client, me, plan)
  expect(await allowancesLeft(client, me.address, receipts.at(-1)!.blockNumber)).toEqual([])
  return receipts
}

/** Aave's getUserAccountData, optionally at a block. */
export async function accountData(user: Address, blockNumber?: bigint) {
  const r = await client.readContract({
    address: pool(),
    abi: aavePoolAbi,
    functionName: 'getUserAccountData',
    args: [user],
    blockNumber,
  })
  return { collateral: r[0], debt: r[1], available: r[2], healthFactor: r[5] }
}

/** ERC-20 balance on chain 1, optionally at a block. */
export const balanceOf = (t: Address, owner: Address, blockNumber?: bigint) =>
  client.readContract({ address: t, abi: erc20Abi, functionName: 'balanceOf', args: [owner], blockNumber })

/** Supplies `amount` WETH, dealt to the wallet first, with its exact approval; returns the read after. */
export async function supplyWeth(me: Wallet, amount: bigint): Promise<LendingSnapshot> {
  await deal(client, token('WETH'), me.address, amount)
  const before = await read(me.address)
  expect(before.reserves.WETH.wallet).toBe(amount)
  const plan = buildSupplyPlan({
    profile: profile(),
    from: me.address,
    reserve: before.reserves.WETH,
    amount,
  })
  expect(plan.calls.map((c) => [c.step, c.amount])).toEqual([
    ['approve', amount],
    ['supply', amount],
  ])
  await execute(me, plan)
  return read(me.address)
}

/** A fresh wallet with 10 WETH supplied and `amount` of `asset` borrowed against it. */
export async function borrower(asset: 'USDC' | 'USDT', amount: bigint): Promise<Wallet> {
  const me = await newWallet(client)
  const supplied = await supplyWeth(me, parseEther('10'))
  const plan = buildBorrowPlan({
    profile: profile(),
    from: me.address,
    reserve: supplied.reserves[asset],
    amount,
  })
  await execute(me, plan)
  return me
}
