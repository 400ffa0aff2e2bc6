import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { allowanceSpenders, readVaults } from '../../../src/chain/protocols/readVaults'
import { tokensOn } from '../../../src/domain/catalogue/tokens'
import { devnetClient, isolateEachTest } from '../helpers/devnet'
import { planAllowanceRevoke } from '../support/vaultIntents'
import { allowanceOf, appSide, countingReaders, grantElsewhere, newWallet, runPlan } from './support'

const client = devnetClient(1)
const countingReader = countingReaders()

describe('the "Aprobaciones" list on the devnet', () => {
  isolateEachTest(client)

  it('lists every allowance on a catalogue token to a catalogue protocol in the one read, and revokes each to 0', async () => {
    const { profile, reader } = appSide()
    const w = await newWallet(client)
    const me = w.address
    const spenders = allowanceSpenders(profile)
    expect(spenders.map((s) => s.contract).sort()).toEqual(
      [
        'aavePool',
        'beefyVault',
        'comet',
        'convexBooster',
        'curve3pool',
        'morphoBlue',
        'sUSDe',
        'yearnUsdc',
      ].sort(),
    )
    const tokens = tokensOn('ethereum').filter((t) => t.address !== null)
    // A distinct amount per pair, granted elsewhere (a dapp the user once used), so a mix-up cannot pass.
    const granted: { token: `0x${string}`; spender: `0x${string}`; amount: bigint }[] = []
    let n = 1n
    for (const t of tokens) {
      for (const s of spenders) {
        const token = profile.networks.ethereum.tokenAddresses[t.key]!
        const amount = parseUnits(String(n++), 6)
        await grantElsewhere(client, me, token, s.spender, amount)
        granted.push({ token, spender: s.spender, amount })
      }
    }
    const booster = spenders.find((s) => s.contract === 'convexBooster')!.spender
    await grantElsewhere(client, me, profile.vaults.curve3crv, booster, 77n)
    granted.push({ token: profile.vaults.curve3crv, spender: booster, amount: 77n })

    const { counted, endpoint: proxy } = await countingReader(profile)
    const read = await readVaults(counted, { profile, address: me })
    expect(proxy.requests).toBe(1)
    const key = (x: { token: string; spender: string }) =>
      `${x.token.toLowerCase()}→${x.spender.toLowerCase()}`
    expect(new Map(read.allowances.map((a) => [key(a), a.amount]))).toEqual(
      new Map(granted.map((g) => [key(g), g.amount])),
    )
    const usdcToComet = read.allowances.find(
      (a) => a.tokenKey === 'USDC' && a.spender === profile.vaults.comet,
    )
    expect(usdcToComet).toEqual({
      token: profile.networks.ethereum.tokenAddresses.USDC,
      tokenKey: 'USDC',
      symbol: 'USDC',
      spender: profile.vaults.comet,
      contract: 'comet',
      name: 'Compound v3',
      amount: granted.find((g) => g.token === usdcToComet!.token && g.spender === profile.vaults.comet)!
        .amount,
    })
    expect(read.allowances.find((a) => a.tokenKey === null)).toMatchObject({
      symbol: '3Crv',
      contract: 'convexBooster',
      amount: 77n,
    })

    // Each Revoke goes through the wallet's path (simulate, the worker's allow-list, sign, receipt).
    for (const allowance of read.allowances) {
      const plan = planAllowanceRevoke({ profile, from: me, allowance })
      expect(plan.calls.map((c) => [c.step, c.to, c.amount])).toEqual([['revoke', allowance.token, 0n]])
      const [revoked] = await runPlan(client, w, plan)
      expect(await allowanceOf(client, allowance.token, me, allowance.spender, revoked!.blockNumber)).toBe(0n)
    }
    expect((await readVaults(reader, { profile, address: me })).allowances).toEqual([])
  })
})
