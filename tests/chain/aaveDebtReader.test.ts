import { parseUnits } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { rpcAaveDebtReader } from '../../src/workers/vault/review/aaveDebt'
import { chain, isolateEachTest } from './helpers/devnet'
import { accountData, borrower, client, pool } from './helpers/lending'
import { type Loopback, startRpcEndpoint } from './support/loopback'
import { freshAddress } from './support/manifest'

/**
 * The key worker's own read of a wallet's Aave debt (src/workers/vault/review/aaveDebt.ts), against the
 * devnet's real Aave v3 Pool: what makes a withdrawal from Aave ask for the password while a loan is open.
 */
describe('the worker’s Aave debt reader on the devnet (chain 1)', () => {
  isolateEachTest(client)
  const endpoints: Loopback[] = []
  const endpoint = async (...args: Parameters<typeof startRpcEndpoint>) => {
    const e = await startRpcEndpoint(...args)
    endpoints.push(e)
    return e
  }
  afterAll(async () => {
    await Promise.all(endpoints.map((e) => e.close()))
  })
  const devnet = () => chain(1).rpcUrl

  it('reads 0 for a wallet that owes nothing, and the Pool’s own debt figure for one that borrowed', async () => {
    const read = rpcAaveDebtReader(async () => [devnet()])
    expect(await read(1, pool(), freshAddress())).toBe(0n)
    const me = await borrower('USDC', parseUnits('100', 6))
    const { debt } = await accountData(me.address)
    expect(debt).toBeGreaterThan(0n)
    expect(await read(1, pool(), me.address)).toBe(debt)
    // The address as the plan carries it, checksummed or not.
    expect(await read(1, pool().toLowerCase(), me.address.toLowerCase())).toBe(debt)
  })

  it('skips an endpoint that fails, refuses the call or never answers, and takes the next one', async () => {
    const me = await borrower('USDT', parseUnits('50', 6))
    const { debt } = await accountData(me.address)
    const failing = await endpoint({ kind: 'status', status: 503 })
    const refusing = await endpoint({
      kind: 'forward',
      target: devnet(),
      intercept: (r) =>
        r.method === 'eth_call' ? { code: -32000, message: 'execution reverted' } : undefined,
    })
    const hanging = await endpoint({ kind: 'hang' })
    const read = rpcAaveDebtReader(async () => [failing.url, refusing.url, hanging.url, devnet()], {
      timeoutMs: 300,
    })
    expect(await read(1, pool(), me.address)).toBe(debt)
    expect([failing.requests, refusing.requests, hanging.requests]).toEqual([1, 1, 1])
  })

  it('rejects when no endpoint answers (the worker then asks for the password), and sends nothing for a non-address', async () => {
    const failing = await endpoint({ kind: 'status', status: 500 })
    const read = rpcAaveDebtReader(async () => [failing.url])
    await expect(read(1, pool(), freshAddress())).rejects.toThrow(/no Aave account data on chain 1/)
    await expect(rpcAaveDebtReader(async () => [])(1, pool(), freshAddress())).rejects.toThrow(/no endpoint/)
    const before = failing.requests
    await expect(read(1, pool(), 'not an address')).rejects.toThrow(/not an address/)
    await expect(read(1, `${pool()}00`, freshAddress())).rejects.toThrow(/not an address/)
    expect(failing.requests).toBe(before)
  })

  it('does not take a contract without that function for a Pool: an answer that is not six words is no answer', async () => {
    // Multicall3 has no getUserAccountData: the call reverts, and no figure is made up from it.
    const read = rpcAaveDebtReader(async () => [devnet()])
    await expect(read(1, chain(1).contracts.multicall3 as string, freshAddress())).rejects.toThrow(
      /no Aave account data/,
    )
  })
})
