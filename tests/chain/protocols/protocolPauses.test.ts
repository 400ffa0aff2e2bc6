import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { setProtocolFaults } from '../../../devnet/index.mjs'
import { readVaults } from '../../../src/chain/protocols/readVaults'
import { ProtocolRefusedError } from '../../../src/chain/protocols/refused'
import { erc4626 } from '../helpers/abis'
import { chain, devnetClient, isolateEachTest } from '../helpers/devnet'
import {
  planCompoundDeposit,
  planCompoundWithdraw,
  planConvexDeposit,
  planConvexWithdraw,
} from '../support/vaultIntents'
import { fundedWallet, runPlan } from './support'

const client = devnetClient(1)

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof ProtocolRefusedError ? e.toErrorMessage() : Promise.reject(e)),
  )

/**
 * Live state only a simulation caught before (issue 42 item 5): a paused Comet and a shut-down Convex pool are
 * refused while planning, in plain words, before any approval is signed.
 */
describe('a paused Comet and a shut-down Convex pool refuse the plan in plain words (devnet)', () => {
  isolateEachTest(client)

  it('Compound: deposits refused while supply is paused, withdrawals while withdraw is paused', async () => {
    const amount = parseUnits('100', 6)
    const { profile, reader, w, me } = await fundedWallet(client, 'USDC', amount * 2n)
    await runPlan(client, w, await planCompoundDeposit(reader, { profile, from: me, amount }))
    await setProtocolFaults(chain(1), { comet: { supplyPaused: true } })
    expect(await refusalOf(planCompoundDeposit(reader, { profile, from: me, amount }))).toEqual({
      key: 'pipeline.refused.cometSupplyPaused',
    })
    // Withdrawals go on while only supply is paused.
    expect(
      await refusalOf(planCompoundWithdraw(reader, { profile, from: me, amount: amount / 2n })),
    ).toBeNull()
    await setProtocolFaults(chain(1), { comet: { supplyPaused: true, withdrawPaused: true } })
    expect(await refusalOf(planCompoundWithdraw(reader, { profile, from: me, amount: amount / 2n }))).toEqual(
      {
        key: 'pipeline.refused.cometWithdrawPaused',
      },
    )
  })

  it('Convex: a deposit into a shut-down pool is refused before the USDC becomes 3Crv; withdrawals go on', async () => {
    const amount = parseUnits('1000', 6)
    const { profile, reader, w, me } = await fundedWallet(client, 'USDC', amount * 2n)
    await runPlan(client, w, await planConvexDeposit(reader, { profile, from: me, amount }))
    await setProtocolFaults(chain(1), { convex: { shutdown: true } })
    expect(await refusalOf(planConvexDeposit(reader, { profile, from: me, amount }))).toEqual({
      key: 'pipeline.refused.convexShutdown',
    })
    await runPlan(
      client,
      w,
      await planConvexWithdraw(reader, { profile, from: me, amount: parseUnits('500', 6) }),
    )
  })

  it('the vaults page reads each limit in its one request, for the cards to say it before anyone types', async () => {
    const { profile, reader, me } = await fundedWallet(client, 'USDC', 1n)
    const vault = profile.vaults.yearnUsdcVault
    const total = await client.readContract({ address: vault, abi: erc4626, functionName: 'totalAssets' })
    // No deposit limit set: maxDeposit is what the vault's type(uint256).max limit leaves (its assets grow with
    // the chain clock, so only its size is checked).
    const open = (await readVaults(reader, { profile, address: me })).limits
    expect(open).toMatchObject({
      cometSupplyPaused: false,
      cometWithdrawPaused: false,
      convexShutdown: false,
    })
    expect(open?.yearnRoom).toBeGreaterThan(2n ** 255n)
    await setProtocolFaults(chain(1), {
      comet: { supplyPaused: true, withdrawPaused: true },
      convex: { shutdown: true },
      yearn: { depositLimit: total },
    })
    expect((await readVaults(reader, { profile, address: me })).limits).toMatchObject({
      cometSupplyPaused: true,
      cometWithdrawPaused: true,
      convexShutdown: true,
      yearnRoom: 0n,
    })
  })
})
