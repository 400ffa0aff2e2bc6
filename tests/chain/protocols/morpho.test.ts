import { type Hex, maxUint256, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { createNetworkClient } from '../../../src/chain/clients'
import { executePlan, FeeAboveCeilingError, simulatePlan } from '../../../src/chain/pipeline'
import { mainnetVaults, unconfiguredMorphoMarket } from '../../../src/chain/profile'
import { morphoAbi } from '../../../src/chain/protocols/abis'
import { isMorphoMarketConfigured, morphoMarketId } from '../../../src/chain/protocols/morpho'
import { MorphoMarketNotConfiguredError, VaultInputError } from '../../../src/domain/vaults/errors'
import { allowancesLeft } from '../helpers/allowancesLeft'
import { DAY, devnetClient, isolateEachTest, skip } from '../helpers/devnet'
import { testProfile } from '../support/manifest'
import { planMorphoDeposit, planMorphoWithdraw } from '../support/vaultIntents'
import {
  appSide,
  balanceOf,
  fundedWallet,
  newWallet,
  runExactDeposit,
  runPlan,
  workerSigner,
} from './support'

const client = devnetClient(1)

describe('Morpho Blue adapter through the wallet path on the devnet', () => {
  isolateEachTest(client)

  it('supplies DAI for the shares Morpho promises, withdraws the amount exactly, then every share', async () => {
    const amount = parseEther('1000')
    const { profile, reader, w, me, token: dai } = await fundedWallet(client, 'DAI', amount)
    const morpho = profile.vaults.morphoBlue
    const { id } = profile.vaults.morphoDaiMarket

    const plan = await planMorphoDeposit(reader, { profile, from: me, amount })
    const block = await runExactDeposit(client, w, plan, { token: dai, to: morpho, step: 'supply', amount })
    expect(await allowancesLeft(client, me, block)).toEqual([])
    const [shares] = await client.readContract({
      address: morpho,
      abi: morphoAbi,
      functionName: 'position',
      args: [id, me],
      blockNumber: block,
    })
    const [assetsAfter, sharesAfter] = await client.readContract({
      address: morpho,
      abi: morphoAbi,
      functionName: 'market',
      args: [id],
      blockNumber: block,
    })
    // SharesMathLib.toSharesDown on the market as it stood just before this supply (virtual shares 1e6).
    const before = { assets: assetsAfter - amount, shares: sharesAfter - shares }
    expect(shares).toBe((amount * (before.shares + 10n ** 6n)) / (before.assets + 1n))
    expect(await balanceOf(client, dai, me, block)).toBe(0n)

    await skip(client, 30 * DAY)
    const part = parseEther('400')
    const [out] = await runPlan(
      client,
      w,
      await planMorphoWithdraw(reader, { profile, from: me, amount: part }),
    )
    // Withdrawing by assets pays exactly the amount asked for.
    expect(await balanceOf(client, dai, me, out!.blockNumber)).toBe(part)
    expect(await allowancesLeft(client, me, out!.blockNumber)).toEqual([])
    const [held] = await client.readContract({
      address: morpho,
      abi: morphoAbi,
      functionName: 'position',
      args: [id, me],
    })
    const [all] = await runPlan(
      client,
      w,
      await planMorphoWithdraw(reader, { profile, from: me, amount: maxUint256 }),
    )
    const n = all!.blockNumber
    const [left] = await client.readContract({
      address: morpho,
      abi: morphoAbi,
      functionName: 'position',
      args: [id, me],
      blockNumber: n,
    })
    expect(left).toBe(0n)
    expect(await allowancesLeft(client, me, n)).toEqual([])
    // Every share is redeemed for SharesMathLib.toAssetsDown on the market as accrued in that block.
    const got = (await balanceOf(client, dai, me, n)) - part
    const [assetsLeft, sharesLeft] = await client.readContract({
      address: morpho,
      abi: morphoAbi,
      functionName: 'market',
      args: [id],
      blockNumber: n,
    })
    expect(got).toBe((held * (assetsLeft + got + 1n)) / (sharesLeft + held + 10n ** 6n))
    expect(got + part).toBeGreaterThan(amount)
  })

  it('withdraws every share when Confirm lands seconds after the block its review was simulated on', async () => {
    // The market settles its interest in the supply's block. A review simulated in that block's own context
    // skips Morpho's _accrueInterest; mined a mainnet block (12 s) later, the withdraw runs it first (the rate
    // model's call, two storage writes): 15 117 gas more than that, beyond the limit's headroom, and the
    // withdraw-all ran out of gas in DAI's transfer (pipeline.stepFailed.withdraw). A loaded machine did the
    // same when a second passed between the review and the send. 400 DAI stay in the wallet, as after the
    // partial withdraw above: the transfer then writes a balance that is not zero, the least headroom.
    const amount = parseEther('1000')
    const kept = parseEther('400')
    const { profile, reader, w, me, token: dai } = await fundedWallet(client, 'DAI', amount + kept)
    const morpho = profile.vaults.morphoBlue
    const { id } = profile.vaults.morphoDaiMarket
    const deposit = await planMorphoDeposit(reader, { profile, from: me, amount })
    const block = await runExactDeposit(client, w, deposit, {
      token: dai,
      to: morpho,
      step: 'supply',
      amount,
    })
    const { timestamp } = await client.getBlock({ blockNumber: block })
    const [, , , , lastUpdate] = await client.readContract({
      address: morpho,
      abi: morphoAbi,
      functionName: 'market',
      args: [id],
    })
    expect(lastUpdate).toBe(timestamp)

    const eth = createNetworkClient('ethereum', testProfile())
    const plan = await planMorphoWithdraw(reader, { profile, from: me, amount: maxUint256 })
    let hashes: Hex[] = []
    for (let review = 1; review <= 3 && hashes.length === 0; review++) {
      // Node estimates read the clock of the block to come: hold it at the supply's second for the review…
      await client.setNextBlockTimestamp({ timestamp })
      const simulated = await simulatePlan(eth, plan)
      // …and let Confirm's transaction land 12 s later.
      await client.setNextBlockTimestamp({ timestamp: timestamp + 12n })
      try {
        hashes = await executePlan(eth, simulated, { sign: workerSigner(w)(simulated), waitForLast: true })
      } catch (error) {
        // The fee keeper moved the next base fee after this review's quote: review again, as the user would.
        if (!(error instanceof FeeAboveCeilingError) || review === 3) throw error
      }
    }
    const out = await client.getTransactionReceipt({ hash: hashes[0]! })
    expect(out.status).toBe('success')
    const n = out.blockNumber
    expect((await client.getBlock({ blockNumber: n })).timestamp).toBe(timestamp + 12n)
    const [left] = await client.readContract({
      address: morpho,
      abi: morphoAbi,
      functionName: 'position',
      args: [id, me],
      blockNumber: n,
    })
    expect(left).toBe(0n)
    // Every share: the 1000 DAI and 12 s of interest at ~3.6 % a year (more than the base unit rounded down).
    expect(await balanceOf(client, dai, me, n)).toBeGreaterThanOrEqual(kept + amount)
  })

  it("says 'Morpho marketId not configured' for an all-zero id and 'Invalid amount' for 0 base units", async () => {
    const { profile, reader } = appSide()
    const me = (await newWallet(client)).address
    const unconfigured = {
      ...profile,
      vaults: { ...profile.vaults, morphoDaiMarket: unconfiguredMorphoMarket },
    }
    await expect(
      planMorphoDeposit(reader, { profile: unconfigured, from: me, amount: 1n }),
    ).rejects.toBeInstanceOf(MorphoMarketNotConfiguredError)
    await expect(planMorphoDeposit(reader, { profile, from: me, amount: 0n })).rejects.toMatchObject({
      shortMessage: 'vaults.error.invalidAmount',
    })
    await expect(planMorphoWithdraw(reader, { profile, from: me, amount: 0n })).rejects.toBeInstanceOf(
      VaultInputError,
    )
  })

  it("configures the devnet's DAI market and mainnet's USDe/DAI 77 % one, each id derived from its parameters", async () => {
    const { profile } = appSide()
    for (const market of [profile.vaults.morphoDaiMarket, mainnetVaults.morphoDaiMarket]) {
      const { id, ...params } = market
      expect(isMorphoMarketConfigured(market)).toBe(true)
      expect(morphoMarketId(params)).toBe(id)
    }
    expect(isMorphoMarketConfigured(unconfiguredMorphoMarket)).toBe(false)
    // Morpho itself knows the devnet market by that id.
    const { id, ...params } = profile.vaults.morphoDaiMarket
    const [, , , , lastUpdate] = await client.readContract({
      address: profile.vaults.morphoBlue,
      abi: morphoAbi,
      functionName: 'market',
      args: [morphoMarketId(params)],
    })
    expect(lastUpdate).toBeGreaterThan(0n)
    expect(morphoMarketId(params)).toBe(id)
  })
})
