import { decodeFunctionData, maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { setProtocolFaults } from '../../../devnet/index.mjs'
import { yearnAbi } from '../../../src/chain/protocols/abis'
import { ProtocolRefusedError } from '../../../src/chain/protocols/refused'
import { YEARN_MAX_LOSS_BPS } from '../../../src/domain/catalogue/protocolBounds'
import { erc4626 } from '../helpers/abis'
import { chain, devnetClient, isolateEachTest } from '../helpers/devnet'
import { planYearnDeposit, planYearnWithdraw } from '../support/vaultIntents'
import { balanceOf, fundedWallet, runPlan } from './support'

const client = devnetClient(1)

/** A wallet holding 1 000 USDC in Yearn through the app's own deposit. */
async function depositor() {
  const amount = parseUnits('1000', 6)
  const f = await fundedWallet(client, 'USDC', amount)
  await runPlan(client, f.w, await planYearnDeposit(f.reader, { profile: f.profile, from: f.me, amount }))
  return f
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof ProtocolRefusedError ? e : Promise.reject(e)),
  )

describe('Yearn v3 withdrawals name max_loss, are held to maxWithdraw/maxRedeem, and a loss beyond it is refused before signing (issue 42)', () => {
  isolateEachTest(client)

  it('withdraw and redeem carry max_loss = 1 bp, stated on the step, and the vault pays a loss within it exactly', async () => {
    const { profile, reader, w, me, token: usdc } = await depositor()
    await setProtocolFaults(chain(1), { yearn: { lossBps: 1n } })
    const asked = parseUnits('400', 6)
    const plan = await planYearnWithdraw(reader, { profile, from: me, amount: asked })
    const step = plan.calls[0]!
    expect(step.bound).toEqual({ kind: 'maxLoss', bps: YEARN_MAX_LOSS_BPS })
    expect(decodeFunctionData({ abi: yearnAbi, data: step.data! })).toEqual({
      functionName: 'withdraw',
      args: [asked, me, me, 1n],
    })
    const [out] = await runPlan(client, w, plan)
    // 0.01 % of 400 USDC realised by the strategy: 399.96 arrive, and no more shares than asked burn.
    expect(await balanceOf(client, usdc, me, out!.blockNumber)).toBe(asked - asked / 10_000n)
    const all = await planYearnWithdraw(reader, { profile, from: me, amount: maxUint256 })
    const shares = await balanceOf(client, profile.vaults.yearnUsdcVault, me)
    expect(decodeFunctionData({ abi: yearnAbi, data: all.calls[0]!.data! })).toEqual({
      functionName: 'redeem',
      args: [shares, me, me, 1n],
    })
    await runPlan(client, w, all)
    expect(await balanceOf(client, profile.vaults.yearnUsdcVault, me)).toBe(0n)
  })

  it('refuses, before anything is signed, a withdraw or a withdraw-all whose loss would be above 0.01 %', async () => {
    const { profile, reader, me } = await depositor()
    await setProtocolFaults(chain(1), { yearn: { lossBps: 50n } })
    const some = await refusal(planYearnWithdraw(reader, { profile, from: me, amount: parseUnits('100', 6) }))
    expect(some?.refusal).toBe('yearnLoss')
    expect(some?.toErrorMessage()).toEqual({ key: 'pipeline.refused.yearnLoss' })
    // The old withdraw-all (redeem's default max_loss) would have taken the 0.5 % loss unseen.
    const all = await refusal(planYearnWithdraw(reader, { profile, from: me, amount: maxUint256 }))
    expect(all?.refusal).toBe('yearnLoss')
  })

  it('refuses more than the strategy can free, naming what it can (maxWithdraw)', async () => {
    const { profile, reader, me } = await depositor()
    const vault = profile.vaults.yearnUsdcVault
    const total = await client.readContract({ address: vault, abi: erc4626, functionName: 'totalAssets' })
    await setProtocolFaults(chain(1), { yearn: { lockedAssets: total - parseUnits('300', 6) } })
    const most = await client.readContract({
      address: vault,
      abi: yearnAbi,
      functionName: 'maxWithdraw',
      args: [me, 1n, []],
    })
    const refused = await refusal(
      planYearnWithdraw(reader, { profile, from: me, amount: parseUnits('500', 6) }),
    )
    expect(refused?.refusal).toBe('yearnLiquidity')
    expect(refused?.toErrorMessage()).toEqual({
      key: 'pipeline.refused.yearnLiquidity',
      values: { amount: { amount: most.toString(), decimals: 6, shown: 2 } },
    })
    expect(await refusal(planYearnWithdraw(reader, { profile, from: me, amount: maxUint256 }))).toMatchObject(
      {
        refusal: 'yearnLiquidity',
      },
    )
    // Up to what it can free goes through.
    expect(await refusal(planYearnWithdraw(reader, { profile, from: me, amount: most }))).toBeNull()
  })

  it('refuses a deposit the vault is too full for (deposit_limit), naming the room left', async () => {
    const amount = parseUnits('100', 6)
    const { profile, reader, me } = await fundedWallet(client, 'USDC', amount)
    const vault = profile.vaults.yearnUsdcVault
    const total = await client.readContract({ address: vault, abi: erc4626, functionName: 'totalAssets' })
    await setProtocolFaults(chain(1), { yearn: { depositLimit: total + parseUnits('40', 6) } })
    const refused = await refusal(planYearnDeposit(reader, { profile, from: me, amount }))
    expect(refused?.refusal).toBe('yearnFull')
    expect(
      await refusal(planYearnDeposit(reader, { profile, from: me, amount: parseUnits('30', 6) })),
    ).toBeNull()
  })
})
