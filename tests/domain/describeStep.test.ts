import { describe, expect, it } from 'vitest'
import { SimulationFailedError } from '../../src/chain/pipeline/errors'
import {
  describeStep,
  errorAction,
  type StepAction,
  type StepFacts,
  type StepKind,
  stepKinds,
} from '../../src/domain/activity'
import { transactionFailed } from '../../src/domain/errors'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const friend = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const pool = '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2'
const comet = '0xc3d688B66703497DAA19211EEdff47f25384cdc3'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const somewhere = '0x1111111111111111111111111111111111111111'

/** A step of each kind as the activity store records it, and what it is. */
const cases: [
  StepKind,
  StepFacts,
  StepAction,
  { token: string | null; amount: bigint | null; moves: boolean },
][] = [
  [
    'transfer',
    { step: 'transfer', tokenKey: 'USDC', amount: 10_000_000n, target: friend, to: friend },
    'transfer',
    { token: 'USDC', amount: 10_000_000n, moves: true },
  ],
  [
    'approve',
    { step: 'approve', tokenKey: 'USDC', amount: 100_000_000n, target: 'Aave v3', spender: pool, to: usdc },
    'approve',
    { token: 'USDC', amount: 100_000_000n, moves: false },
  ],
  [
    'resetApproval',
    { step: 'resetApproval', tokenKey: 'USDT', amount: 0n, target: 'Aave v3', spender: pool, to: usdc },
    'revoke',
    { token: 'USDT', amount: 0n, moves: false },
  ],
  [
    'revoke',
    { step: 'revoke', tokenKey: 'USDC', amount: 0n, target: pool, spender: pool, to: usdc },
    'revoke',
    { token: 'USDC', amount: 0n, moves: false },
  ],
  [
    'supply',
    { step: 'supply', tokenKey: 'USDC', amount: 100_000_000n, target: 'Aave v3', to: pool },
    'supply',
    { token: 'USDC', amount: 100_000_000n, moves: true },
  ],
  [
    'deposit',
    { step: 'deposit', tokenKey: 'USDC', amount: 5n, target: 'Yearn v3', to: somewhere },
    'supply',
    { token: 'USDC', amount: 5n, moves: true },
  ],
  [
    'addLiquidity',
    { step: 'addLiquidity', tokenKey: 'USDC', amount: 5n, target: 'Curve 3pool', to: somewhere },
    'supply',
    { token: 'USDC', amount: 5n, moves: true },
  ],
  [
    'withdraw',
    { step: 'withdraw', tokenKey: 'USDC', amount: 5n, target: 'Compound v3', to: comet },
    'withdraw',
    { token: 'USDC', amount: 5n, moves: true },
  ],
  [
    'stake',
    { step: 'stake', tokenKey: 'USDe', amount: 5n, target: 'Ethena sUSDe', to: somewhere },
    'stake',
    { token: 'USDe', amount: 5n, moves: true },
  ],
  [
    'cooldown',
    { step: 'cooldown', tokenKey: 'USDe', amount: 5n, target: 'Ethena sUSDe', to: somewhere },
    'cooldown',
    { token: 'USDe', amount: 5n, moves: true },
  ],
  [
    'unstake',
    { step: 'unstake', tokenKey: 'USDe', amount: 5n, target: 'Ethena sUSDe', to: somewhere },
    'unstake',
    { token: 'USDe', amount: 5n, moves: true },
  ],
  [
    'borrow',
    { step: 'borrow', tokenKey: 'USDC', amount: 5n, target: 'Aave v3', to: pool },
    'borrow',
    { token: 'USDC', amount: 5n, moves: true },
  ],
  [
    'repay',
    { step: 'repay', tokenKey: 'USDC', amount: 5n, target: 'Aave v3', to: pool },
    'repay',
    { token: 'USDC', amount: 5n, moves: true },
  ],
  ['cancel', { step: 'cancel', target: me, to: me }, 'cancel', { token: null, amount: 0n, moves: false }],
  [
    'swap',
    { step: 'swap', tokenKey: 'USDT', amount: 100_000_000n, target: 'Uniswap v3', to: somewhere },
    'swap',
    { token: 'USDT', amount: 100_000_000n, moves: true },
  ],
]

describe('what each transaction of the app is, named once for every screen and the CSV', () => {
  it('has a case for every step kind', () => {
    expect(cases.map(([kind]) => kind)).toEqual([...stepKinds])
  })

  it.each(cases)('%s', (_kind, facts, action, moved) => {
    const d = describeStep(facts)
    expect({ action: d.action, token: d.token, amount: d.amount, moves: d.moves }).toEqual({
      action,
      ...moved,
    })
  })

  it('calls an approval what it is: the token, the amount allowed, the spender by name and address', () => {
    expect(
      describeStep({
        step: 'approve',
        tokenKey: 'USDC',
        amount: 100_000_000n,
        target: 'Aave v3',
        spender: pool,
      }),
    ).toEqual({
      action: 'approve',
      token: 'USDC',
      amount: 100_000_000n,
      moves: false,
      counterparty: { name: 'Aave v3', address: pool },
    })
  })

  it('calls an approval of 0, and the reset before a USDT approval, a revoke, never "Aprobar 0"', () => {
    expect(
      describeStep({ step: 'approve', tokenKey: 'USDC', amount: 0n, target: 'Aave v3', spender: pool })
        .action,
    ).toBe('revoke')
    expect(
      describeStep({ step: 'resetApproval', tokenKey: 'USDT', amount: 0n, target: 'Aave v3' }).action,
    ).toBe('revoke')
  })

  it('names a revoke’s spender from the catalogue when the plan only kept its address, else from `names`', () => {
    // The "Aprobaciones" list revokes with the spender's address as its target.
    expect(
      describeStep({ step: 'revoke', tokenKey: 'USDC', amount: 0n, target: comet }).counterparty,
    ).toEqual({
      name: 'Compound v3',
      address: comet,
    })
    const beefy = '0x2222222222222222222222222222222222222222'
    expect(describeStep({ step: 'revoke', tokenKey: 'USDC', target: beefy }).counterparty).toEqual({
      name: null,
      address: beefy,
    })
    expect(
      describeStep({ step: 'revoke', tokenKey: 'USDC', target: beefy }, new Map([[beefy, 'Beefy']]))
        .counterparty.name,
    ).toBe('Beefy')
  })

  it('gives a transfer’s recipient and a deposit’s contract as the other side, never empty', () => {
    expect(describeStep(cases[0]![1]).counterparty).toEqual({ name: null, address: friend })
    expect(describeStep(cases[4]![1]).counterparty).toEqual({ name: 'Aave v3', address: pool })
    // A deposit recorded without the call it signed: the protocol's name still stands.
    expect(
      describeStep({ step: 'supply', tokenKey: 'USDC', amount: 1n, target: 'Aave v3' }).counterparty,
    ).toEqual({
      name: 'Aave v3',
      address: null,
    })
  })

  it('names what a swap brought in once its receipt said, and nothing for any other step', () => {
    const swap = { step: 'swap', tokenKey: 'USDT', amount: 100_000_000n, target: 'Uniswap v3' } as const
    expect(describeStep({ ...swap, received: { token: 'USDC', amount: 99_970_000n } }).received).toEqual({
      token: 'USDC',
      amount: 99_970_000n,
    })
    expect(describeStep(swap).received).toBeUndefined()
    expect(
      describeStep({ ...cases[0]![1], received: { token: 'USDC', amount: 1n } }).received,
    ).toBeUndefined()
  })

  it('keys the error messages by the same action, in the spec’s words: a cooldown fails as an Unstake', () => {
    expect(Object.fromEntries(stepKinds.map((k) => [k, errorAction(k)]))).toEqual({
      transfer: 'transfer',
      approve: 'approve',
      resetApproval: 'approve',
      revoke: 'revoke',
      supply: 'supply',
      deposit: 'supply',
      addLiquidity: 'supply',
      withdraw: 'withdraw',
      stake: 'stake',
      cooldown: 'unstake',
      unstake: 'unstake',
      borrow: 'borrow',
      repay: 'repay',
      cancel: 'cancel',
      swap: 'swap',
    })
    for (const kind of stepKinds) {
      const { key } = new SimulationFailedError(kind, 0, transactionFailed).toErrorMessage()
      expect(key).toBe(`pipeline.simulateFailed.${errorAction(kind)}`)
      expect(key in es && key in en, key).toBe(true)
    }
  })
})
