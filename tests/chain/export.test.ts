import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress, type Hex, parseEther, parseUnits, type TransactionReceipt } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockClock } from '../../src/chain/blocks/blockClock'
import { createClients, createNetworkClient } from '../../src/chain/clients'
import { collectActivity, getHoldingsAt } from '../../src/chain/export'
import { EXPLORER_PAGE, explorerHistory } from '../../src/chain/history/explorerHistory'
import { executePlan, planTransfer, simulatePlan } from '../../src/chain/pipeline'
import type { ActivityEntry, Plan } from '../../src/chain/pipeline/types'
import type { ChainProfile } from '../../src/chain/profile'
import { activityCsv, ExportError, holdingsCsv } from '../../src/domain/export'
import { csvRecords } from '../support/csv'
import { erc20 } from './helpers/abis'
import { deal, devnetClient, freshAccount, send, skip } from './helpers/devnet'
import { startRpcEndpoint } from './support/loopback'
import { freshAddress, testProfile } from './support/manifest'
import { planAaveDeposit } from './support/vaultIntents'
import { reviewedSigner } from './support/worker'

/** The devnet's dollar history ends on this day; a later movement names the quote as an earlier day's. */
const lastQuoteDay = '2025-09-30'
const quoteUsedEs = (dateTime: string) => {
  const day = dateTime.slice(0, 10)
  const used = 'Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos)'
  return day === lastQuoteDay ? used : `${used}, el último anterior al ${day.split('-').reverse().join('/')}`
}

const profile = () => testProfile({}, 5_000)
const polygon = devnetClient(137)
const ethereum = devnetClient(1)
const key = generatePrivateKey()
const me = privateKeyToAccount(key).address
const sign = reviewedSigner(key)
const friend = freshAddress()
const usdcPolygon = () => profile().networks.polygon.tokenAddresses['USDC-POLYGON'] as `0x${string}`
const usdc = () => profile().networks.ethereum.tokenAddresses.USDC as `0x${string}`
const seconds = (r: TransactionReceipt, client = polygon) =>
  client.getBlock({ blockNumber: r.blockNumber }).then((b) => Number(b.timestamp))

/** What the app records as it broadcasts: the activity store's entries, here kept in memory. */
const recorded: ActivityEntry[] = []

/** Simulate, sign with the worker's review, broadcast and wait for every step, recording each. */
async function runPlan(network: 'polygon' | 'ethereum', plan: Plan): Promise<Hex[]> {
  const client = createNetworkClient(network, profile())
  const simulated = await simulatePlan(client, plan)
  return executePlan(client, simulated, {
    sign: sign(simulated),
    waitForLast: true,
    onBroadcast: (e) => void recorded.push({ ...e, status: 'confirmed' }),
  })
}

/** A stranger pays `amount` of `token` to the wallet: a receipt, a real transaction on the chain. */
async function receive(client: typeof polygon, token: `0x${string}`, amount: bigint) {
  const stranger = await freshAccount(client)
  await deal(client, token, stranger, amount)
  return send(client, stranger, { address: token, abi: erc20, functionName: 'transfer', args: [me, amount] })
}

let received: TransactionReceipt
let sentHash: Hex
let sent: TransactionReceipt
let approveHash: Hex
let depositHash: Hex
let beforeReceipt: number

beforeAll(async () => {
  await polygon.setBalance({ address: me, value: parseEther('10') })
  await ethereum.setBalance({ address: me, value: parseEther('10') })
  // A minute between the wallet's movements, so each has a moment of its own to read the holdings at.
  await skip(polygon, 60)
  beforeReceipt = Number((await polygon.getBlock()).timestamp)
  await skip(polygon, 60)
  received = await receive(polygon, usdcPolygon(), parseUnits('25', 6))
  await skip(polygon, 60)
  ;[sentHash] = (await runPlan(
    'polygon',
    planTransfer({
      profile: profile(),
      from: me,
      intent: {
        kind: 'transfer',
        network: 'polygon',
        tokenKey: 'USDC-POLYGON',
        to: friend,
        amount: 10_000_000n,
      },
    }),
  )) as [Hex]
  sent = await polygon.getTransactionReceipt({ hash: sentHash })
  await receive(ethereum, usdc(), parseUnits('250', 6))
  const reader = createNetworkClient('ethereum', profile())
  ;[approveHash, depositHash] = (await runPlan(
    'ethereum',
    await planAaveDeposit(reader, {
      profile: profile(),
      from: me,
      asset: 'USDC',
      amount: parseUnits('100', 6),
    }),
  )) as [Hex, Hex]
})

describe('Exportar movimientos (CSV) on the devnet', () => {
  it('holds the receipt, the send and the Aave deposit with exact amounts and fees, parsed back in Spanish', async () => {
    const found = await collectActivity(createClients(profile()), {
      address: me,
      profile: profile(),
      activity: recorded,
      dollar: 'bolsa',
      now: Date.now(),
    })
    expect(found.failed).toEqual([])
    expect(found.incomplete).toEqual([])
    const rows = csvRecords(activityCsv(found.movements, found.valuation, 'es'), ';')
    const byHash = (hash: string) => rows.filter((r) => r['Hash de la transacción'] === hash)
    const fee = async (hash: Hex, client = polygon) => {
      const r = await client.getTransactionReceipt({ hash })
      return r.gasUsed * r.effectiveGasPrice
    }
    const asEther = (wei: bigint) => {
      const s = wei.toString().padStart(19, '0')
      return `${s.slice(0, -18)},${s.slice(-18)}`.replace(/0+$/, '')
    }

    expect(byHash(received.transactionHash)).toEqual([
      expect.objectContaining({
        Red: 'Polygon',
        Tipo: 'Recibido',
        Estado: 'Confirmada',
        Token: 'USDC',
        Monto: '25',
        'Comisión de red': '',
        'Fuente del precio': 'Estable, 1 USD',
        'Valor en USD': '25,00',
        'Cotización (ARS por USD)': '1468,00',
        'Valor en ARS': '36700,00',
      }),
    ])
    // The quotes end on 30/09/2025: a movement of a later day says it is valued at an earlier day's quote.
    for (const row of rows) expect(row['Cotización usada']).toBe(quoteUsedEs(row['Fecha (hora local)'] ?? ''))
    expect(byHash(received.transactionHash)[0]?.Contraparte).toBe(getAddress(received.from))
    expect(byHash(sentHash)).toEqual([
      expect.objectContaining({
        Tipo: 'Enviado',
        Token: 'USDC',
        Monto: '10',
        Contraparte: getAddress(friend),
        'Comisión de red': asEther(await fee(sentHash)),
        'Moneda de la comisión': 'MATIC',
        'Valor en ARS': '14680,00',
      }),
    ])
    expect(byHash(approveHash)).toEqual([
      expect.objectContaining({
        Red: 'Ethereum',
        Tipo: 'Aprobación · Aave v3',
        Token: 'USDC',
        // An approval moves nothing: the amount moved is blank, what it allowed has its own column.
        Monto: '',
        'Monto aprobado (no se mueve)': '100',
        'Valor en USD': '',
        'Comisión de red': asEther(await fee(approveHash, ethereum)),
        'Moneda de la comisión': 'ETH',
      }),
    ])
    expect(byHash(depositHash)).toEqual([
      expect.objectContaining({
        Tipo: 'Depósito · Aave v3',
        Token: 'USDC',
        Monto: '100',
        'Comisión de red': asEther(await fee(depositHash, ethereum)),
        'Valor en USD': '100,00',
        'Valor en ARS': '146800,00',
      }),
    ])
    // Oldest first, as a ledger reads.
    const dates = rows.map((r) => r['Fecha (hora local)'] ?? '')
    expect(dates).toEqual([...dates].sort())
  })

  it('is the same file in English with `,` and decimal points', async () => {
    const found = await collectActivity(createClients(profile()), {
      address: me,
      profile: profile(),
      activity: recorded,
      dollar: 'bolsa',
      now: Date.now(),
    })
    const rows = csvRecords(activityCsv(found.movements, found.valuation, 'en'), ',')
    const byHash = (hash: string) => rows.filter((r) => r['Transaction hash'] === hash)
    expect(byHash(received.transactionHash)).toEqual([
      expect.objectContaining({
        Network: 'Polygon',
        Type: 'Received',
        Status: 'Confirmed',
        Token: 'USDC',
        Amount: '25',
        Counterparty: getAddress(received.from),
        'USD value': '25.00',
        'ARS value': '36700.00',
      }),
    ])
    expect(byHash(sentHash)).toEqual([
      expect.objectContaining({
        Type: 'Sent',
        Token: 'USDC',
        Amount: '10',
        Counterparty: getAddress(friend),
        'Fee coin': 'MATIC',
        'ARS value': '14680.00',
      }),
    ])
    expect(byHash(depositHash)).toHaveLength(1)
    expect(rows.find((r) => r['Transaction hash'] === depositHash)).toMatchObject({
      Type: 'Deposit · Aave v3',
      Amount: '100',
      'USD value': '100.00',
      'ARS value': '146800.00',
    })
    const deposit = rows.find((r) => r['Transaction hash'] === depositHash)
    const day = deposit?.['Date (local time)']?.slice(0, 10) ?? ''
    expect(deposit?.['Quote used']).toBe(
      day === lastQuoteDay
        ? 'MEP (bolsa) dollar of 2025-09-30 (ArgentinaDatos)'
        : `MEP (bolsa) dollar of 2025-09-30 (ArgentinaDatos), the latest before ${day}`,
    )
  })
})

describe('Resumen de tenencias on the devnet', () => {
  const usdcOn = async (at: number, p: ChainProfile = profile()) => {
    const read = await getHoldingsAt(createClients(p), { address: me, profile: p, at })
    return read.lines.find((l) => l.token === 'USDC-POLYGON')
  }

  it('reads the balance then: nothing before the receipt, 25 after it, 15 after the send', async () => {
    expect((await usdcOn(beforeReceipt * 1000))?.amount).toBe(0n)
    expect(await usdcOn((await seconds(received)) * 1000 + 30_000)).toEqual({
      token: 'USDC-POLYGON',
      amount: 25_000_000n,
      block: received.blockNumber,
      place: { kind: 'wallet' },
    })
    expect((await usdcOn((await seconds(sent)) * 1000))?.amount).toBe(15_000_000n)
  })

  it('is zero on every network for a date before the chains existed, without reading any state', async () => {
    const genesis = await polygon.getBlock({ blockNumber: 0n })
    const before = (Number(genesis.timestamp) - 86_400) * 1000
    const read = await getHoldingsAt(createClients(profile()), {
      address: me,
      profile: profile(),
      at: before,
    })
    expect(read.lines).toHaveLength(20)
    expect(read.lines.every((l) => l.amount === 0n && l.block === null)).toBe(true)
    const rows = csvRecords(
      holdingsCsv({ day: '2020-01-01', at: before, ...read, dollar: 'bolsa', quote: null }, 'es'),
      ';',
    )
    expect(rows).toEqual([
      expect.objectContaining({ Token: 'Total', 'Valor en USD': '0,00', 'Valor en ARS': '' }),
    ])
  })

  it('prices ETH with the feed at that block and stables at 1', async () => {
    const at = (await seconds(sent)) * 1000
    const read = await getHoldingsAt(createClients(profile()), { address: me, profile: profile(), at })
    expect(read.feedPrices.ETH?.price).toBeGreaterThan(0)
    expect(read.lines.find((l) => l.token === 'MATIC')?.amount).toBeGreaterThan(0n)
  })

  it('says the node keeps no old state when it refuses a past block, instead of guessing', async () => {
    const tip = await polygon.getBlockNumber()
    // A node that is not an archive node: state at the tip only (geth's words for older blocks).
    const pruned = await startRpcEndpoint({
      kind: 'forward',
      target: profile().networks.polygon.rpcUrls.at(-1)!,
      intercept: (r) => {
        const tag = r.method === 'eth_call' ? r.params?.[1] : undefined
        return typeof tag === 'string' && tag !== 'latest' && BigInt(tag) < tip
          ? { code: -32000, message: 'missing trie node 0x5a3b (path ) state is not available' }
          : undefined
      },
    })
    const base = profile()
    const p: ChainProfile = {
      ...base,
      networks: { ...base.networks, polygon: { ...base.networks.polygon, rpcUrls: [pruned.url] } },
    }
    const error = await usdcOn((await seconds(received)) * 1000 + 30_000, p)
      .catch((e: unknown) => e)
      .finally(() => pruned.close())
    expect(error).toBeInstanceOf(ExportError)
    expect((error as ExportError).toErrorMessage()).toEqual({
      key: 'export.holdings.noArchive',
      values: { network: 'Polygon' },
    })
  })
})

describe('finding the block of a moment', () => {
  it('takes a few block reads and lands on the last block at or before the moment', async () => {
    const clock = blockClock(createNetworkClient('polygon', profile()))
    const at = await seconds(received)
    const found = await clock.blockAt(BigInt(at))
    expect(found?.number).toBe(received.blockNumber)
    const next = await polygon.getBlock({ blockNumber: received.blockNumber + 1n })
    expect(Number(next.timestamp)).toBeGreaterThan(at)
    expect(await clock.blockAt(BigInt(at - 1))).toEqual(
      expect.objectContaining({ number: expect.any(BigInt) }),
    )
    expect((await clock.blockAt(BigInt(at - 1)))!.number).toBeLessThan(received.blockNumber)
  })
})

describe('the explorer history, paged by block', () => {
  const network = 'polygon' as const
  // 2 500 native transactions over 1 200 blocks, two or three a block: more than two explorer answers.
  const rows = Array.from({ length: 2500 }, (_, i) => ({
    blockNumber: String(1000 + Math.floor(i / 2.1)),
    timeStamp: String(1_700_000_000 + i),
    hash: `0x${i.toString(16).padStart(64, '0')}`,
    from: me.toLowerCase(),
    to: friend,
    value: String(i + 1),
    isError: '0',
    gasUsed: '21000',
    gasPrice: '30000000000',
  }))
  let requests: URLSearchParams[] = []
  let url = ''
  const server = createServer((req, res) => {
    const q = new URL(req.url ?? '', 'http://x').searchParams
    requests.push(q)
    res.setHeader('content-type', 'application/json')
    if (q.get('action') === 'tokentx') {
      res.end(JSON.stringify({ status: '0', message: 'No token transfers found', result: [] }))
      return
    }
    const start = BigInt(q.get('startblock') ?? '0')
    const page = rows.filter((r) => BigInt(r.blockNumber) >= start).slice(0, Number(q.get('offset')))
    res.end(JSON.stringify({ status: '1', message: 'OK', result: page }))
  })
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('gets every transaction exactly once, each with its fee, sliding the start block', async () => {
    requests = []
    const got = await explorerHistory(url, profile(), { address: me, network })
    expect(got.complete).toBe(true)
    expect(got.transactions.map((t) => t.valueWei)).toEqual(rows.map((r) => BigInt(r.value)))
    expect(got.transactions[0]?.fee).toBe(21_000n * 30_000_000_000n)
    const txlist = requests.filter((q) => q.get('action') === 'txlist')
    expect(txlist.map((q) => q.get('offset'))).toEqual(txlist.map(() => String(EXPLORER_PAGE)))
    expect(txlist).toHaveLength(3)
  })

  it('says the list is incomplete when the request cap is reached', async () => {
    const got = await explorerHistory(url, profile(), { address: me, network, maxRequests: 1 })
    expect(got.complete).toBe(false)
    expect(got.transactions.length).toBeLessThan(EXPLORER_PAGE)
  })
})
