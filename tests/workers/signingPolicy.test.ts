import { createStore } from 'idb-keyval'
import { encodeFunctionData, erc20Abi, parseAbi, parseTransaction, recoverTransactionAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueContracts } from '../../src/domain/catalogue/contracts'
import { tokens } from '../../src/domain/catalogue/tokens'
import { UnsafeTransactionError, UnsupportedChainError } from '../../src/domain/errors'
import { extrasFromManifest, MAX_FEE_PER_GAS, selectorOf } from '../../src/workers/vault/signingPolicy'
import { Vault } from '../../src/workers/vault/vault'
import type { UnsignedTransaction } from '../../src/workers/vaultApi'

const PASSWORD = 'correct horse battery'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const STRANGER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** Where the devnet put its Beefy vault: no mainnet address, so it comes from the profile. */
const BEEFY = '0x00000000000000000000000000000000beef0001'
const USDC = tokens.USDC.address as `0x${string}`
const AAVE = catalogueContracts.aavePool.address
const gwei = 10n ** 9n

const base = {
  chainId: 1,
  value: 0n,
  nonce: 0,
  gas: 200_000n,
  maxFeePerGas: 30n * gwei,
  maxPriorityFeePerGas: gwei,
}
const erc20 = (functionName: 'transfer' | 'approve', to: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName, args: [to, amount] })
const aave = parseAbi([
  'function supply(address,uint256,address,uint16)',
  'function flashLoanSimple(address,address,uint256,bytes,uint16)',
])
const beefy = parseAbi(['function deposit(uint256)'])

const vault = new Vault({
  channel: null,
  store: createStore('billetera-test-signing', 'vault'),
  signingExtras: async () =>
    extrasFromManifest({ chains: { '1': { contracts: { beefyVault: BEEFY, multicall3: STRANGER } } } }),
})

beforeAll(async () => {
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => vault.forget(PASSWORD))

describe('the worker signs what the app builds', () => {
  const allowed: [string, UnsignedTransaction][] = [
    ['a native transfer', { ...base, to: STRANGER, value: 10n ** 15n, gas: 21_000n }],
    [
      'a native transfer on Arbitrum',
      {
        ...base,
        chainId: 42161,
        to: STRANGER,
        value: 1n,
        maxFeePerGas: gwei / 10n,
        maxPriorityFeePerGas: 0n,
      },
    ],
    ['a catalogue token transfer', { ...base, to: USDC, data: erc20('transfer', STRANGER, 5_000_000n) }],
    [
      'a USDC transfer on Polygon',
      {
        ...base,
        chainId: 137,
        to: tokens['USDC-POLYGON'].address as `0x${string}`,
        data: erc20('transfer', STRANGER, 1n),
        maxFeePerGas: 50n * gwei,
      },
    ],
    ['an exact approve to Aave', { ...base, to: USDC, data: erc20('approve', AAVE, 1_000_000n) }],
    ['a revoke (approve 0) to Aave', { ...base, to: USDC, data: erc20('approve', AAVE, 0n) }],
    [
      'an Aave supply',
      {
        ...base,
        to: AAVE,
        data: encodeFunctionData({ abi: aave, functionName: 'supply', args: [USDC, 1n, ADDRESS, 0] }),
      },
    ],
    [
      'a deposit into the profile’s Beefy vault',
      { ...base, to: BEEFY, data: encodeFunctionData({ abi: beefy, functionName: 'deposit', args: [1n] }) },
    ],
    ['an approve to the profile’s Beefy vault', { ...base, to: USDC, data: erc20('approve', BEEFY, 1n) }],
    [
      'a legacy fee at the cap',
      { chainId: 1, to: STRANGER, value: 1n, nonce: 1, gas: 21_000n, gasPrice: MAX_FEE_PER_GAS[1] as bigint },
    ],
  ]
  it.each(allowed)('signs %s', async (_name, tx) => {
    const raw = await vault.signTransaction(tx)
    expect(parseTransaction(raw)).toMatchObject({ chainId: tx.chainId, to: tx.to.toLowerCase() })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(ADDRESS)
  })
})

describe('the worker refuses anything else, naming it', () => {
  const refused: [string, UnsignedTransaction, RegExp][] = [
    [
      'a transfer on an unknown token',
      { ...base, to: STRANGER, data: erc20('transfer', ADDRESS, 1n) },
      /token outside the catalogue/,
    ],
    [
      'a token transfer on another chain’s token address',
      { ...base, chainId: 10, to: USDC, data: erc20('transfer', STRANGER, 1n) },
      /token outside the catalogue/,
    ],
    [
      'an approve to a stranger',
      { ...base, to: USDC, data: erc20('approve', STRANGER, 2n ** 256n - 1n) },
      /spender outside the protocol catalogue/,
    ],
    [
      'a revoke to a stranger',
      { ...base, to: USDC, data: erc20('approve', STRANGER, 0n) },
      /spender outside/,
    ],
    [
      'an unknown selector on Aave',
      {
        ...base,
        to: AAVE,
        data: encodeFunctionData({
          abi: aave,
          functionName: 'flashLoanSimple',
          args: [ADDRESS, USDC, 1n, '0x', 0],
        }),
      },
      /function 0x42b0b77c is not one aavePool/,
    ],
    [
      'a call to an unknown contract',
      {
        ...base,
        to: STRANGER,
        data: encodeFunctionData({ abi: beefy, functionName: 'deposit', args: [1n] }),
      },
      /contract outside the catalogue/,
    ],
    [
      'a profile contract added under a non-catalogue name',
      { ...base, to: STRANGER, data: '0x12345678' },
      /contract outside the catalogue/,
    ],
    [
      'a fee over the cap',
      { ...base, to: STRANGER, gas: 21_000n, maxFeePerGas: 1_001n * gwei },
      /over the cap/,
    ],
    [
      'a legacy gas price over the Arbitrum cap',
      { chainId: 42161, to: STRANGER, value: 0n, nonce: 0, gas: 21_000n, gasPrice: 101n * gwei },
      /over the cap/,
    ],
    ['a gas limit over the cap', { ...base, to: STRANGER, gas: 30_000_000n }, /gas limit/],
    ['a gas limit under a transfer’s', { ...base, to: STRANGER, gas: 20_000n }, /gas limit/],
    [
      'value sent with a contract call',
      {
        ...base,
        to: AAVE,
        value: 1n,
        data: encodeFunctionData({ abi: aave, functionName: 'supply', args: [USDC, 1n, ADDRESS, 0] }),
      },
      /value sent/,
    ],
    [
      'a malformed transfer',
      { ...base, to: USDC, data: `${selectorOf('transfer(address,uint256)')}00` as `0x${string}` },
      /malformed/,
    ],
  ]
  it.each(refused)('refuses %s', async (_name, tx, why) => {
    const error = await vault.signTransaction(tx).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect((error as UnsafeTransactionError).shortMessage).toBe('vault.unsafeTransaction')
    expect((error as UnsafeTransactionError).details).toMatch(why)
    expect((error as Error).message).not.toContain(KEY.slice(2))
  })

  it('refuses a chain outside the four networks', async () => {
    await expect(vault.signTransaction({ ...base, chainId: 56, to: STRANGER })).rejects.toBeInstanceOf(
      UnsupportedChainError,
    )
  })

  it('allows every function listed in the catalogue, by its computed selector', () => {
    expect(selectorOf('transfer(address,uint256)')).toBe('0xa9059cbb')
    expect(selectorOf('approve(address,uint256)')).toBe('0x095ea7b3')
    expect(selectorOf('supply(address,uint256,address,uint16)')).toBe('0x617ba037')
  })

  it('takes the profile’s extras from the manifest and ignores anything but addresses of catalogue names', () => {
    const extras = extrasFromManifest({
      chains: {
        '1': {
          contracts: { beefyVault: BEEFY, evil: STRANGER, aavePool: 'not an address' },
          tokens: { USDC: STRANGER },
        },
        '137': { tokens: { USDT: 42 } },
      },
    })
    expect(extras).toEqual({
      contracts: [{ chainId: 1, id: 'beefyVault', address: BEEFY }],
      tokens: [{ chainId: 1, address: STRANGER }],
    })
    expect(extrasFromManifest(null)).toEqual({ contracts: [], tokens: [] })
  })
})
