import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { setProtocolFaults } from '../../../devnet/index.mjs'
import { createNetworkClient } from '../../../src/chain/clients'
import { SimulationFailedError, simulatePlan } from '../../../src/chain/pipeline'
import type { Plan } from '../../../src/chain/pipeline/types'
import { curve3pool } from '../helpers/abis'
import { chain, devnetClient, fundedAccount, isolateEachTest, send } from '../helpers/devnet'
import { testProfile } from '../support/manifest'
import {
  planCompoundDeposit,
  planCurveDeposit,
  planYearnDeposit,
  planYearnWithdraw,
} from '../support/vaultIntents'
import { fundedWallet, runPlan } from './support'

const client = devnetClient(1)

/** The reason a simulation of `plan` fails with, as the review shows it. */
async function simulationReason(plan: Plan) {
  const error = await simulatePlan(createNetworkClient('ethereum', testProfile()), plan).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SimulationFailedError)
  return (error as SimulationFailedError).toErrorMessage().values?.reason
}

/**
 * A protocol whose state changed between the plan and its simulation (issue 42): the simulation's revert is
 * said in the plan refusal's plain words, not as "the contract refused the operation - too much loss".
 */
describe('a protocol that refuses at simulation says why in plain words (devnet)', () => {
  isolateEachTest(client)

  it('Yearn: a strategy loss that appeared after the plan ("too much loss")', async () => {
    const amount = parseUnits('100', 6)
    const { profile, reader, w, me } = await fundedWallet(client, 'USDC', amount)
    await runPlan(client, w, await planYearnDeposit(reader, { profile, from: me, amount }))
    const plan = await planYearnWithdraw(reader, { profile, from: me, amount: parseUnits('50', 6) })
    await setProtocolFaults(chain(1), { yearn: { lossBps: 50n } })
    expect(await simulationReason(plan)).toEqual({ key: 'pipeline.refused.yearnLoss' })
  })

  it('Compound: a supply paused after the plan (Comet’s Paused())', async () => {
    const amount = parseUnits('100', 6)
    const { profile, reader, me } = await fundedWallet(client, 'USDC', amount)
    const plan = await planCompoundDeposit(reader, { profile, from: me, amount })
    await setProtocolFaults(chain(1), { comet: { supplyPaused: true } })
    expect(await simulationReason(plan)).toEqual({ key: 'pipeline.refused.cometPaused' })
  })

  it('Curve: a price moved past the minimum after the plan ("Slippage screwed you")', async () => {
    const amount = parseUnits('10000', 6)
    const { profile, reader, me } = await fundedWallet(client, 'USDC', amount)
    const plan = await planCurveDeposit(reader, { profile, from: me, amount })
    const pool = profile.vaults.curve3pool
    const whale = await fundedAccount(
      client,
      profile.networks.ethereum.tokenAddresses.USDC!,
      parseUnits('1500000', 6),
      pool,
    )
    await send(client, whale, {
      address: pool,
      abi: curve3pool,
      functionName: 'exchange',
      args: [1n, 0n, parseUnits('1500000', 6), 0n],
    })
    expect(await simulationReason(plan)).toEqual({ key: 'pipeline.refused.curveSlippage' })
  })
})
