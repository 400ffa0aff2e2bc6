import { decodeFunctionData, erc20Abi, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type AllowanceOf,
  approvalSteps,
  approveCall,
  clearApproval,
} from '../../src/chain/pipeline/approvalSteps'
import { freshAddress } from './support/manifest'

const spender = getAddress(freshAddress())
const of = (tokenKey?: 'USDT' | 'USDC'): AllowanceOf => ({
  token: freshAddress(),
  ...(tokenKey ? { tokenKey } : {}),
  spender,
  target: 'Aave v3',
})
/** Each step as [kind, the approve's own arguments decoded from its calldata]. */
const decoded = (calls: ReturnType<typeof approvalSteps>) =>
  calls.map((c) => {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: c.data! })
    expect(c.amount).toBe(functionName === 'approve' ? args[1] : undefined)
    return [c.step, functionName, ...args]
  })

describe('the one place approvals are built', () => {
  it.each([
    // token, allowance now, amount the next step takes, the steps
    ['USDC', 0n, 100n, [['approve', 'approve', spender, 100n]]],
    ['USDC', 100n, 100n, []],
    ['USDC', 40n, 100n, [['approve', 'approve', spender, 100n]]],
    ['USDC', 500n, 100n, [['approve', 'approve', spender, 100n]]],
    ['USDT', 0n, 100n, [['approve', 'approve', spender, 100n]]],
    ['USDT', 100n, 100n, []],
    [
      'USDT',
      5n,
      100n,
      [
        ['resetApproval', 'approve', spender, 0n],
        ['approve', 'approve', spender, 100n],
      ],
    ],
    [
      'USDT',
      500n,
      100n,
      [
        ['resetApproval', 'approve', spender, 0n],
        ['approve', 'approve', spender, 100n],
      ],
    ],
    [undefined, 5n, 100n, [['approve', 'approve', spender, 100n]]],
  ] as const)(
    '%s allowed %s, next step takes %s: exactly that, reset first only where the catalogue says',
    (tokenKey, current, amount, steps) => {
      const allowance = of(tokenKey)
      const calls = approvalSteps({ ...allowance, amount, current })
      expect(decoded(calls)).toEqual(steps)
      expect(calls.every((c) => c.to === allowance.token && c.value === 0n && c.target === 'Aave v3')).toBe(
        true,
      )
      expect(calls.every((c) => c.tokenKey === tokenKey)).toBe(true)
    },
  )

  it('refuses an approval of 0 or less: taking an allowance to 0 is clearApproval or a revoke', () => {
    expect(() => approvalSteps({ ...of('USDC'), amount: 0n, current: 5n })).toThrowError(RangeError)
    expect(() => approvalSteps({ ...of('USDC'), amount: -1n, current: 0n })).toThrowError(RangeError)
  })

  it('ends a plan with approve(0), and builds revokes with the same call', () => {
    const allowance = of('USDT')
    expect(decoded([clearApproval(allowance)])).toEqual([['resetApproval', 'approve', spender, 0n]])
    expect(decoded([approveCall(allowance, 'revoke', 0n)])).toEqual([['revoke', 'approve', spender, 0n]])
  })
})
