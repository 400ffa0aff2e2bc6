import { expect, type Page, type Route, test } from '@playwright/test'
import { testAddress, testPassword } from './fixtures/storedWallet'
import { AppFrame } from './pages/AppFrame'
import { SendDialog } from './pages/SendDialog'
import { watchSendSuccess } from './support/sendSuccess'
import { balanceOf, chainOf, freshAddress, openFundedHome, rpc } from './support/wallet'

// The key worker signs at most US$ 150 of network fees in 24 h without the password, counted at their worst
// (gas limit × max fee per gas, ETH at its ceiling price of US$ 6 000). The devnet's Ethereum base fee is 8 gwei,
// where a send's ceiling is cents; this page is told by its node that the base fee is 200 gwei (the devnet
// itself is not touched), so each ETH send's ceiling is 21 000–25 200 gas × about 450 gwei (twice the base fee
// and the tip): under US$ 70. Two fit, the third asks.

const CONGESTED_BASE_FEE = `0x${(200n * 10n ** 9n).toString(16)}`

/** Rewrites every base fee the node reports (a block's, fee history's) to 200 gwei, in this page only. */
function congest(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(congest)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value))
    out[key] =
      key === 'baseFeePerGas'
        ? Array.isArray(v)
          ? v.map(() => CONGESTED_BASE_FEE)
          : CONGESTED_BASE_FEE
        : congest(v)
  return out
}

async function congestEthereum(page: Page) {
  const port = new URL(chainOf(1).rpcUrl).port
  await page.route(
    (url) => url.hostname === '127.0.0.1' && url.port === port,
    async (route: Route) => {
      const response = await route.fetch()
      const body = congest(await response.json())
      await route.fulfill({ response, body: JSON.stringify(body) })
    },
  )
}

/** Sends 0,001 ETH to a fresh address through the review, no password asked, and waits for it to be mined. */
async function sendSmall(send: SendDialog) {
  await send.open()
  await send.fill(freshAddress(), '0,001')
  await send.submit().click()
  await send.reviewFrame.show()
  await expect(send.confirm()).toBeEnabled()
  await expect(send.reviewPasswordBox()).toHaveCount(0)
  const success = await watchSendSuccess(send.page)
  await send.pressConfirm()
  const { hash } = await success()
  await rpc(1).waitForTransactionReceipt({ hash })
  await expect(send.dialog()).toBeHidden()
}

test('on a congested day, the third send’s fee ceiling takes the day over US$ 150: the password is asked, and said why in Spanish and English', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await openFundedHome(page)
  await congestEthereum(page)
  const send = new SendDialog(page)
  await sendSmall(send)
  await sendSmall(send)

  const to = freshAddress()
  await send.open()
  await send.fill(to, '0,001')
  await send.submit().click()
  await expect(send.reviewPasswordBox()).toContainText(
    /sin contraseña en las últimas 24 horas superarían US\$\s150,00\. Para que ningún script/,
  )
  // Only the fees are the reason: 0,001 ETH is far under the new-address limit.
  await expect(send.reviewPasswordBox()).not.toContainText('nunca confirmaste un envío')
  await expect(send.reviewPassword()).toBeVisible()
  const nonce = await rpc(1).getTransactionCount({ address: testAddress })
  await send.passwordFrame.refuse('no-es-la-clave-1')
  await expect(send.reviewPasswordBox()).toContainText('Contraseña incorrecta. Probá de nuevo.')
  await expect(send.reviewPassword()).toBeVisible()
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonce)

  const success = await watchSendSuccess(page)
  await send.confirmWithPassword(testPassword)
  const { hash } = await success()
  await rpc(1).waitForTransactionReceipt({ hash })
  expect(await balanceOf(1, to)).toBe(10n ** 15n)
  await expect(send.dialog()).toBeHidden()

  // The day’s sum still stands: the next send asks too, said in English once the language is switched.
  await new AppFrame(page).chooseLanguage('en')
  await send.open()
  await send.fill(freshAddress(), '0.001')
  await send.submit().click()
  await expect(send.reviewPasswordBox()).toContainText(
    /without your password in the last 24 hours would be over \$150\.00\. So that no script/,
  )
  await send.pressBack()
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonce + 1)
})
