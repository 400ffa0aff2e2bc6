import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { checksumAddress } from 'viem'
import { csvRecords } from '../support/csv'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { AppFrame } from './pages/AppFrame'
import { ExportPanel } from './pages/ExportPanel'
import { SendDialog } from './pages/SendDialog'
import { aroundPage, clockLag, dayInZone, pageNow, safeToday } from './support/appDate'
import { watchSendSuccess } from './support/sendSuccess'
import { freshAddress, rpc } from './support/wallet'

/** The text of a downloaded file. */
const text = async (download: import('@playwright/test').Download) => readFile(await download.path(), 'utf8')

/** Mines a block on Polygon, so the block the app reads "now" holds the balances just set. */
const mine = () => rpc(137).request({ method: 'evm_mine' as never, params: [] as never })

/** A wallet of its own with 20 MATIC for fees and `usdc` USDC on Polygon, open on `path`. */
async function openFunded(page: Page, path: string, usdc: bigint) {
  const wallet = freshWallet()
  await fundExactly(wallet.address, { MATIC: 20n * 10n ** 18n, 'USDC-POLYGON': usdc })
  await mine()
  await openWithWallet(page, wallet, path)
  return wallet
}

test('Exportar movimientos (CSV) on home holds the send just made: hash, amount, counterparty, fee, pesos', async ({
  page,
}) => {
  const wallet = await openFunded(page, '/home', 50_000_000n)
  const to = freshAddress()
  const send = new SendDialog(page)
  await send.open()
  await send.network().selectOption('polygon')
  await send.token().selectOption('USDC-POLYGON')
  const success = await watchSendSuccess(page)
  await send.send(to, '10,5')
  await success()
  const exporting = new ExportPanel(page)
  const first = exporting.transactions().getByTestId('tx-list').getByRole('listitem').first()
  await expect(first).toContainText(/10,5(0+)? USDC/)
  await expect(first.getByTestId('tx-pending')).toHaveCount(0)
  const hash = (await first.getByRole('link').getAttribute('href'))?.split('/tx/')[1]
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

  // The file is named by the app's clock when asked (a second behind the page's at most), never the test's.
  const { value: download, at } = await aroundPage(page, () =>
    exporting.download(exporting.exportActivity(exporting.transactions())),
  )
  const named = [at[0] - clockLag, at[1]].map((t) => `billetera-movimientos-${dayInZone(t)}.csv`)
  expect(named).toContain(download.suggestedFilename())
  const file = await text(download)
  expect(file.startsWith('\uFEFF"Fecha (hora local)";"Red";"Tipo"')).toBe(true)
  const rows = csvRecords(file, ';')
  expect(rows.filter((r) => r['Hash de la transacción'] === hash)).toEqual([
    expect.objectContaining({
      Red: 'Polygon',
      Tipo: 'Enviado',
      Estado: 'Confirmada',
      Token: 'USDC',
      Monto: '10,5',
      Contraparte: checksumAddress(to),
      'Moneda de la comisión': 'MATIC',
      'Valor en USD': '10,50',
      'Valor en ARS': '15414,00',
    }),
  ])
  // The quotes end on 30/09/2025: the send, made later, says it is valued at an earlier day's quote.
  const sent = rows.find((r) => r['Hash de la transacción'] === hash)
  const sentDay = sent?.['Fecha (hora local)']?.slice(0, 10) ?? ''
  expect(sent?.['Cotización usada']).toBe(
    sentDay === '2025-09-30'
      ? 'Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos)'
      : `Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos), el último anterior al ${dayMonthYear(sentDay)}`,
  )
  const fee = rows.find((r) => r['Hash de la transacción'] === hash)?.['Comisión de red'] ?? ''
  expect(fee).toMatch(/^0,\d+$/)
  const receipt = await rpc(137).getTransactionReceipt({ hash: hash as `0x${string}` })
  expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
  await expect(exporting.status('activity')).toContainText(download.suggestedFilename())
})

test('Resumen de tenencias downloads in Spanish and in English, with the quote named; a future date is refused', async ({
  page,
}) => {
  const opening = await pageNow(page)
  await openFunded(page, '/wallet', 1_234_500_000n)
  const exporting = new ExportPanel(page)
  await expect(exporting.card()).toBeVisible()
  // 31 December of the year before the one the panel opened in (Buenos Aires): read against the page's clock.
  const offered = [opening, await pageNow(page)].map((t) => `${Number(dayInZone(t).slice(0, 4)) - 1}-12-31`)
  expect(offered).toContain(await exporting.holdingsDate().inputValue())

  await exporting.holdingsDate().fill('2999-01-01')
  await exporting.downloadHoldings().click()
  await expect(exporting.card()).toContainText('La fecha no puede ser futura: elegí hoy o un día anterior.')
  await expect(exporting.status('holdings')).toHaveCount(0)

  // Before the devnet's chains existed: nothing held, and a file that says so.
  await exporting.holdingsDate().fill('2020-01-01')
  const empty = await exporting.download(exporting.downloadHoldings())
  expect(fileName(empty)).toBe('billetera-tenencias-2020-01-01.csv')
  expect(csvRecords(await text(empty), ';')).toEqual([
    expect.objectContaining({ Token: 'Total', 'Valor en USD': '0,00' }),
  ])
  await expect(exporting.holdingsTotal()).toHaveText('Sin tenencias en esta billetera al 01/01/2020.')

  const today = await safeToday(page)
  await exporting.holdingsDate().fill(today)
  const es = await exporting.download(exporting.downloadHoldings())
  expect(fileName(es)).toBe(`billetera-tenencias-${today}.csv`)
  const spanish = csvRecords(await text(es), ';')
  expect(spanish.find((r) => r.Token === 'USDC' && r.Red === 'Polygon')).toMatchObject({
    Cantidad: '1234,5',
    'Precio en USD': '1,00',
    'Valor en USD': '1234,50',
    'Cotización (ARS por USD)': '1468,00',
    'Cotización usada': `Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos), el último anterior al ${dayMonthYear(today)}`,
    'Valor en ARS': '1812246,00',
  })
  expect(spanish.at(-1)).toMatchObject({ Token: 'Total' })
  // The recorded quotes end on 30/09/2025: the file and the panel say today's value uses that earlier day's.
  await expect(exporting.holdingsQuote()).toContainText(
    `Dólar MEP (bolsa) del 30/09/2025 (ArgentinaDatos), el último anterior al ${dayMonthYear(today)}`,
  )

  await new AppFrame(page).chooseLanguage('en')
  await expect(exporting.card()).toBeVisible()
  await exporting.holdingsDate().fill(today)
  const en = await exporting.download(exporting.downloadHoldings())
  expect(fileName(en)).toBe(`billetera-holdings-${today}.csv`)
  const english = csvRecords(await text(en), ',')
  expect(english.find((r) => r.Token === 'USDC' && r.Network === 'Polygon')).toMatchObject({
    Quantity: '1234.5',
    'USD value': '1234.50',
    'Quote (ARS per USD)': '1468.00',
    'Quote used': `MEP (bolsa) dollar of 2025-09-30 (ArgentinaDatos), the latest before ${today}`,
    'ARS value': '1812246.00',
  })
  await expect(exporting.holdingsQuote()).toContainText(
    `MEP (bolsa) dollar of 2025-09-30 (ArgentinaDatos), the latest before ${today}`,
  )
})

const fileName = (d: import('@playwright/test').Download) => d.suggestedFilename()

/** `2026-12-07` as Spanish text writes it: `07/12/2026`. */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/')
