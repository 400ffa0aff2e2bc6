import { erc20Abi, parseEther, parseGwei, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { fund } from '../../devnet/index.mjs'
import { createNetworkClient } from '../../src/chain/clients'
import { defaultGasPrices, getGasPrices } from '../../src/chain/getGasPrices'
import { planTransfer, SimulationFailedError, simulatePlan } from '../../src/chain/pipeline'
import type { Intent } from '../../src/chain/pipeline/types'
import { feeParameters, quoteTransfer } from '../../src/chain/send'
import { type NetworkId, networkIds } from '../../src/domain/catalogue/networks'
import { type TokenKey, tokensOn } from '../../src/domain/catalogue/tokens'
import { planActors } from '../../src/machines/write/planActors'
import type { UnsignedTransaction } from '../../src/workers/vaultApi'
import { reviewAndExecute, type Wallet, workerSigner } from './protocols/support'
import { devnetManifest, freshAddress, testProfile } from './support/manifest'

/** A throwaway key, signed by the worker's own signer behind its allow-list (the worker itself needs a browser). */
const key = generatePrivateKey()
const wallet: Wallet = { key, address: privateKeyToAccount(key).address }
const from = wallet.address

const profile = () => testProfile({}, 5_000)
const clientOf = (network: NetworkId) => createNetworkClient(network, profile())

async function balanceOf(network: NetworkId, tokenKey: TokenKey, owner: `0x${string}`) {
  const client = clientOf(network)
  const contract = profile().networks[network].tokenAddresses[tokenKey]
  if (!contract || tokenKey === tokensOn(network)[0]?.key) return client.getBalance({ address: owner })
  return client.readContract({ address: contract, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/**
 * A transfer the way the send dialog makes it: the intent as a plan, simulated, reviewed and executed by the
 * pipeline with the worker's signer. Returns the hashes and what was signed.
 */
async function send(intent: Extract<Intent, { kind: 'transfer' }>) {
  const signed: UnsignedTransaction[] = []
  const plan = planTransfer({ profile: profile(), from, intent })
  const hashes = await reviewAndExecute(clientOf(intent.network), plan, workerSigner(wallet, signed))
  return { hashes, signed }
}

beforeAll(async () => {
  await fund(devnetManifest() as never, from)
})

describe.each(networkIds)('sending on %s through the plan pipeline', (network) => {
  const [native, , usdc] = tokensOn(network)

  it('moves exactly the amount of the native coin, and the sender pays amount plus gas', async () => {
    const to = freshAddress()
    const amount = parseEther('0.123456789012345678')
    const client = clientOf(network)
    const before = await client.getBalance({ address: from })
    const { hashes, signed } = await send({ kind: 'transfer', network, tokenKey: native!.key, to, amount })
    expect(hashes).toHaveLength(1)
    const receipt = await client.waitForTransactionReceipt({ hash: hashes[0]! })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(amount)
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(before - (await client.getBalance({ address: from }))).toBe(amount + gasPaid)
    // The gas limit signed keeps the pipeline's 20 % headroom over what the transfer used.
    expect(signed[0]!.gas).toBeGreaterThanOrEqual((receipt.gasUsed * 120n) / 100n)
    expect(signed[0]).toMatchObject({ to, value: amount, chainId: profile().networks[network].chainId })
  })

  it('moves exactly the amount of a token (USDC, 6 decimals)', async () => {
    const to = freshAddress()
    const amount = parseUnits('12.345678', 6)
    const client = clientOf(network)
    const before = await balanceOf(network, usdc!.key, from)
    const { hashes } = await send({ kind: 'transfer', network, tokenKey: usdc!.key, to, amount })
    expect((await client.waitForTransactionReceipt({ hash: hashes[0]! })).status).toBe('success')
    expect(await balanceOf(network, usdc!.key, to)).toBe(amount)
    expect(before - (await balanceOf(network, usdc!.key, from))).toBe(amount)
  })
})

describe('nonces and failures', () => {
  it('two sends in a row, without waiting, use consecutive nonces and both land', async () => {
    const client = clientOf('polygon')
    const to = freshAddress()
    const intent = { kind: 'transfer', network: 'polygon', tokenKey: 'MATIC', to } as const
    const a = await send({ ...intent, amount: 1n })
    const b = await send({ ...intent, amount: 2n })
    expect(b.signed[0]!.nonce).toBe(a.signed[0]!.nonce + 1)
    await client.waitForTransactionReceipt({ hash: b.hashes[0]! })
    expect(await client.getBalance({ address: to })).toBe(3n)
  })

  it('refuses a token above the balance in the simulation, before signing', async () => {
    const signed: UnsignedTransaction[] = []
    const intent = {
      kind: 'transfer',
      network: 'ethereum',
      tokenKey: 'USDC',
      to: freshAddress(),
      amount: parseUnits('999999999', 6),
    } as const
    const plan = planTransfer({ profile: profile(), from, intent })
    const error = await reviewAndExecute(clientOf('ethereum'), plan, workerSigner(wallet, signed)).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SimulationFailedError)
    expect(signed).toEqual([])
  })

  it('says No wallet available without a sender, and Token not supported on another network', async () => {
    const intent = {
      kind: 'transfer',
      network: 'ethereum',
      tokenKey: 'USDC-POLYGON',
      to: freshAddress(),
      amount: 1n,
    } as const
    const prepare = createActor(planActors.preparePlan, {
      input: { intent: { ...intent, tokenKey: 'ETH' }, from: null },
    })
    const noWallet = toPromise(prepare)
    prepare.start()
    await expect(noWallet).rejects.toThrow('No wallet available')
    expect(() => planTransfer({ profile: profile(), from, intent })).toThrow(
      'Token not supported on selected network',
    )
    await expect(
      quoteTransfer(clientOf('ethereum'), { profile: profile(), from, ...intent }),
    ).rejects.toThrow('Token not supported on selected network')
  })

  it("quotes the form's fee as the very figure the review calls the maximum, for the same plan", async () => {
    for (const [network, tokenKey] of [
      ['ethereum', 'ETH'],
      ['ethereum', 'USDC'],
    ] as const) {
      const client = clientOf(network)
      const transfer = { network, tokenKey, to: freshAddress(), amount: 1n }
      // One reading of the gas levels for both: the figures may differ only if the network's fee moved.
      const gas = await getGasPrices(client)
      const quote = await quoteTransfer(client, { profile: profile(), from, ...transfer }, { gas })
      const reviewed = await simulatePlan(
        client,
        planTransfer({ profile: profile(), from, intent: { kind: 'transfer', ...transfer } }),
        { gas },
      )
      expect(quote.maxFee).toBe(reviewed.maxFee)
      expect(quote.gasLimits).toEqual(reviewed.gasLimits)
    }
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
    expect(quote.fees.maxFeePerGas).toBeGreaterThanOrEqual(quote.fees.maxPriorityFeePerGas)
    expect(quote.maxFee).toBe((quote.gasLimits[0] ?? 0n) * quote.fees.maxFeePerGas)
    expect(feeParameters(defaultGasPrices)).toEqual({
      maxFeePerGas: parseGwei('60'),
      maxPriorityFeePerGas: parseGwei('3'),
    })
  })
})
