import { createServer, type Server } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startDevnet } from '../../devnet/index.mjs'
import { manifest } from './helpers/devnet'

const quiet = () => {}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port, host: '127.0.0.1' }, () => resolve(server))
  })
}

/**
 * Four consecutive free ports for a devnet of the test's own, below the ephemeral range (32768 and up on
 * Linux), where the system hands out ports for outgoing connections: a port picked there could be taken by
 * any client socket between the pick and the listen. Each pick is tried before it is given.
 */
async function basePort(): Promise<number> {
  for (;;) {
    const base = 20_000 + 4 * Math.floor(Math.random() * 2_000)
    const taken: Server[] = []
    try {
      for (let i = 0; i < 4; i++) taken.push(await listen(base + i))
      return base
    } catch {
      // one of the four is in use: another pick
    } finally {
      for (const server of taken) server.close()
    }
  }
}

describe('starting the devnet', () => {
  it('refuses a port in use with a message naming that port', async () => {
    const base = await basePort()
    const blocker = await listen(base + 2)
    try {
      await expect(startDevnet({ basePort: base, manifestPath: false, log: quiet })).rejects.toThrow(
        `Devnet port ${base + 2} on 127.0.0.1 is already in use`,
      )
    } finally {
      blocker.close()
    }
    // nothing was left running on the free ports
    await listen(base).then((s) => s.close())
  })

  it('starts from the cache with the same addresses every run, and stop() ends all four nodes', async () => {
    const base = await basePort()
    const devnet = await startDevnet({ basePort: base, manifestPath: false, log: quiet })
    try {
      const ours = devnet.manifest
      expect(Object.keys(ours.chains).sort()).toEqual(['1', '10', '137', '42161'])
      expect(ours.chains['137']?.rpcUrl).toBe(`http://127.0.0.1:${base + 1}`)
      for (const [id, entry] of Object.entries(manifest().chains)) {
        const other = ours.chains[id]
        expect({ ...other, rpcUrl: '' }).toEqual({ ...entry, rpcUrl: '' })
      }
    } finally {
      await devnet.stop()
    }
    for (const entry of Object.values(devnet.manifest.chains)) {
      await expect(fetch(entry.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
    }
  })

  it('writes the manifest shape the app codes against', () => {
    const m = manifest()
    expect(m.profile).toBe('devnet')
    const main = m.chains['1']
    expect(Object.keys(main?.contracts ?? {})).toEqual(
      expect.arrayContaining([
        'multicall3',
        'aavePoolAddressesProvider',
        'aavePool',
        'aaveDataProvider',
        'aaveOracle',
        'morphoBlue',
        'sUSDe',
        'comet',
        'curve3pool',
        'curve3crv',
        'convexBooster',
        'convexRewardPool',
        'yearnUsdcVault',
        'beefyVault',
      ]),
    )
    expect(main?.markets?.morphoDai.id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(main?.markets?.convexPid).toBe(0)
    expect(Object.keys(main?.aTokens ?? {}).sort()).toEqual(['DAI', 'LINK', 'USDC', 'USDT', 'WBTC', 'WETH'])
    expect(Object.keys(main?.variableDebtTokens ?? {}).sort()).toEqual([
      'DAI',
      'LINK',
      'USDC',
      'USDT',
      'WBTC',
      'WETH',
    ])
    for (const id of ['137', '42161', '10']) {
      const chain = m.chains[id]
      expect(chain?.chainId).toBe(Number(id))
      expect(Object.keys(chain?.tokens ?? {}).sort()).toEqual(['DAI', 'USDC', 'USDT'])
      expect(chain?.contracts.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    }
  })
})
