import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { createChainService } from '../../../src/chain/chainService'
import { setReadyChainService } from '../../../src/chain/readyChainService'
import type { Intent, Plan } from '../../../src/domain/write/types'
import { emptyFacts, type VaultForm } from '../../../src/machines/vaults/vaultModalForm'
import { vaultIntent } from '../../../src/machines/vaults/vaultModalMachine'
import { planActors } from '../../../src/machines/write/planActors'
import { devnetClient, isolateEachTest } from '../helpers/devnet'
import { fundedWallet } from './support'

const client = devnetClient(1)

/** The plan machine's own plan actor, with no builder provided by the flow: the one registry. */
function prepare(intent: Intent, from: `0x${string}`): Promise<Plan> {
  const actor = createActor(planActors.preparePlan, { input: { intent, from } })
  const done = toPromise(actor)
  actor.start()
  return done
}

describe('the plan actor builds every intent with its builder, taking the flow’s intent as it is', () => {
  isolateEachTest(client)
  beforeAll(async () => {
    const { profile } = await fundedWallet(client, 'USDC', 1n)
    setReadyChainService(createChainService(profile))
  })
  afterAll(() => setReadyChainService(null))

  it("makes the vault modal's deposit into Aave's plan, whose intent is the modal's own", async () => {
    const amount = parseUnits('100', 6)
    const { profile, me } = await fundedWallet(client, 'USDC', amount)
    const form: VaultForm = {
      protocol: 'aave',
      address: me,
      facts: emptyFacts,
      action: 'deposit',
      asset: 'USDC',
      amountText: '100',
      exact: null,
    }
    const intent = vaultIntent(form, amount)
    const plan = await prepare(intent, me)
    expect(plan.intent).toBe(intent)
    expect(plan.calls.map((c) => [c.step, c.to, c.amount])).toEqual([
      ['approve', profile.networks.ethereum.tokenAddresses.USDC, amount],
      ['supply', profile.vaults.aavePool, amount],
    ])
  })

  it('revokes a vault spender on the allowance the wallet holds, any other spender on the catalogue token', async () => {
    const { profile, me } = await fundedWallet(client, 'USDC', 1n)
    const toPool: Intent = {
      kind: 'revoke',
      network: 'ethereum',
      tokenKey: 'USDC',
      spender: profile.vaults.aavePool,
    }
    // Nothing is granted to the Pool: the approvals list's revoke refuses to revoke nothing.
    await expect(prepare(toPool, me)).rejects.toMatchObject({ shortMessage: 'pipeline.nothingToRevoke' })
    const router = '0x00000000000000000000000000000000000000aa'
    const toRouter: Intent = { kind: 'revoke', network: 'ethereum', tokenKey: 'USDC', spender: router }
    const plan = await prepare(toRouter, me)
    expect(plan.intent).toBe(toRouter)
    expect(plan.calls).toEqual([
      expect.objectContaining({
        step: 'revoke',
        to: profile.networks.ethereum.tokenAddresses.USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, 0n] }),
      }),
    ])
  })

  it("makes a loans-page supply into Aave's plan against the position read now, whose intent is the page's own", async () => {
    const amount = parseUnits('1', 18)
    const { profile, me } = await fundedWallet(client, 'WETH', amount)
    const intent: Intent = {
      kind: 'supply',
      protocol: 'aaveLending',
      network: 'ethereum',
      tokenKey: 'WETH',
      amount,
    }
    const plan = await prepare(intent, me)
    expect(plan.intent).toBe(intent)
    expect(plan.calls.map((c) => [c.step, c.to, c.amount])).toEqual([
      ['approve', profile.networks.ethereum.tokenAddresses.WETH, amount],
      ['supply', profile.vaults.aavePool, amount],
    ])
  })

  it("makes the swap screen's intent into a swap at the freshest quote, paying the wallet", async () => {
    const amount = parseUnits('100', 6)
    const { profile, me } = await fundedWallet(client, 'USDT', amount)
    const intent: Intent = {
      kind: 'swap',
      network: 'ethereum',
      tokenKey: 'USDT',
      toTokenKey: 'USDC',
      amount,
      quotedOut: 1n,
      slippageBps: 50,
    }
    const plan = await prepare(intent, me)
    expect(plan.intent).toMatchObject({ ...intent, quotedOut: expect.any(BigInt) })
    expect(plan.calls.at(0)).toMatchObject({
      step: 'approve',
      to: profile.networks.ethereum.tokenAddresses.USDT,
    })
    expect(plan.calls.at(-1)).toMatchObject({ step: 'swap', tokenKey: 'USDT', amount })
  })
})
