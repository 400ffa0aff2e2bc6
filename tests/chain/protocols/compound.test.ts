import { maxUint256, parseAbi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { allowancesLeft } from '../helpers/allowancesLeft'
import { DAY, devnetClient, isolateEachTest, skip } from '../helpers/devnet'
import { planCompoundDeposit, planCompoundWithdraw } from '../support/vaultIntents'
import { balanceOf, fundedWallet, runExactDeposit, runPlan } from './support'

const client = devnetClient(1)
const cometIndex = parseAbi([
  'function baseSupplyIndex() view returns (uint256)',
  'function userPrincipal(address) view returns (uint256)',
])

describe('Compound v3 adapter through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('supplies USDC, withdraws the amount exactly, then everything', async () => {
    const amount = parseUnits('1000', 6)
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', amount)
    const comet = profile.vaults.comet

    const plan = await planCompoundDeposit(reader, { profile, from: me, amount })
    const block = await runExactDeposit(client, w, plan, { token: usdc, to: comet, step: 'supply', amount })
    expect(await allowancesLeft(client, me, block)).toEqual([])
    // Comet books a principal rounded down at the block's index: the balance it promises for `amount`.
    const index = await client.readContract({
      address: comet,
      abi: cometIndex,
      functionName: 'baseSupplyIndex',
      blockNumber: block,
    })
    const promised = (((amount * 10n ** 15n) / index) * index) / 10n ** 15n
    expect(await balanceOf(client, comet, me, block)).toBe(promised)
    expect(await balanceOf(client, usdc, me, block)).toBe(0n)

    await skip(client, 30 * DAY)
    const half = parseUnits('500', 6)
    const [out] = await runPlan(
      client,
      w,
      await planCompoundWithdraw(reader, { profile, from: me, amount: half }),
    )
    // Comet pays exactly the amount asked for.
    expect(await balanceOf(client, usdc, me, out!.blockNumber)).toBe(half)
    expect(await allowancesLeft(client, me, out!.blockNumber)).toEqual([])
    const [all] = await runPlan(
      client,
      w,
      await planCompoundWithdraw(reader, { profile, from: me, amount: maxUint256 }),
    )
    // Withdraw-all pays Comet's whole balance at that block: the principal at the index accrued in it.
    const n = all!.blockNumber
    const principal = await client.readContract({
      address: comet,
      abi: cometIndex,
      functionName: 'userPrincipal',
      args: [me],
      blockNumber: n - 1n,
    })
    const accrued = await client.readContract({
      address: comet,
      abi: cometIndex,
      functionName: 'baseSupplyIndex',
      blockNumber: n,
    })
    expect(await balanceOf(client, comet, me, n)).toBe(0n)
    expect(await allowancesLeft(client, me, n)).toEqual([])
    expect(await balanceOf(client, usdc, me, n)).toBe(half + (principal * accrued) / 10n ** 15n)
    expect(await balanceOf(client, usdc, me, all!.blockNumber)).toBeGreaterThan(amount)
  })
})
