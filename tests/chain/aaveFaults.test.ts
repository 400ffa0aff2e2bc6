import { type Address, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { setAaveFaults } from '../../devnet/aaveFaults.mjs'
import { createNetworkClient } from '../../src/chain/clients'
import { readVaults } from '../../src/chain/protocols/readVaults'
import {
  checkReserveLimits,
  ReserveFrozenError,
  ReservePausedError,
  SupplyCapError,
  supplyRoom,
} from '../../src/domain/lending'
import { aavePool as poolAbi } from './helpers/abis'
import { chain, freshAccount, isolateEachTest } from './helpers/devnet'
import { client, pool, profile, read, token } from './helpers/lending'

/** The contract's revert reason somewhere in viem's chain of causes. */
function revertReason(error: unknown): string | null {
  let current = error as { reason?: unknown; cause?: unknown } | undefined
  while (current) {
    if (typeof current.reason === 'string') return current.reason
    current = current.cause as typeof current
  }
  return null
}

/** What the Pool says to `kind` of `amount` by `me`, at `blockNumber`: null when it gets past the reserve checks. */
async function poolSays(
  kind: 'supply' | 'withdraw',
  me: Address,
  asset: string,
  amount: bigint,
  blockNumber: bigint,
) {
  const at = { account: me, address: pool(), abi: poolAbi, blockNumber } as const
  const simulated =
    kind === 'supply'
      ? client.simulateContract({ ...at, functionName: 'supply', args: [token(asset), amount, me, 0] })
      : client.simulateContract({ ...at, functionName: 'withdraw', args: [token(asset), amount, me] })
  return simulated.then(
    () => null,
    (error: unknown) => revertReason(error),
  )
}

/** The reason a reserve check gives, or null. */
function appSays(
  kind: 'supply' | 'withdraw' | 'repay',
  reserve: Parameters<typeof checkReserveLimits>[1],
  amount: bigint,
) {
  try {
    checkReserveLimits(kind, reserve, amount)
    return null
  } catch (error) {
    return (error as Error).name
  }
}

describe("Aave's caps, freezes and pauses on the real bytecode (chain 1), switched from a test", () => {
  isolateEachTest(client)

  it('a supply cap set by the admin is read with the room it leaves, and the pool and the app agree on it', async () => {
    const before = await read(await freshAccount(client))
    const usdc = before.reserves.USDC
    // 100 USDC of room above what is supplied now rounded up to a whole USDC (caps are whole tokens).
    const cap = (usdc.limits.suppliedTotal + 10n ** 6n - 1n) / 10n ** 6n + 100n
    await setAaveFaults(chain(1), { USDC: { supplyCap: cap } })
    const me = await freshAccount(client)
    const snap = await read(me)
    const r = snap.reserves.USDC
    expect(r.limits.supplyCap).toBe(cap)
    const room = supplyRoom(r) as bigint
    expect(room).toBeGreaterThan(parseUnits('99', 6))
    expect(room).toBeLessThanOrEqual(parseUnits('101', 6))
    expect(await poolSays('supply', me, 'USDC', room + 1n, snap.blockNumber)).toBe('51') // SUPPLY_CAP_EXCEEDED
    expect(appSays('supply', r, room + 1n)).toBe(SupplyCapError.name)
    // A USDC under the room the pool goes on to take the tokens (this wallet has none to give). Right at it the
    // pool may already count the treasury's share of the interest since the reserve's last update, which no
    // view returns: the room shown is what the read says, the pool's own check stays the last word.
    const under = room - parseUnits('1', 6)
    expect(await poolSays('supply', me, 'USDC', under, snap.blockNumber)).not.toBe('51')
    expect(appSays('supply', r, under)).toBeNull()
    // Filled to the cap (the admin lowers it under what is supplied): the vaults page reads USDC as full.
    await setAaveFaults(chain(1), { USDC: { supplyCap: 1n } })
    const p = profile()
    const vaults = await readVaults(createNetworkClient('ethereum', p), { profile: p, address: me })
    expect(vaults.limits?.aave).toEqual({ USDC: 'full', DAI: 'open' })
  })

  it('a frozen reserve takes no supply but gives withdrawals; a paused one does nothing', async () => {
    await setAaveFaults(chain(1), { DAI: { frozen: true }, LINK: { paused: true } })
    const me = await freshAccount(client)
    const snap = await read(me)
    expect(snap.reserves.DAI.limits).toMatchObject({ frozen: true, paused: false })
    expect(snap.reserves.LINK.limits).toMatchObject({ frozen: false, paused: true })
    const one = parseUnits('1', 18)
    expect(await poolSays('supply', me, 'DAI', one, snap.blockNumber)).toBe('28') // RESERVE_FROZEN
    expect(appSays('supply', snap.reserves.DAI, one)).toBe(ReserveFrozenError.name)
    expect(appSays('withdraw', snap.reserves.DAI, one)).toBeNull()
    expect(await poolSays('supply', me, 'LINK', one, snap.blockNumber)).toBe('29') // RESERVE_PAUSED
    expect(appSays('supply', snap.reserves.LINK, one)).toBe(ReservePausedError.name)
    expect(appSays('repay', snap.reserves.LINK, one)).toBe(ReservePausedError.name)
    // The vaults page's one read says the same of the Aave card's two assets.
    const p = profile()
    const vaults = await readVaults(createNetworkClient('ethereum', p), { profile: p, address: me })
    expect(vaults.limits?.aave).toEqual({ USDC: 'open', DAI: 'frozen' })
    // Switched back, the reserves read as before.
    await setAaveFaults(chain(1), { DAI: { frozen: false }, LINK: { paused: false } })
    const after = await read(me)
    expect(after.reserves.DAI.limits.frozen).toBe(false)
    expect(after.reserves.LINK.limits.paused).toBe(false)
  })
})
