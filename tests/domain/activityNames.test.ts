import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { toMovements } from '../../src/chain/export/toMovements'
import type { Transaction } from '../../src/chain/getHistory'
import { mergeActivity } from '../../src/chain/history/mergeActivity'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import { vaultActivityRows } from '../../src/machines/vaults/vaultsPageRules'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const pool = '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2'
const comet = '0xc3d688B66703497DAA19211EEdff47f25384cdc3'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const aUsdc = '0x98C23E9d8f34FEFb1B7BD6a91B7FF122F4e16F5c'
const h = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const approveData = (spender: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

const supplyIntent = {
  kind: 'supply',
  protocol: 'aave',
  network: 'ethereum',
  tokenKey: 'USDC',
  amount: 100_000_000n,
} as const

const entry = (n: number, over: Partial<ActivityEntry>): ActivityEntry => ({
  hash: h(n),
  chainId: 1,
  network: 'ethereum',
  from: me,
  nonce: n,
  intent: supplyIntent,
  planId: 'deposit',
  stepIndex: 0,
  stepCount: 2,
  step: 'approve',
  tokenKey: 'USDC',
  amount: 100_000_000n,
  target: 'Aave v3',
  status: 'confirmed',
  createdAt: n * 1000,
  updatedAt: n * 1000,
  ...over,
})

/** Deposit 100 USDC into Aave: the approval (as recorded today, with its spender), then the deposit. */
const approval = entry(1, { spender: pool, sent: sent(usdc, approveData(pool, 100_000_000n)) })
const deposit = entry(2, { step: 'supply', stepIndex: 1, sent: sent(pool, '0x617ba037') })
/** The allowance a repay plan leaves at 0 at its end, recorded before the spender was kept: only its call says. */
const reset = entry(3, {
  intent: { kind: 'repay', protocol: 'aaveLending', network: 'ethereum', tokenKey: 'USDC', amount: 5n },
  planId: 'repay',
  step: 'resetApproval',
  stepIndex: 2,
  stepCount: 3,
  amount: 0n,
  status: 'pending',
  sent: sent(usdc, approveData(pool, 0n)),
})
/** A revoke from the vaults' "Aprobaciones" list, whose plan named the spender by its address. */
const revoke = entry(4, {
  intent: { kind: 'revoke', network: 'ethereum', tokenKey: 'USDC', spender: comet },
  planId: 'revoke',
  step: 'revoke',
  stepIndex: 0,
  stepCount: 1,
  amount: 0n,
  target: comet,
  spender: comet,
  sent: sent(usdc, approveData(comet, 0n)),
})

function sent(to: `0x${string}`, data: `0x${string}`): NonNullable<ActivityEntry['sent']> {
  return { to, value: 0n, data, gas: 60_000n, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }
}

const chainTx = (n: number, over: Partial<Transaction>): Transaction => ({
  hash: h(n),
  from: me,
  to: usdc,
  valueWei: 0n,
  timeStamp: n * 1000,
  isError: false,
  network: 'ethereum',
  token: null,
  ...over,
})
/** What the chain lists: the approval as "0 ETH to the USDC contract", the deposit as 100 USDC to aUSDC. */
const chain = [
  chainTx(1, {}),
  chainTx(2, { to: aUsdc, token: 'USDC', valueWei: 100_000_000n }),
  chainTx(4, {}),
]

describe('the CSV names an approval and a revoke as what they are', () => {
  const fees = new Map(chain.map((t) => [`ethereum:${t.hash}`, 40n]))
  const lines = toMovements(me, { transactions: chain, fees }, [approval, deposit, reset, revoke])
  const line = (n: number) => lines.find((m) => m.hash === h(n))

  it('an approval: the token and the amount allowed apart from what moved (nothing), the spender as the other side', () => {
    expect(line(1)).toEqual({
      hash: h(1),
      network: 'ethereum',
      timeStamp: 1000,
      kind: 'approve',
      status: 'confirmed',
      token: 'USDC',
      amount: 0n,
      approved: 100_000_000n,
      counterparty: pool,
      protocol: 'Aave v3',
      fee: 40n,
    })
  })

  it('the deposit once, with what it moved', () => {
    expect(lines.filter((m) => m.kind === 'supply')).toHaveLength(1)
    expect(line(2)).toMatchObject({
      kind: 'supply',
      token: 'USDC',
      amount: 100_000_000n,
      protocol: 'Aave v3',
    })
    expect(line(2)?.approved).toBeUndefined()
  })

  it('a reset to 0 is a revoke of the spender its call names, even in an entry that did not keep it', () => {
    expect(line(3)).toMatchObject({
      kind: 'revoke',
      status: 'pending',
      token: 'USDC',
      amount: 0n,
      approved: 0n,
      counterparty: pool,
      protocol: 'Aave v3',
    })
  })

  it('a revoke from the approvals list names the spender’s protocol from the catalogue, never an empty side', () => {
    expect(line(4)).toMatchObject({
      kind: 'revoke',
      token: 'USDC',
      approved: 0n,
      counterparty: getAddress(comet),
      protocol: 'Compound v3',
    })
    for (const m of lines) expect(m.counterparty, m.hash).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })
})

describe("home's rows name an approval and a revoke by their token and spender, never 0 ETH", () => {
  const rows = mergeActivity(chain, [approval, deposit, reset, revoke], 10)
  const row = (n: number) => rows.find((t) => t.hash === h(n))

  it('an approval the chain lists as 0 ETH to the token is an approval of 100 USDC for Aave v3', () => {
    expect(row(1)?.described).toEqual({
      action: 'approve',
      token: 'USDC',
      amount: 100_000_000n,
      moves: false,
      counterparty: { name: 'Aave v3', address: pool },
    })
  })

  it('a reset and a revoke are revokes of the token, for their spender', () => {
    expect(row(3)?.described).toMatchObject({
      action: 'revoke',
      token: 'USDC',
      counterparty: { name: 'Aave v3', address: pool },
    })
    expect(row(4)?.described).toMatchObject({
      action: 'revoke',
      token: 'USDC',
      counterparty: { name: 'Compound v3', address: comet },
    })
  })

  it('the deposit is one deposit', () => {
    expect(rows.filter((t) => t.described?.action === 'supply').map((t) => t.hash)).toEqual([h(2)])
  })
})

describe('the vaults’ activity names each row by its step, not by the plan', () => {
  it('a deposit of 100 USDC into Aave is one approval and one deposit', () => {
    const rows = vaultActivityRows([deposit, approval])
    expect(rows.map((r) => [r.entry.hash, r.action, r.token, r.protocol])).toEqual([
      [h(2), 'supply', 'USDC', 'Aave v3'],
      [h(1), 'approve', 'USDC', 'Aave v3'],
    ])
  })

  it('an approval inside a Convex deposit names the spender it allowed', () => {
    const curve = '0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7'
    const convex = entry(5, {
      intent: { ...supplyIntent, protocol: 'convex' },
      target: 'Curve 3pool',
      spender: curve,
    })
    expect(vaultActivityRows([convex]).map((r) => [r.action, r.token, r.protocol])).toEqual([
      ['approve', 'USDC', 'Curve 3pool'],
    ])
  })
})
