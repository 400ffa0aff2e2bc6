import {
  type Address,
  encodeAbiParameters,
  type Hex,
  keccak256,
  maxUint256,
  parseAbiParameters,
  parseEther,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20, morpho } from './helpers/abis'
import { chain, DAY, deal, devnetClient, freshAccount, isolateEachTest, send, skip } from './helpers/devnet'

const client = devnetClient(1)

describe('Morpho Blue (compiled from @morpho-org/morpho-blue) on chain 1', () => {
  isolateEachTest(client)

  it('supplies DAI, earns interest and withdraws', async () => {
    const c = chain(1)
    const address = c.contracts.morphoBlue as Address
    expect(address).toBe('0xBBBBBbbBBb9cC5e90e3b3Af64bdAF62C37EEFFCb')
    const m = c.markets?.morphoDai
    if (!m) throw new Error('no Morpho market in the manifest')
    const id = m.id as Hex
    const [loanToken, collateralToken, oracle, irm, lltv] = await client.readContract({
      address,
      abi: morpho,
      functionName: 'idToMarketParams',
      args: [id],
    })
    expect({
      loanToken,
      collateralToken,
      oracle: oracle.toLowerCase(),
      irm: irm.toLowerCase(),
      lltv: lltv.toString(),
    }).toEqual({
      loanToken: c.tokens.DAI,
      collateralToken: c.tokens.WETH,
      oracle: m.oracle.toLowerCase(),
      irm: m.irm.toLowerCase(),
      lltv: m.lltv,
    })
    const params = { loanToken, collateralToken, oracle, irm, lltv }

    const me = await freshAccount(client)
    const dai = c.tokens.DAI as Address
    await deal(client, dai, me, parseEther('1000'))
    await send(client, me, { address: dai, abi: erc20, functionName: 'approve', args: [address, maxUint256] })
    await send(client, me, {
      address,
      abi: morpho,
      functionName: 'supply',
      args: [params, parseEther('1000'), 0n, me, '0x'],
    })
    const [shares] = await client.readContract({
      address,
      abi: morpho,
      functionName: 'position',
      args: [id, me],
    })
    expect(shares).toBeGreaterThan(0n)

    const positionValue = async () => {
      const [assets, totalShares] = await client.readContract({
        address,
        abi: morpho,
        functionName: 'market',
        args: [id],
      })
      return (shares * assets) / totalShares
    }
    const before = await positionValue()
    await skip(client, 30 * DAY)
    await send(client, me, { address, abi: morpho, functionName: 'accrueInterest', args: [params] })
    const after = await positionValue()
    expect(after).toBeGreaterThan(before)
    // 6 % borrow APR × 60 % utilization ≈ 3.6 %/year → roughly 0.3 % in 30 days
    expect(Number(after - before) / Number(before)).toBeGreaterThan(0.002)

    await send(client, me, {
      address,
      abi: morpho,
      functionName: 'withdraw',
      args: [params, 0n, shares, me, me],
    })
    expect(
      (await client.readContract({ address, abi: morpho, functionName: 'position', args: [id, me] }))[0],
    ).toBe(0n)
    expect(
      await client.readContract({ address: dai, abi: erc20, functionName: 'balanceOf', args: [me] }),
    ).toBeGreaterThan(parseEther('1002'))
  })

  it('signs authorizations for its mainnet address (DOMAIN_SEPARATOR re-computed after placement)', async () => {
    const address = chain(1).contracts.morphoBlue as Address
    const expected = keccak256(
      encodeAbiParameters(parseAbiParameters('bytes32, uint256, address'), [
        keccak256(toHex('EIP712Domain(uint256 chainId,address verifyingContract)')),
        1n,
        address,
      ]),
    )
    expect(await client.readContract({ address, abi: morpho, functionName: 'DOMAIN_SEPARATOR' })).toBe(
      expected,
    )
  })
})
