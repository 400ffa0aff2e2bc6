import { type Address, parseAbi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { AAVE_EMODE } from '../../devnet/index.mjs'
import { decodePosition, positionCalls } from '../../src/chain/protocols/aavePosition'
import { aggregate3 } from '../../src/chain/protocols/aggregate3'
import { checkWithdraw, healthFactorAt, reserveNotice, UnsafeWithdrawError } from '../../src/domain/lending'
import { aavePool as poolAbi } from './helpers/abis'
import { chain, freshAccount, isolateEachTest, send } from './helpers/devnet'
import { client, pool, profile, read, token } from './helpers/lending'

const eModeAbi = parseAbi(['function setUserEMode(uint8 categoryId)'])

/** Aave's Errors.HEALTH_FACTOR_LOWER_THAN_LIQUIDATION_THRESHOLD, in viem's chain of causes. */
function revertReason(error: unknown): string | null {
  let current = error as { reason?: unknown; cause?: unknown } | undefined
  while (current) {
    if (typeof current.reason === 'string') return current.reason
    current = current.cause as typeof current
  }
  return null
}

describe('a withdraw in e-mode on the devnet (chain 1, Aave 3.0)', () => {
  isolateEachTest(client)

  it('is weighed at the e-mode threshold: the form refuses what the pool refuses, and allows what it allows', async () => {
    const me = await freshAccount(client)
    const weth = token('WETH')
    await send(client, me, {
      address: weth,
      abi: parseAbi(['function deposit() payable']),
      functionName: 'deposit',
      value: parseEther('10'),
    })
    await send(client, me, {
      address: weth,
      abi: parseAbi(['function approve(address, uint256) returns (bool)']),
      functionName: 'approve',
      args: [pool(), parseEther('10')],
    })
    await send(client, me, {
      address: pool(),
      abi: poolAbi,
      functionName: 'supply',
      args: [weth, parseEther('10'), me, 0],
    })
    await send(client, me, {
      address: pool(),
      abi: eModeAbi,
      functionName: 'setUserEMode',
      args: [AAVE_EMODE.id],
    })
    // 9 WETH owed against 10 at 95 %: health 1.055. A withdraw of 0.5 leaves 1.002; of 0.53, 0.9996.
    await send(client, me, {
      address: pool(),
      abi: poolAbi,
      functionName: 'borrow',
      args: [weth, parseEther('9'), 2n, 0, me],
    })
    const snap = await read(me)
    const reserve = snap.reserves.WETH
    expect(reserve.liquidationThresholdBps).toBe(BigInt(AAVE_EMODE.lt))
    const poolSays = (amount: bigint) =>
      client
        .simulateContract({
          account: me,
          address: pool(),
          abi: poolAbi,
          functionName: 'withdraw',
          args: [weth, amount, me],
          blockNumber: snap.blockNumber,
        })
        .then(
          () => null,
          (error: unknown) => revertReason(error),
        )
    const formSays = (amount: bigint) => {
      try {
        checkWithdraw(snap.account, reserve, amount, reserve.supplied)
        return null
      } catch (error) {
        return error instanceof UnsafeWithdrawError ? 'unsafe' : String(error)
      }
    }
    expect(await poolSays(parseEther('0.5'))).toBeNull()
    expect(formSays(parseEther('0.5'))).toBeNull()
    expect(await poolSays(parseEther('0.53'))).toBe('35') // HEALTH_FACTOR_LOWER_THAN_LIQUIDATION_THRESHOLD
    expect(formSays(parseEther('0.53'))).toBe('unsafe')
    // In "ETH correlated" Aave lends WETH only: the form closes a USDC borrow before typing, as the pool refuses it.
    const category = snap.eModeCategories[AAVE_EMODE.id] ?? null
    expect(reserveNotice('borrow', snap.reserves.USDC, category)).toMatchObject({
      key: 'lending.reserve.notBorrowableInEMode',
      blocks: true,
    })
    expect(reserveNotice('borrow', snap.reserves.WETH, category)).toBeNull()
    const borrowUsdc = await client
      .simulateContract({
        account: me,
        address: pool(),
        abi: poolAbi,
        functionName: 'borrow',
        args: [token('USDC'), 1_000_000n, 2n, 0, me],
        blockNumber: snap.blockNumber,
      })
      .then(
        () => null,
        (error: unknown) => revertReason(error),
      )
    expect(borrowUsdc).toBe('58') // INCONSISTENT_EMODE_CATEGORY (3.0; 3.2+ says NOT_BORROWABLE_IN_EMODE)

    // Home's read of the position (its loan warning) weighs the collateral at the e-mode threshold too.
    const head = positionCalls(profile(), me)
    const results = await aggregate3(client as never, chain(1).contracts.multicall3 as Address, head)
    const position = decodePosition(head, results)
    expect(position.reserves.find((r) => r.asset === 'WETH')?.liquidationThresholdBps).toBe(
      BigInt(AAVE_EMODE.lt),
    )
    expect(healthFactorAt(position.reserves)).toBe(position.account.healthFactor)
  })
})
