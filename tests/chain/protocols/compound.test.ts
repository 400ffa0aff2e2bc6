import { maxUint256, parseAbi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { planCompoundDeposit, planCompoundWithdraw } from '../../../src/chain/protocols/compound'
import { DAY, deal, devnetClient, freshAccount, isolateEachTest, skip } from '../helpers/devnet'
import { allowanceOf, appSide, balanceOf, executeCalls } from './support'

const client = devnetClient(1)
const cometIndex = parseAbi(['function baseSupplyIndex() view returns (uint256)'])

describe('Compound v3 adapter on the devnet', () => {
  isolateEachTest(client)

  it('supplies USDC, withdraws the amount exactly, then everything', async () => {
    const { profile, reader } = appSide()
    const me = await freshAccount(client)
    const usdc = profile.networks.ethereum.tokenAddresses.USDC!
    const comet = profile.vaults.comet
    const amount = parseUnits('1000', 6)
    await deal(client, usdc, me, amount)

    const plan = await planCompoundDeposit(reader, { profile, from: me, amount })
    expect(plan.calls.map((c) => c.step)).toEqual(['approve', 'supply'])
    const [, supplied] = await executeCalls(client, plan)
    const block = supplied!.blockNumber
    // Comet books a principal rounded down at the block's index: the balance it promises for `amount`.
    const index = await client.readContract({
      address: comet,
      abi: cometIndex,
      functionName: 'baseSupplyIndex',
      blockNumber: block,
    })
    const promised = (((amount * 10n ** 15n) / index) * index) / 10n ** 15n
    expect(await balanceOf(client, comet, me, block)).toBe(promised)
    expect(await balanceOf(client, usdc, me)).toBe(0n)
    expect(await allowanceOf(client, usdc, me, comet)).toBe(0n)

    await skip(client, 30 * DAY)
    const half = parseUnits('500', 6)
    await executeCalls(client, planCompoundWithdraw({ profile, from: me, amount: half }))
    expect(await balanceOf(client, usdc, me)).toBe(half)
    await executeCalls(client, planCompoundWithdraw({ profile, from: me, amount: maxUint256 }))
    expect(await balanceOf(client, comet, me)).toBe(0n)
    expect(await balanceOf(client, usdc, me)).toBeGreaterThan(amount)
  })
})
