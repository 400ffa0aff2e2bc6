import { type Hex, keccak256, parseTransaction, recoverTransactionAddress, serializeTransaction } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fromHex } from '../../src/workers/vault/bytes'
import { integerBytes, rlpEncode } from '../../src/workers/vault/rlp'
import { addressOf, checksumAddress } from '../../src/workers/vault/secrets'
import { signTransaction } from '../../src/workers/vault/sign'
import type { UnsignedTransaction } from '../../src/workers/vaultApi'
import eip55 from '../vectors/eip55.json'

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const gwei = 10n ** 9n

describe('EIP-55 checksum without viem', () => {
  const vectors = [...eip55.allCaps, ...eip55.allLower, ...eip55.normal]
  it.each(vectors)('%s', (address) => {
    expect(checksumAddress(address.toLowerCase())).toBe(address)
  })

  it('derives the address of a key', () => {
    expect(addressOf(fromHex(KEY))).toBe(ADDRESS)
  })
})

describe('RLP', () => {
  it.each([
    ['empty string', new Uint8Array(), '0x80'],
    ['one small byte', Uint8Array.of(0x0f), '0x0f'],
    ['one large byte', Uint8Array.of(0x80), '0x8180'],
    ['integer 1024', integerBytes(1024), '0x820400'],
    ['empty list', [], '0xc0'],
    ['"dog"', new TextEncoder().encode('dog'), '0x83646f67'],
    ['56 bytes', new Uint8Array(56), `0xb838${'00'.repeat(56)}`],
  ] as const)('encodes %s', (_name, item, hex) => {
    expect(`0x${[...rlpEncode(item)].map((b) => b.toString(16).padStart(2, '0')).join('')}`).toBe(hex)
  })
})

/** Transactions viem serializes too; ours must give the same bytes and the same signature. */
const cases: [string, UnsignedTransaction][] = [
  [
    'EIP-1559 on Ethereum',
    {
      chainId: 1,
      to: TO,
      value: 10n ** 15n,
      nonce: 3,
      gas: 21_000n,
      maxFeePerGas: 60n * gwei,
      maxPriorityFeePerGas: 3n * gwei,
    },
  ],
  [
    'EIP-1559 with data, nonce 0 and no value',
    {
      chainId: 10,
      to: TO,
      value: 0n,
      nonce: 0,
      gas: 65_000n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 0n,
      data: `0xa9059cbb${'00'.repeat(12)}${TO.slice(2).toLowerCase()}${'00'.repeat(31)}01`,
    },
  ],
  [
    'EIP-1559 on Arbitrum with a long call',
    {
      chainId: 42161,
      to: TO,
      value: 1n,
      nonce: 1000,
      gas: 500_000n,
      maxFeePerGas: 100n * gwei,
      maxPriorityFeePerGas: 0n,
      data: `0x${'ab'.repeat(300)}`,
    },
  ],
  [
    'legacy EIP-155 on Polygon',
    { chainId: 137, to: TO, value: 5n * 10n ** 18n, nonce: 7, gas: 21_000n, gasPrice: 30n * gwei },
  ],
]

describe('signing without viem', () => {
  const account = privateKeyToAccount(KEY)

  it.each(cases)('%s matches viem byte for byte', async (_name, tx) => {
    const raw = signTransaction(fromHex(KEY), tx)
    const { chainId, to, value, nonce, gas, data } = tx
    const base = { chainId, to, value, nonce, gas, ...(data ? { data } : {}) }
    const expected =
      tx.gasPrice !== undefined
        ? await account.signTransaction({ ...base, type: 'legacy', gasPrice: tx.gasPrice })
        : await account.signTransaction({
            ...base,
            type: 'eip1559',
            maxFeePerGas: tx.maxFeePerGas ?? 0n,
            maxPriorityFeePerGas: tx.maxPriorityFeePerGas ?? 0n,
          })
    expect(raw).toBe(expected)
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(ADDRESS)
    const parsed = parseTransaction(raw)
    expect(
      serializeTransaction(parsed as never, {
        r: parsed.r as Hex,
        s: parsed.s as Hex,
        yParity: parsed.yParity as number,
        ...(parsed.v === undefined ? {} : { v: parsed.v }),
      }),
    ).toBe(raw)
    expect(keccak256(raw)).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('refuses a malformed address or data, and a tip above the fee cap', () => {
    const tx = cases[0]?.[1] as UnsignedTransaction
    expect(() => signTransaction(fromHex(KEY), { ...tx, to: '0x1234' })).toThrow(TypeError)
    expect(() => signTransaction(fromHex(KEY), { ...tx, data: '0xabc' })).toThrow(TypeError)
    expect(() => signTransaction(fromHex(KEY), { ...tx, maxPriorityFeePerGas: 61n * gwei })).toThrow(
      RangeError,
    )
  })
})
