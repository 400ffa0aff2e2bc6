import { erc20Abi, type Hex, hexToBytes, parseEther, parseGwei, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { fund } from '../../devnet/index.mjs'
import { createNetworkClient } from '../../src/chain/clients'
import { defaultGasPrices } from '../../src/chain/getGasPrices'
import { feeParameters, quoteTransfer, sendTransfer } from '../../src/chain/send'
import { type NetworkId, networkIds } from '../../src/domain/catalogue/networks'
import { type TokenKey, tokensOn } from '../../src/domain/catalogue/tokens'
import { signTransaction } from '../../src/workers/vault/sign'
import type { UnsignedTransaction } from '../../src/workers/vaultApi'
import { devnetManifest, freshAddress, testProfile } from './support/manifest'

/** A throwaway key, signed with the worker's own signing function (the worker itself needs a browser). */
const key = generatePrivateKey()
const from = privateKeyToAccount(key).address
const sign = async (tx: UnsignedTransaction): Promise<Hex> => signTransaction(hexToBytes(key), tx)

const profile = () => testProfile({}, 5_000)
const clientOf = (network: NetworkId) => createNetworkClient(network, profile())

async function balanceOf(network: NetworkId, tokenKey: TokenKey, owner: `0x${string}`) {
  const client = clientOf(network)
  const contract = profile().networks[network].tokenAddresses[tokenKey]
  if (!contract || tokenKey === tokensOn(network)[0]?.key) return client.getBalance({ address: owner })
  return client.readContract({ address: contract, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

beforeAll(async () => {
  await fund(devnetManifest() as never, from)
})

describe.each(networkIds)('sending on %s', (network) => {
  const [native, , usdc] = tokensOn(network)

  it('moves exactly the amount of the native coin, and the sender pays amount plus gas', async () => {
    const to = freshAddress()
    const amount = parseEther('0.123456789012345678')
    const client = clientOf(network)
    const before = await client.getBalance({ address: from })
    const sent = await sendTransfer(client, {
      profile: profile(),
      network,
      tokenKey: native!.key,
      from,
      to,
      amount,
      sign,
    })
    const receipt = await client.waitForTransactionReceipt({ hash: sent.hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(amount)
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(before - (await client.getBalance({ address: from }))).toBe(amount + gasPaid)
    expect(sent.quote.gas.gasLimit).toBe((sent.quote.gas.estimate * 120n) / 100n)
  })

  it('moves exactly the amount of a token (USDC, 6 decimals)', async () => {
    const to = freshAddress()
    const amount = parseUnits('12.345678', 6)
    const client = clientOf(network)
    const before = await balanceOf(network, usdc!.key, from)
    const sent = await sendTransfer(client, {
      profile: profile(),
      network,
      tokenKey: usdc!.key,
      from,
      to,
      amount,
      sign,
    })
    expect((await client.waitForTransactionReceipt({ hash: sent.hash })).status).toBe('success')
    expect(await balanceOf(network, usdc!.key, to)).toBe(amount)
    expect(before - (await balanceOf(network, usdc!.key, from))).toBe(amount)
  })
})

describe('nonces and failures', () => {
  it('two sends in a row, without waiting, use consecutive nonces and both land', async () => {
    const client = clientOf('polygon')
    const to = freshAddress()
    const args = {
      profile: profile(),
      network: 'polygon' as const,
      tokenKey: 'MATIC' as const,
      from,
      to,
      sign,
    }
    const a = await sendTransfer(client, { ...args, amount: 1n })
    const b = await sendTransfer(client, { ...args, amount: 2n })
    expect(b.nonce).toBe(a.nonce + 1)
    await client.waitForTransactionReceipt({ hash: b.hash })
    expect(await client.getBalance({ address: to })).toBe(3n)
  })

  it('refuses a token above the balance in the simulation, before signing', async () => {
    let signed = false
    const client = clientOf('ethereum')
    const promise = sendTransfer(client, {
      profile: profile(),
      network: 'ethereum',
      tokenKey: 'USDC',
      from,
      to: freshAddress(),
      amount: parseUnits('999999999', 6),
      sign: async (tx) => {
        signed = true
        return sign(tx)
      },
    })
    await expect(promise).rejects.toThrow()
    expect(signed).toBe(false)
  })

  it('says No wallet available without a sender, and Token not supported on another network', async () => {
    const base = { profile: profile(), to: freshAddress(), amount: 1n, sign }
    await expect(
      sendTransfer(clientOf('ethereum'), { ...base, network: 'ethereum', tokenKey: 'ETH', from: null }),
    ).rejects.toThrow('No wallet available')
    await expect(
      quoteTransfer(clientOf('ethereum'), { ...base, network: 'ethereum', tokenKey: 'USDC-POLYGON', from }),
    ).rejects.toThrow('Token not supported on selected network')
  })

  it('prices with the live gas levels, and with 3 gwei tip / 60 gwei max when there are none', async () => {
    const quote = await quoteTransfer(clientOf('arbitrum'), {
      profile: profile(),
      network: 'arbitrum',
      tokenKey: 'ETH-ARBITRUM',
      from,
      to: freshAddress(),
      amount: 1n,
    })
    expect(quote.maxFeePerGas).toBeGreaterThanOrEqual(quote.maxPriorityFeePerGas)
    expect(quote.maxFee).toBe(quote.gas.gasLimit * quote.maxFeePerGas)
    expect(feeParameters(defaultGasPrices)).toEqual({
      maxFeePerGas: parseGwei('60'),
      maxPriorityFeePerGas: parseGwei('3'),
    })
  })
})
