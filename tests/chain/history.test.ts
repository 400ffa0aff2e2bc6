import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { fund } from '../../devnet/index.mjs'
import { createClients } from '../../src/chain/clients'
import { getHistory, parseTokenTxList } from '../../src/chain/getHistory'
import { executePlan, planTransfer, simulatePlan } from '../../src/chain/pipeline'
import { devnetManifest, freshAddress, testProfile } from './support/manifest'
import { reviewedSigner } from './support/worker'

const key = generatePrivateKey()
const from = privateKeyToAccount(key).address
const sign = reviewedSigner(key)
const profile = () => testProfile({}, 5_000)

beforeAll(async () => {
  await fund(devnetManifest() as never, from, { chainIds: [137] })
})

describe('history that tells the truth', () => {
  it('shows a 10 USDC send on Polygon as 10 USDC to the recipient, sent and received, never as 0 MATIC', async () => {
    const clients = createClients(profile())
    const to = freshAddress()
    const intent = {
      kind: 'transfer',
      network: 'polygon',
      tokenKey: 'USDC-POLYGON',
      to,
      amount: 10_000_000n,
    } as const
    const simulated = await simulatePlan(clients.polygon, planTransfer({ profile: profile(), from, intent }))
    const [hash] = await executePlan(clients.polygon, simulated, { sign: sign(simulated), waitForLast: true })

    const sent = await getHistory(clients, { address: from, profile: profile() })
    const rows = sent.filter((t) => t.hash === hash)
    expect(rows).toEqual([
      expect.objectContaining({
        network: 'polygon',
        token: 'USDC-POLYGON',
        valueWei: 10_000_000n,
        from,
        isError: false,
      }),
    ])
    expect(rows[0]?.to?.toLowerCase()).toBe(to.toLowerCase())

    const received = await getHistory(clients, { address: to, profile: profile() })
    expect(received.filter((t) => t.hash === hash)).toEqual([
      expect.objectContaining({ token: 'USDC-POLYGON', valueWei: 10_000_000n, from }),
    ])
  })
})

describe('the explorer token-transfer list', () => {
  const usdc = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
  const tokens = new Map([[usdc.toLowerCase(), 'USDC-POLYGON' as const]])
  // An Etherscan-compatible `account&action=tokentx` answer, as Blockscout and Etherscan give it.
  const body = {
    status: '1',
    message: 'OK',
    result: [
      {
        blockNumber: '65000000',
        timeStamp: '1731000000',
        hash: '0x5d3f0f6a1d5e7d3f0e1c2b3a4958677665544332211000ffeeddccbbaa998877',
        from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        to: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
        value: '10000000',
        contractAddress: usdc.toLowerCase(),
        tokenName: 'USD Coin',
        tokenSymbol: 'USDC',
        tokenDecimal: '6',
      },
      {
        blockNumber: '65000001',
        timeStamp: '1731000100',
        hash: '0x1111111111111111111111111111111111111111111111111111111111111111',
        from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        to: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
        value: '5',
        contractAddress: '0x000000000000000000000000000000000000dead',
        tokenSymbol: 'SCAM',
        tokenDecimal: '18',
      },
    ],
  }

  it('reads catalogue token transfers in base units and leaves unknown tokens out', () => {
    expect(parseTokenTxList(body, 'polygon', tokens)).toEqual([
      expect.objectContaining({ token: 'USDC-POLYGON', valueWei: 10_000_000n, timeStamp: 1_731_000_000_000 }),
    ])
  })

  it('reads "no transfers" as an empty list and refuses an error status', () => {
    expect(
      parseTokenTxList({ status: '0', message: 'No token transfers found', result: [] }, 'polygon', tokens),
    ).toEqual([])
    expect(() =>
      parseTokenTxList({ status: '0', message: 'NOTOK', result: 'Max rate limit' }, 'polygon', tokens),
    ).toThrow()
  })
})
