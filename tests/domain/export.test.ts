import { describe, expect, it } from 'vitest'
import {
  activityCsv,
  csvStyle,
  defaultHoldingsDate,
  exactDecimal,
  exportFileName,
  fixedDecimal,
  type Holdings,
  holdingsCsv,
  holdingsMoment,
  holdingsQuoteText,
  localDateTime,
  localDay,
  type Movement,
  quoteOn,
  toCsv,
  type Valuation,
  valueHoldings,
} from '../../src/domain/export'
import { csvRecords, parseCsv } from '../support/csv'

const friend = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const aavePool = '0x87870bca3f3fd6335c3f4ce8392d69350b4fa4e2'
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).getTime()

/** Three movements a saver makes: a 10 USDC send, a 0.5 ETH receipt, a 250 USDC deposit in Aave. */
const movements: Movement[] = [
  {
    hash: `0x${'c'.repeat(64)}`,
    network: 'ethereum',
    timeStamp: at(2025, 9, 30, 15, 4),
    kind: 'supply',
    status: 'confirmed',
    token: 'USDC',
    amount: 250_000_000n,
    counterparty: aavePool,
    protocol: 'Aave v3',
    fee: 3_100_000_000_000_123n,
  },
  {
    hash: `0x${'a'.repeat(64)}`,
    network: 'polygon',
    timeStamp: at(2025, 9, 27, 10, 30),
    kind: 'sent',
    status: 'confirmed',
    token: 'USDC-POLYGON',
    amount: 10_000_001n,
    counterparty: friend,
    fee: 21_000_000_000_000n,
  },
  {
    hash: `0x${'b'.repeat(64)}`,
    network: 'arbitrum',
    timeStamp: at(2025, 9, 29, 8, 0),
    kind: 'received',
    status: 'confirmed',
    token: null,
    amount: 500_000_000_000_000_000n,
    counterparty: friend,
    fee: null,
  },
]

const quotes = [
  { date: '2025-09-26', sell: 1400 },
  { date: '2025-09-29', sell: 1410.5 },
  { date: '2025-09-30', sell: 1468 },
]
const valuation: Valuation = {
  dollar: 'bolsa',
  quotes,
  feedPrice: (symbol, day) => (symbol === 'ETH' ? { price: 4000.25, day } : null),
}

describe('CSV in the language of the spreadsheet', () => {
  it('quotes every field, doubles quotes, ends lines with CRLF and starts with a BOM', () => {
    const text = toCsv(
      [
        ['a;b', 'say "hi"', ''],
        ['1,5', 'x'],
      ],
      csvStyle('es'),
    )
    expect(text).toBe('\uFEFF"a;b";"say ""hi""";""\r\n"1,5";"x"\r\n')
    expect(parseCsv(text, ';')).toEqual([
      ['a;b', 'say "hi"', ''],
      ['1,5', 'x'],
    ])
  })

  it('writes amounts exactly from base units, never through a float', () => {
    const es = csvStyle('es')
    const en = csvStyle('en')
    expect(exactDecimal(10_000_001n, 6, es)).toBe('10,000001')
    expect(exactDecimal(10_000_001n, 6, en)).toBe('10.000001')
    expect(exactDecimal(1n, 18, en)).toBe('0.000000000000000001')
    expect(exactDecimal(123_456_789_012_345_678_901_234_567n, 18, es)).toBe('123456789,012345678901234567')
    expect(exactDecimal(5_000_000n, 6, es)).toBe('5')
    expect(exactDecimal(0n, 18, es)).toBe('0')
    expect(fixedDecimal(1234567.891, 2, es)).toBe('1234567,89')
    expect(fixedDecimal(1234567.891, 2, en)).toBe('1234567.89')
  })
})

describe('dates', () => {
  it('are ISO-style local date and time in both languages', () => {
    expect(localDateTime(new Date(2026, 0, 2, 9, 5, 7).getTime())).toBe('2026-01-02 09:05:07')
    expect(localDay(new Date(2026, 0, 2, 23, 59, 59).getTime())).toBe('2026-01-02')
  })

  it('default to 31 December of last year for the holdings summary', () => {
    expect(defaultHoldingsDate(at(2026, 11, 24))).toBe('2025-12-31')
    expect(defaultHoldingsDate(at(2026, 1, 1, 0, 1))).toBe('2025-12-31')
  })

  it('read a picked day as its end (local time), or now for today', () => {
    const now = at(2026, 11, 24, 16, 40)
    expect(holdingsMoment('2025-12-31', now)).toEqual({
      ok: true,
      day: '2025-12-31',
      at: new Date(2025, 11, 31, 23, 59, 59, 999).getTime(),
    })
    expect(holdingsMoment('2026-11-24', now)).toEqual({ ok: true, day: '2026-11-24', at: now })
  })

  it('refuse a day in the future and a date that does not exist, with the message to show', () => {
    const now = at(2026, 11, 24, 16, 40)
    expect(holdingsMoment('2026-11-25', now)).toEqual({ ok: false, error: { key: 'export.date.future' } })
    for (const bad of ['2025-02-30', '31/12/2025', '', 'ayer', '2025-13-01', '0000-01-01']) {
      expect(holdingsMoment(bad, now), bad).toEqual({ ok: false, error: { key: 'export.date.invalid' } })
    }
  })
})

describe('the dollar quote of a day', () => {
  it('is the last one published on or before it, and none before the history starts', () => {
    expect(quoteOn(quotes, '2025-09-28')).toEqual({ date: '2025-09-26', sell: 1400 })
    expect(quoteOn(quotes, '2025-09-29')).toEqual({ date: '2025-09-29', sell: 1410.5 })
    expect(quoteOn(quotes, '2026-01-10')).toEqual({ date: '2025-09-30', sell: 1468 })
    expect(quoteOn(quotes, '2025-09-25')).toBeNull()
  })
})

describe('Exportar movimientos (CSV), parsed back', () => {
  it('in Spanish: `;`, decimal comma, Spanish header, a send, a receipt and a deposit, oldest first', () => {
    const rows = csvRecords(activityCsv(movements, valuation, 'es'), ';')
    expect(rows).toEqual([
      {
        'Fecha (hora local)': '2025-09-27 10:30:00',
        Red: 'Polygon',
        Tipo: 'Enviado',
        Estado: 'Confirmada',
        Token: 'USDC',
        Monto: '10,000001',
        Contraparte: friend,
        'Comisión de red': '0,000021',
        'Moneda de la comisión': 'MATIC',
        'Hash de la transacción': `0x${'a'.repeat(64)}`,
        'Precio en USD': '1,00',
        'Fuente del precio': 'Estable, 1 USD',
        'Valor en USD': '10,00',
        'Cotización (ARS por USD)': '1400,00',
        // A Saturday: no quote that day, so the file says Friday's is used.
        'Cotización usada':
          'Dólar MEP (bolsa) del 26/09/2025 (ArgentinaDatos), el último anterior al 27/09/2025',
        'Valor en ARS': '14000,00',
        'Monto aprobado (no se mueve)': '',
        'Recibido en el cambio': '',
        'Token recibido': '',
      },
      {
        'Fecha (hora local)': '2025-09-29 08:00:00',
        Red: 'Arbitrum One',
        Tipo: 'Recibido',
        Estado: 'Confirmada',
        Token: 'ETH',
        Monto: '0,5',
        Contraparte: friend,
        'Comisión de red': '',
        'Moneda de la comisión': '',
        'Hash de la transacción': `0x${'b'.repeat(64)}`,
        'Precio en USD': '4000,25',
        'Fuente del precio': 'Oráculo on-chain del 29/09/2025',
        'Valor en USD': '2000,13',
        'Cotización (ARS por USD)': '1410,50',
        'Cotización usada': 'Dólar MEP (bolsa) del 29/09/2025 (ArgentinaDatos)',
        'Valor en ARS': '2821176,31',
        'Monto aprobado (no se mueve)': '',
        'Recibido en el cambio': '',
        'Token recibido': '',
      },
      {
        'Fecha (hora local)': '2025-09-30 15:04:00',
        Red: 'Ethereum',
        Tipo: 'Depósito · Aave v3',
        Estado: 'Confirmada',
        Token: 'USDC',
        Monto: '250',
        Contraparte: aavePool,
        'Comisión de red': '0,003100000000000123',
        'Moneda de la comisión': 'ETH',
        'Hash de la transacción': `0x${'c'.repeat(64)}`,
        'Precio en USD': '1,00',
        'Fuente del precio': 'Estable, 1 USD',
        'Valor en USD': '250,00',
        'Cotización (ARS por USD)': '1468,00',
        'Cotización usada': 'Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos)',
        'Valor en ARS': '367000,00',
        'Monto aprobado (no se mueve)': '',
        'Recibido en el cambio': '',
        'Token recibido': '',
      },
    ])
  })

  it('in English: `,`, decimal point, English header, the same movements', () => {
    const rows = csvRecords(activityCsv(movements, valuation, 'en'), ',')
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Date (local time)',
      'Network',
      'Type',
      'Status',
      'Token',
      'Amount',
      'Counterparty',
      'Network fee',
      'Fee coin',
      'Transaction hash',
      'USD price',
      'Price source',
      'USD value',
      'Quote (ARS per USD)',
      'Quote used',
      'ARS value',
      'Approved amount (not moved)',
      'Received in the swap',
      'Token received',
    ])
    expect(rows.map((r) => [r.Type, r.Amount, r['Network fee'], r['USD value'], r['ARS value']])).toEqual([
      ['Sent', '10.000001', '0.000021', '10.00', '14000.00'],
      ['Received', '0.5', '', '2000.13', '2821176.31'],
      ['Deposit · Aave v3', '250', '0.003100000000000123', '250.00', '367000.00'],
    ])
    expect(rows[2]?.['Quote used']).toBe('MEP (bolsa) dollar of 2025-09-30 (ArgentinaDatos)')
  })

  it('says, row by row, when the pesos quote is from an earlier day than the movement', () => {
    // The history ends on 30 September 2025; a send two months later is valued at that quote, and says so.
    const later: Movement = { ...movements[1]!, timeStamp: at(2025, 12, 1, 9) }
    const sameDay = movements[0]!
    const es = csvRecords(activityCsv([later, sameDay], valuation, 'es'), ';')
    expect(es.map((r) => [r['Fecha (hora local)'], r['Cotización usada'], r['Valor en ARS']])).toEqual([
      ['2025-09-30 15:04:00', 'Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos)', '367000,00'],
      [
        '2025-12-01 09:00:00',
        'Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos), el último anterior al 01/12/2025',
        '14680,00',
      ],
    ])
    const en = csvRecords(activityCsv([later], valuation, 'en'), ',')
    expect(en[0]?.['Quote used']).toBe(
      'MEP (bolsa) dollar of 2025-09-30 (ArgentinaDatos), the latest before 2025-12-01',
    )
  })

  it('leaves values empty, and says why, where no price or no quote is known; a failed send keeps its fee', () => {
    const failed: Movement = { ...movements[1]!, status: 'failed', hash: `0x${'d'.repeat(64)}` }
    const received = movements[2]!
    const text = activityCsv(
      [failed, received],
      { dollar: 'cripto', quotes: null, feedPrice: () => null },
      'es',
    )
    const [f, r] = csvRecords(text, ';')
    expect(f).toMatchObject({
      Estado: 'Fallida',
      'Comisión de red': '0,000021',
      'Valor en USD': '',
      'Valor en ARS': '',
      'Cotización usada': 'Sin cotización',
    })
    expect(r).toMatchObject({
      'Fuente del precio': 'Sin precio histórico',
      'Valor en USD': '',
      'Valor en ARS': '',
    })
  })

  it('writes an approval and a revoke as what they are: no amount moved, the allowance apart, the spender', () => {
    const approval: Movement = {
      hash: `0x${'e'.repeat(64)}`,
      network: 'ethereum',
      timeStamp: at(2025, 9, 30, 15, 3),
      kind: 'approve',
      status: 'confirmed',
      token: 'USDC',
      amount: 0n,
      approved: 250_000_000n,
      counterparty: aavePool,
      protocol: 'Aave v3',
      fee: 46_000_000_000_000n,
    }
    const revoke: Movement = { ...approval, hash: `0x${'f'.repeat(64)}`, kind: 'revoke', approved: 0n }
    const [a, r] = csvRecords(activityCsv([approval, revoke], valuation, 'es'), ';')
    expect(a).toMatchObject({
      Tipo: 'Aprobación · Aave v3',
      Token: 'USDC',
      Monto: '',
      Contraparte: aavePool,
      'Comisión de red': '0,000046',
      'Precio en USD': '',
      'Fuente del precio': '',
      'Valor en USD': '',
      'Valor en ARS': '',
      'Monto aprobado (no se mueve)': '250',
    })
    expect(r).toMatchObject({
      Tipo: 'Revocación de permiso · Aave v3',
      Token: 'USDC',
      Monto: '',
      Contraparte: aavePool,
      'Valor en USD': '',
      'Monto aprobado (no se mueve)': '0',
    })
    const [en] = csvRecords(activityCsv([approval], valuation, 'en'), ',')
    expect(en).toMatchObject({ Type: 'Approval · Aave v3', Amount: '', 'Approved amount (not moved)': '250' })
  })

  it('writes a swap on one line with both amounts: what left, and what came in beside it', () => {
    const swap: Movement = {
      hash: `0x${'c'.repeat(64)}`,
      network: 'ethereum',
      timeStamp: at(2025, 9, 30, 16, 0),
      kind: 'swap',
      status: 'confirmed',
      token: 'USDT',
      amount: 100_000_000n,
      received: { token: 'USDC', amount: 99_970_001n },
      counterparty: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
      protocol: 'Uniswap v3',
      fee: 120_000_000_000_000n,
    }
    const toEth: Movement = {
      ...swap,
      hash: `0x${'d'.repeat(64)}`,
      token: 'USDC',
      received: { token: null, amount: 33_123_456_789_000_000n },
    }
    const reverted: Movement = { ...swap, hash: `0x${'b'.repeat(64)}`, status: 'failed' }
    const [s, e, f] = csvRecords(activityCsv([swap, toEth, reverted], valuation, 'es'), ';')
    expect(s).toMatchObject({
      Tipo: 'Cambio · Uniswap v3',
      Token: 'USDT',
      Monto: '100',
      'Recibido en el cambio': '99,970001',
      'Token recibido': 'USDC',
      'Valor en USD': '100,00',
    })
    expect(e).toMatchObject({
      Token: 'USDC',
      Monto: '100',
      'Recibido en el cambio': '0,033123456789',
      'Token recibido': 'ETH',
    })
    // A reverted swap brought nothing in.
    expect(f).toMatchObject({ Estado: expect.any(String), 'Recibido en el cambio': '', 'Token recibido': '' })
    const [en] = csvRecords(activityCsv([swap], valuation, 'en'), ',')
    expect(en).toMatchObject({
      Type: 'Swap · Uniswap v3',
      Amount: '100',
      'Received in the swap': '99.970001',
      'Token received': 'USDC',
    })
  })

  it('is an empty table with its header when there is nothing to export', () => {
    expect(parseCsv(activityCsv([], valuation, 'en'), ',')).toHaveLength(1)
  })

  it('is named in the language, with the day', () => {
    expect(exportFileName('activity', 'es', '2026-11-24')).toBe('billetera-movimientos-2026-11-24.csv')
    expect(exportFileName('holdings', 'en', '2025-12-31')).toBe('billetera-holdings-2025-12-31.csv')
  })
})

describe('Resumen de tenencias (CSV), parsed back', () => {
  const wallet = { kind: 'wallet' } as const
  /*
   * Worked by hand at US$ 1 = $ 1.500 (ETH and WETH at US$ 3.000 from the feeds; LINK without a price):
   *   wallet   1.234,56 USDC + 0,25 ETH (750)                         = 1.984,56
   *   Yearn    500,123456 USDC                                        =   500,123456
   *   Aave     2 WETH supplied as collateral (6.000), 1.000,5 USDC owed = 6.000 − 1.000,5
   *   Ethena   10 USDe in the cooldown                                =    10
   *   total    7.494,183456 USD → 11.241.275,184 ARS
   */
  const holdings: Holdings = {
    day: '2025-12-31',
    at: new Date(2025, 11, 31, 23, 59, 59, 999).getTime(),
    lines: [
      { token: 'USDC', amount: 1_234_560_000n, block: 23_000_000n, place: wallet },
      { token: 'ETH', amount: 250_000_000_000_000_000n, block: 23_000_000n, place: wallet },
      { token: 'DAI-POLYGON', amount: 0n, block: 80_000_000n, place: wallet },
      { token: 'LINK', amount: 10n ** 18n, block: 23_000_000n, place: wallet },
      {
        token: 'WETH',
        amount: 2n * 10n ** 18n,
        block: 23_000_000n,
        place: { kind: 'deposit', protocol: 'aave', receipt: 'aWETH', collateral: true },
      },
      {
        token: 'USDC',
        amount: -1_000_500_000n,
        block: 23_000_000n,
        place: { kind: 'debt', protocol: 'aave' },
      },
      {
        token: 'USDe',
        amount: 10n * 10n ** 18n,
        block: 23_000_000n,
        place: { kind: 'deposit', protocol: 'ethena', receipt: null, cooldown: true },
      },
      {
        token: 'USDC',
        amount: 500_123_456n,
        block: 23_000_000n,
        place: { kind: 'deposit', protocol: 'yearn', receipt: 'yvUSDC-1' },
      },
    ],
    feedPrices: { ETH: { price: 3000, day: '2025-12-31' }, WETH: { price: 3000, day: '2025-12-31' } },
    dollar: 'bolsa',
    quote: { date: '2025-12-30', sell: 1500 },
  }

  it('values each holding in USD and ARS, a debt against the total, and lists what has no price', () => {
    const valued = valueHoldings(holdings)
    expect(valued.lines.map((l) => [l.token, l.usd, l.ars])).toEqual([
      ['USDC', 1234.56, 1_851_840],
      ['ETH', 750, 1_125_000],
      ['LINK', null, null],
      ['WETH', 6000, 9_000_000],
      ['USDC', -1000.5, -1_500_750],
      ['USDe', 10, 15_000],
      ['USDC', 500.123456, expect.closeTo(750_185.184, 6)],
    ])
    expect(valued.usd).toBeCloseTo(7494.183456, 9)
    expect(valued.ars).toBeCloseTo(11_241_275.184, 5)
    expect(valued.unpriced).toEqual(['LINK'])
  })

  it('in Spanish: where each holding is, exact quantities (a debt negative), the receipt, the net total', () => {
    const rows = csvRecords(holdingsCsv(holdings, 'es'), ';')
    expect(
      rows.map((r) => [
        r.Red,
        r.Tipo,
        r.Token,
        r.Cantidad,
        r['Token del protocolo'],
        r['Valor en USD'],
        r['Valor en ARS'],
        r.Bloque,
      ]),
    ).toEqual([
      ['Ethereum', 'En la billetera', 'USDC', '1234,56', '', '1234,56', '1851840,00', '23000000'],
      ['Ethereum', 'En la billetera', 'ETH', '0,25', '', '750,00', '1125000,00', '23000000'],
      ['Ethereum', 'En la billetera', 'LINK', '1', '', '', '', '23000000'],
      [
        'Ethereum',
        'Depósito en Aave v3 (garantía)',
        'WETH',
        '2',
        'aWETH',
        '6000,00',
        '9000000,00',
        '23000000',
      ],
      ['Ethereum', 'Deuda en Aave v3', 'USDC', '-1000,5', '', '-1000,50', '-1500750,00', '23000000'],
      [
        'Ethereum',
        'Depósito en Ethena sUSDe (en enfriamiento)',
        'USDe',
        '10',
        '',
        '10,00',
        '15000,00',
        '23000000',
      ],
      [
        'Ethereum',
        'Depósito en Yearn v3',
        'USDC',
        '500,123456',
        'yvUSDC-1',
        '500,12',
        '750185,18',
        '23000000',
      ],
      ['', '', 'Total', '', '', '7494,18', '11241275,18', ''],
    ])
    for (const r of rows) {
      expect(r['Fecha de corte (hora local)']).toBe('2025-12-31 23:59:59')
      // No quote on 31 December: the file says the one used is an earlier day's.
      expect(r['Cotización usada']).toBe(
        'Dólar MEP (bolsa) del 30/12/2025 (ArgentinaDatos), el último anterior al 31/12/2025',
      )
      expect(r['Cotización (ARS por USD)']).toBe('1500,00')
    }
  })

  it('in English', () => {
    const rows = csvRecords(holdingsCsv(holdings, 'en'), ',')
    expect(
      rows.map((r) => [r.Type, r.Token, r.Quantity, r['Protocol token'], r['USD value'], r['ARS value']]),
    ).toEqual([
      ['In the wallet', 'USDC', '1234.56', '', '1234.56', '1851840.00'],
      ['In the wallet', 'ETH', '0.25', '', '750.00', '1125000.00'],
      ['In the wallet', 'LINK', '1', '', '', ''],
      ['Deposit in Aave v3 (collateral)', 'WETH', '2', 'aWETH', '6000.00', '9000000.00'],
      ['Debt on Aave v3', 'USDC', '-1000.5', '', '-1000.50', '-1500750.00'],
      ['Deposit in Ethena sUSDe (cooling down)', 'USDe', '10', '', '10.00', '15000.00'],
      ['Deposit in Yearn v3', 'USDC', '500.123456', 'yvUSDC-1', '500.12', '750185.18'],
      ['', 'Total', '', '', '7494.18', '11241275.18'],
    ])
    expect(rows[0]?.['Price source']).toBe('Stablecoin, 1 USD')
    expect(rows[1]?.['Price source']).toBe('On-chain price feed of 2025-12-31')
    expect(rows[3]?.['Price source']).toBe('On-chain price feed of 2025-12-31')
    expect(rows.at(-1)?.['Quote used']).toBe(
      'MEP (bolsa) dollar of 2025-12-30 (ArgentinaDatos), the latest before 2025-12-31',
    )
  })

  it('names a quote of the holdings day itself as the activity file does', () => {
    const sameDay = { ...holdings, quote: { date: '2025-12-31', sell: 1500 } }
    expect(csvRecords(holdingsCsv(sameDay, 'es'), ';').at(-1)?.['Cotización usada']).toBe(
      'Dólar MEP (bolsa) del 31/12/2025 (ArgentinaDatos)',
    )
    expect(holdingsQuoteText('en', 'bolsa', null, '2025-12-31')).toBe('No quote')
  })

  it('is a zero total when nothing was held', () => {
    const rows = csvRecords(holdingsCsv({ ...holdings, lines: [] }, 'es'), ';')
    expect(rows).toEqual([
      expect.objectContaining({ Token: 'Total', 'Valor en USD': '0,00', 'Valor en ARS': '0,00' }),
    ])
  })
})
