import { type Address, type PublicClient, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Plan } from '../../../src/chain/pipeline/types'
import type { ChainProfile } from '../../../src/chain/profile'
import { ALL } from '../../../src/chain/protocols'
import { convexRewardPoolAbi, morphoAbi, sUSDeAbi } from '../../../src/chain/protocols/abis'
import type { ProtocolId } from '../../../src/domain/catalogue/protocols'
import type { TokenKey } from '../../../src/domain/catalogue/tokens'
import { allowancesLeft } from '../helpers/allowancesLeft'
import { DAY, devnetClient, isolateEachTest, skip } from '../helpers/devnet'
import {
  planAaveDeposit,
  planAaveWithdraw,
  planBeefyDeposit,
  planBeefyWithdraw,
  planCompoundDeposit,
  planCompoundWithdraw,
  planConvexDeposit,
  planConvexWithdraw,
  planCurveDeposit,
  planCurveWithdraw,
  planEthenaClaim,
  planEthenaStake,
  planEthenaUnstake,
  planMorphoDeposit,
  planMorphoWithdraw,
  planYearnDeposit,
  planYearnWithdraw,
} from '../support/vaultIntents'
import { balanceOf, fundedWallet, runPlan } from './support'

const client = devnetClient(1)

type Args = { profile: ChainProfile; from: Address; amount: bigint }
/** One card: what it deposits, its two builders, and what the wallet holds there (shares, receipt, staked). */
type Card = {
  id: ProtocolId
  asset: TokenKey
  amount: bigint
  deposit: (reader: PublicClient, args: Args) => Promise<Plan>
  withdraw: (reader: PublicClient, args: Args) => Promise<Plan>
  held: (profile: ChainProfile, me: Address, blockNumber: bigint) => Promise<bigint>
}

const usdc = parseUnits('1000', 6)
const erc20Held =
  (of: (profile: ChainProfile) => Address) => (profile: ChainProfile, me: Address, blockNumber: bigint) =>
    balanceOf(client, of(profile), me, blockNumber)

const cards: Card[] = [
  {
    id: 'aave',
    asset: 'USDC',
    amount: usdc,
    deposit: (r, a) => planAaveDeposit(r, { ...a, asset: 'USDC' }),
    withdraw: (r, a) => planAaveWithdraw(r, { ...a, asset: 'USDC' }),
    held: erc20Held((p) => p.vaults.aTokens.USDC),
  },
  {
    id: 'morpho',
    asset: 'DAI',
    amount: parseEther('1000'),
    deposit: planMorphoDeposit,
    withdraw: planMorphoWithdraw,
    held: async (profile, me, blockNumber) => {
      const [shares] = await client.readContract({
        address: profile.vaults.morphoBlue,
        abi: morphoAbi,
        functionName: 'position',
        args: [profile.vaults.morphoDaiMarket.id, me],
        blockNumber,
      })
      return shares
    },
  },
  {
    id: 'ethena',
    asset: 'USDe',
    amount: parseEther('1000'),
    deposit: planEthenaStake,
    withdraw: planEthenaUnstake,
    held: erc20Held((p) => p.vaults.sUSDe),
  },
  {
    id: 'compound',
    asset: 'USDC',
    amount: usdc,
    deposit: planCompoundDeposit,
    withdraw: planCompoundWithdraw,
    held: erc20Held((p) => p.vaults.comet),
  },
  {
    id: 'curve',
    asset: 'USDC',
    amount: usdc,
    deposit: planCurveDeposit,
    withdraw: planCurveWithdraw,
    held: erc20Held((p) => p.vaults.curve3crv),
  },
  {
    id: 'convex',
    asset: 'USDC',
    amount: usdc,
    deposit: planConvexDeposit,
    withdraw: planConvexWithdraw,
    held: (profile, me, blockNumber) =>
      client.readContract({
        address: profile.vaults.convexRewardPool,
        abi: convexRewardPoolAbi,
        functionName: 'balanceOf',
        args: [me],
        blockNumber,
      }),
  },
  {
    id: 'yearn',
    asset: 'USDC',
    amount: usdc,
    deposit: planYearnDeposit,
    withdraw: planYearnWithdraw,
    held: erc20Held((p) => p.vaults.yearnUsdcVault),
  },
  {
    id: 'beefy',
    asset: 'USDC',
    amount: usdc,
    deposit: planBeefyDeposit,
    withdraw: planBeefyWithdraw,
    held: erc20Held((p) => p.vaults.beefyVault as Address),
  },
]

describe('"Max" on every vault card takes all of it, however long the review took (devnet)', () => {
  isolateEachTest(client)

  it.each(cards)(
    '$id: deposit, the review of a withdraw-all, a week passes, Confirm: nothing left, no allowance',
    async ({ id, asset, amount, deposit, withdraw, held }) => {
      const { profile, reader, w, me, token } = await fundedWallet(client, asset, amount)
      const args = { profile, from: me }
      const deposited = await runPlan(client, w, await deposit(reader, { ...args, amount }))
      const inAt = deposited.at(-1)!.blockNumber
      expect(await held(profile, me, inAt)).toBeGreaterThan(0n)
      expect(await allowancesLeft(client, me, inAt)).toEqual([])
      await skip(client, DAY)

      // The review: the step that takes everything says so, beside today's figure in the card's asset.
      const plan = await withdraw(reader, { ...args, amount: ALL })
      expect(plan.intent).toMatchObject({ protocol: id, amount: ALL })
      const everything = plan.calls.filter((c) => c.all)
      expect(everything).toHaveLength(1)
      const [shown] = everything
      expect(shown).toMatchObject({ tokenKey: asset })
      expect(shown!.amount).toBeGreaterThan(0n)
      const before = await balanceOf(client, token, me)

      // The user reads it for a week: yield grows, and the figure shown is a week old when it lands.
      await skip(client, 7 * DAY)
      const receipts = await runPlan(client, w, plan)
      const outAt = receipts.at(-1)!.blockNumber
      expect(await held(profile, me, outAt)).toBe(0n)
      expect(await allowancesLeft(client, me, outAt)).toEqual([])
      if (id === 'ethena') {
        // The cooldown holds every share's USDe in the silo: at least the figure shown, then the claim pays it.
        const [, owed] = await client.readContract({
          address: profile.vaults.sUSDe,
          abi: sUSDeAbi,
          functionName: 'cooldowns',
          args: [me],
          blockNumber: outAt,
        })
        expect(owed).toBeGreaterThanOrEqual(shown!.amount as bigint)
        await skip(client, 7 * DAY)
        const [claimed] = await runPlan(
          client,
          w,
          planEthenaClaim({ profile, from: me, underlyingAmount: owed }),
        )
        expect(await balanceOf(client, token, me, claimed!.blockNumber)).toBe(before + owed)
        expect(await allowancesLeft(client, me, claimed!.blockNumber)).toEqual([])
      } else {
        // Everything came back: at least the figure shown a week earlier.
        expect((await balanceOf(client, token, me, outAt)) - before).toBeGreaterThanOrEqual(
          shown!.amount as bigint,
        )
      }
    },
  )
})
