import { type Address, erc20Abi, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { createClients } from '../../src/chain/clients'
import { getHoldingsAt } from '../../src/chain/export'
import { aaveDataProviderAbi } from '../../src/chain/protocols/aaveLendingAbis'
import { cometAbi, erc4626Abi, morphoAbi } from '../../src/chain/protocols/abis'
import { csvStyle, exactDecimal, type HoldingLine, holdingsCsv } from '../../src/domain/export'
import { csvRecords } from '../support/csv'
import { chain, deal, skip } from './helpers/devnet'
import { client, debtTokenOf, execute, profile, supplyWeth, token } from './helpers/lending'
import { appSide, newWallet, runPlan, type Wallet } from './protocols/support'
import { buildBorrowPlan } from './support/lendingIntents'
import { planCompoundDeposit, planMorphoDeposit, planYearnDeposit } from './support/vaultIntents'

/** The chain's time now (s): the moment a summary "at this time" reads. */
const now = async () => Number((await client.getBlock()).timestamp)

let me: Wallet
let before: number
let after: number
let depositBlock: bigint

beforeAll(async () => {
  me = await newWallet(client)
  // A minute on each side of the wallet's deposits, so each moment has a block of its own.
  await skip(client, 60)
  before = await now()
  await skip(client, 60)
  const { profile: p, reader } = appSide()
  await deal(client, token('USDC'), me.address, parseUnits('7000', 6))
  await deal(client, token('DAI'), me.address, parseEther('3000'))
  const [, yearn] = await runPlan(
    client,
    me,
    await planYearnDeposit(reader, { profile: p, from: me.address, amount: parseUnits('5000', 6) }),
  )
  depositBlock = yearn!.blockNumber
  await runPlan(
    client,
    me,
    await planCompoundDeposit(reader, { profile: p, from: me.address, amount: parseUnits('2000', 6) }),
  )
  await runPlan(
    client,
    me,
    await planMorphoDeposit(reader, { profile: p, from: me.address, amount: parseEther('3000') }),
  )
  const supplied = await supplyWeth(me, parseEther('10'))
  await execute(
    me,
    buildBorrowPlan({
      profile: profile(),
      from: me.address,
      reserve: supplied.reserves.USDC,
      amount: parseUnits('1000', 6),
    }),
  )
  // Interest runs a minute before the summary's moment and after it: the figures must be that block's, to the wei.
  await skip(client, 60)
  after = await now()
  await skip(client, 60)
})

const holdingsAt = (seconds: number) =>
  getHoldingsAt(createClients(profile()), { address: me.address, profile: profile(), at: seconds * 1000 })

/** The lines that are not wallet balances: the protocol deposits and debts. */
const positions = (lines: readonly HoldingLine[]) => lines.filter((l) => l.place.kind !== 'wallet')

describe('Resumen de tenencias: vault deposits and the Aave position at the date’s block', () => {
  it('has each deposit and the debt exactly as each protocol reports them at that block', async () => {
    const read = await holdingsAt(after)
    expect(read.unread).toEqual([])
    const found = positions(read.lines)
    const block = found[0]!.block!
    expect(Number((await client.getBlock({ blockNumber: block })).timestamp)).toBeLessThanOrEqual(after)
    expect(found.every((l) => l.block === block)).toBe(true)
    const v = profile().vaults
    const at = { blockNumber: block }

    const aave = chain(1).contracts.aaveDataProvider as Address
    const [aWeth, , , , , , , , collateral] = await client.readContract({
      address: aave,
      abi: aaveDataProviderAbi,
      functionName: 'getUserReserveData',
      args: [token('WETH'), me.address],
      ...at,
    })
    const usdcDebt = await client.readContract({
      address: debtTokenOf('USDC'),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [me.address],
      ...at,
    })
    const yearnShares = await client.readContract({
      address: v.yearnUsdcVault,
      abi: erc4626Abi,
      functionName: 'balanceOf',
      args: [me.address],
      ...at,
    })
    const yearn = await client.readContract({
      address: v.yearnUsdcVault,
      abi: erc4626Abi,
      functionName: 'convertToAssets',
      args: [yearnShares],
      ...at,
    })
    const comet = await client.readContract({
      address: v.comet,
      abi: cometAbi,
      functionName: 'balanceOf',
      args: [me.address],
      ...at,
    })
    // Morpho's own answer: what withdrawing every share would pay at that block.
    const { id, ...market } = v.morphoDaiMarket
    const [morphoShares] = await client.readContract({
      address: v.morphoBlue,
      abi: morphoAbi,
      functionName: 'position',
      args: [id, me.address],
      ...at,
    })
    const { result: withdrawn } = await client.simulateContract({
      account: me.address,
      address: v.morphoBlue,
      abi: morphoAbi,
      functionName: 'withdraw',
      args: [market, 0n, morphoShares, me.address, me.address],
      ...at,
    })

    expect(collateral).toBe(true)
    expect(usdcDebt).toBeGreaterThan(parseUnits('1000', 6))
    expect(yearn).toBeGreaterThan(parseUnits('5000', 6))
    expect(withdrawn[0]).toBeGreaterThan(parseEther('3000'))
    expect(found.map((l) => [l.place, l.token, l.amount])).toEqual([
      [{ kind: 'deposit', protocol: 'aave', receipt: 'aWETH', collateral: true }, 'WETH', aWeth],
      [{ kind: 'debt', protocol: 'aave' }, 'USDC', -usdcDebt],
      [{ kind: 'deposit', protocol: 'morpho', receipt: 'Morpho DAI' }, 'DAI', withdrawn[0]],
      [{ kind: 'deposit', protocol: 'compound', receipt: 'cUSDCv3' }, 'USDC', comet],
      [{ kind: 'deposit', protocol: 'yearn', receipt: 'yvUSDC-1' }, 'USDC', yearn],
    ])
  })

  it('writes them in the file, typed, exact to the wei and in pesos; the total is net of the debt', async () => {
    const read = await holdingsAt(after)
    const quote = { date: '2025-09-30', sell: 1468 }
    const file = holdingsCsv({ day: '2026-01-01', at: after * 1000, ...read, dollar: 'bolsa', quote }, 'es')
    const rows = csvRecords(file, ';')
    const style = csvStyle('es')
    const line = (protocol: string, kind: string) =>
      positions(read.lines).find(
        (l) => l.place.kind === kind && 'protocol' in l.place && l.place.protocol === protocol,
      )!
    const debt = line('aave', 'debt')
    const yearn = line('yearn', 'deposit')
    const weth = line('aave', 'deposit')
    expect(rows.find((r) => r.Tipo === 'Deuda en Aave v3')).toMatchObject({
      Red: 'Ethereum',
      Token: 'USDC',
      Cantidad: exactDecimal(debt.amount, 6, style),
      'Precio en USD': '1,00',
    })
    expect(rows.find((r) => r.Tipo === 'Deuda en Aave v3')?.Cantidad).toMatch(/^-1000,\d+$/)
    expect(rows.find((r) => r.Tipo === 'Depósito en Yearn v3')).toMatchObject({
      Token: 'USDC',
      Cantidad: exactDecimal(yearn.amount, 6, style),
      'Token del protocolo': 'yvUSDC-1',
      // The quote is the latest before the holdings' day, and the file says so.
      'Cotización usada':
        'Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos), el último anterior al 01/01/2026',
      'Valor en ARS': ((Number(yearn.amount) / 1e6) * 1468).toFixed(2).replace('.', ','),
    })
    expect(rows.find((r) => r.Tipo === 'Depósito en Aave v3 (garantía)')).toMatchObject({
      Token: 'WETH',
      Cantidad: exactDecimal(weth.amount, 18, style),
      'Token del protocolo': 'aWETH',
      'Fuente del precio': expect.stringMatching(/^Oráculo on-chain del /),
    })
    for (const type of ['Depósito en Morpho Blue', 'Depósito en Compound v3'])
      expect(rows.filter((r) => r.Tipo === type)).toHaveLength(1)
    // The total is every line's value added up, the debt subtracted.
    const value = (r: Record<string, string>) => Number((r['Valor en USD'] ?? '').replace(',', '.'))
    const total = rows.at(-1)!
    expect(total.Token).toBe('Total')
    const sum = rows.slice(0, -1).reduce((s, r) => s + value(r), 0)
    expect(Math.abs(value(total) - sum)).toBeLessThan(0.01 * rows.length)
    expect(rows.find((r) => r.Tipo === 'Deuda en Aave v3')?.['Valor en USD']).toBe(
      (Number(debt.amount) / 1e6).toFixed(2).replace('.', ','),
    )
  })

  it('has no deposit and no debt at a date before them, and none read wrongly', async () => {
    const read = await holdingsAt(before)
    expect(read.unread).toEqual([])
    expect(positions(read.lines)).toEqual([])
    const block = read.lines.find((l) => l.token === 'USDC')!.block!
    expect(block).toBeLessThan(depositBlock)
    const rows = csvRecords(
      holdingsCsv({ day: '2026-01-01', at: before * 1000, ...read, dollar: 'bolsa', quote: null }, 'en'),
      ',',
    )
    expect(rows.filter((r) => r.Type !== 'In the wallet' && r.Token !== 'Total')).toEqual([])
  })
})
