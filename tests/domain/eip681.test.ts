import { describe, expect, it } from 'vitest'
import { buildEip681, type PaymentRequest, parseEip681 } from '../../src/domain/eip681'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const

const roundTrips: [string, PaymentRequest, string][] = [
  ['native on Ethereum', { recipient: me, chainId: 1 }, `ethereum:${me}@1`],
  ['native on Polygon', { recipient: me, chainId: 137 }, `ethereum:${me}@137`],
  [
    'native with amount',
    { recipient: me, chainId: 10, amount: 10n ** 18n },
    `ethereum:${me}@10?value=1000000000000000000`,
  ],
  [
    'token transfer',
    { recipient: me, chainId: 42161, token: usdc },
    `ethereum:${usdc}@42161/transfer?address=${me}`,
  ],
  [
    'token transfer with amount',
    { recipient: me, chainId: 1, token: usdc, amount: 1_500_000n },
    `ethereum:${usdc}@1/transfer?address=${me}&uint256=1500000`,
  ],
]

describe('EIP-681 round trips', () => {
  it.each(roundTrips)('%s', (_name, request, uri) => {
    expect(buildEip681(request)).toBe(uri)
    expect(parseEip681(uri)).toEqual(request)
  })
})

describe('EIP-681 parsing', () => {
  it('reads the EIP’s scientific notation exactly', () => {
    expect(parseEip681(`ethereum:${me}@1?value=2.014e18`)).toEqual({
      recipient: me,
      chainId: 1,
      amount: 2_014_000_000_000_000_000n,
    })
    expect(parseEip681(`ethereum:${usdc}/transfer?address=${me}&uint256=1e6`)).toEqual({
      recipient: me,
      chainId: 0,
      token: usdc,
      amount: 1_000_000n,
    })
  })

  it('takes the pay- prefix and a bare address (chain id 0: keep the current network)', () => {
    expect(parseEip681(`ethereum:pay-${me}@137`)).toEqual({ recipient: me, chainId: 137 })
    expect(parseEip681(me)).toEqual({ recipient: me, chainId: 0 })
  })

  it.each([
    'bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    `ethereum:${me}@1?value=1.5`,
    `ethereum:${usdc}@1/approve?address=${me}&uint256=1`,
    `ethereum:${usdc}@1/transfer?uint256=1`,
    'ethereum:0x123@1',
    'wc:abc@2?relay-protocol=irn',
    'https://example.com',
  ])('refuses %s', (uri) => {
    expect(parseEip681(uri)).toBeNull()
  })

  it('refuses to build with a bad chain id or a negative amount', () => {
    expect(() => buildEip681({ recipient: me, chainId: 0 })).toThrow(TypeError)
    expect(() => buildEip681({ recipient: me, chainId: 1, amount: -1n })).toThrow(TypeError)
  })
})
