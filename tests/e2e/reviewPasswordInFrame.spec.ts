import { expect, type Frame, type Page, test } from '@playwright/test'
import { getAddress } from 'viem'
import { testAddress, testPassword } from './fixtures/storedWallet'
import { SendDialog } from './pages/SendDialog'
import { seriousViolations } from './support/axe'
import {
  callOnAppChannel,
  charactersIn,
  expectNothingOf,
  installRecorder,
  recorded,
} from './support/hostilePage'
import { watchSendSuccess } from './support/sendSuccess'
import { expectFrameFits, signerFrame, tabToInFrame } from './support/signerFrame'
import { balanceOf, freshAddress, openFundedHome, rpc } from './support/wallet'

/**
 * Issue 41 steps 4 and 5 (docs/signer-plan.md): the password a review asks for (here a new address above the
 * US$ 100 limit) is typed in the signer's review frame, beside its Confirmar, which confirms that one review in
 * the key worker; the app's channel then signs it, without any password. A script on the app's origin — an init
 * script that runs there only — records every key, input, field value and every text its document ever held,
 * keeps the app's end of the channel to the key worker and the review ids it answered, and never sees the
 * password; its own Confirm, with the password or without, is refused; the send goes through on chain, once.
 */

type Answer = { value?: unknown; error?: string }

/** The hostile script's own call on the app's channel: its value, or the name of the error it was refused with. */
async function call(page: Page, method: string, ...args: unknown[]): Promise<Answer> {
  const { type, value } = await callOnAppChannel(page, method, ...args)
  return type === 'HANDLER' ? { error: (value as { name?: string }).name ?? 'Error' } : { value }
}

/** The hostile script's own Confirm of review `id` on the app's channel, with and without the password. */
const forgedConfirms = async (page: Page, id: string, nonce: number) => ({
  withPassword: await call(page, 'signReviewed', id, { nonce, password: testPassword }),
  approve: await call(page, 'approveReview', id, testPassword),
  bare: await call(page, 'signReviewed', id, { nonce }),
})

/** The signer's review frame, asking for the password (Playwright's handle, for axe and its own document). */
async function passwordFrame(page: Page): Promise<Frame> {
  await expect(new SendDialog(page).reviewPassword()).toBeVisible()
  return signerFrame(page, 'review')
}

test('a script on the app’s page records no character of the review’s password typed in the frame, its own Confirm with the password is refused, and the send goes through once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await installRecorder(page, baseURL as string)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await openFundedHome(page)
  const to = freshAddress()
  const send = new SendDialog(page)
  await send.open()
  await send.fill(to, '0,25')
  await send.submit().click()
  await expect(send.reviewPasswordBox()).toContainText(/nunca confirmaste un envío/)
  // The frame draws the key worker's own decoding of this review: the person's recipient and amount.
  await expect(send.passwordFrame.summary('to')).toHaveText(getAddress(to))
  await expect(send.passwordFrame.summary('amount')).toHaveText('0,25 ETH')
  await expect(send.passwordFrame.summary('network')).toHaveText('Ethereum')
  // The app's page holds no password field and no Confirmar of its own: both are the frame's.
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^(Confirmar|Confirm)$/ })).toHaveCount(0)
  // The recorder works: a key pressed in the app's own document is seen.
  await send.reviewRecipient().click()
  await page.keyboard.press('Shift')
  expect((await recorded(page)).keys).toContain('Shift')

  await send.reviewFrame.show()
  await expect(send.confirm()).toBeEnabled()
  await tabToInFrame(send.reviewFrame.element(), send.reviewPassword())
  await send.reviewPassword().pressSequentially('no-es-la-clave-1')
  await send.reviewPassword().press('Enter')
  await expect(send.passwordFrame.error()).toHaveText('Contraseña incorrecta. Probá de nuevo.')

  // The script holds the review's id and the app's channel: a Confirm that carries the password — the right
  // one — is refused, approveReview is refused, and without it the review was never confirmed in the frame.
  const nonce = await rpc(1).getTransactionCount({ address: testAddress })
  const [reviewId] = (await recorded(page)).reviews
  expect(reviewId).toMatch(/^[0-9a-f]{32}$/)
  expect(await forgedConfirms(page, reviewId as string, nonce)).toEqual({
    withPassword: { error: 'TypeError' },
    approve: { error: 'TypeError' },
    bare: { error: 'ReviewNotConfirmedError' },
  })
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonce)

  const success = await watchSendSuccess(page)
  await send.reviewPassword().pressSequentially(testPassword)
  await send.reviewPassword().press('Enter')
  const { hash } = await success()
  await rpc(1).waitForTransactionReceipt({ hash })
  expect(await balanceOf(1, to)).toBe(250_000_000_000_000_000n)
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonce + 1)

  const seen = await recorded(page)
  expectNothingOf(seen, [testPassword, 'no-es-la-clave-1'])
  // Not one key or character typed in the frame reached the page: only the page's own Shift, and what went
  // into the page's own fields (the address and the amount).
  expect(charactersIn(seen)).toEqual([])
  expect(new Set(seen.data)).toEqual(new Set([to, '0,25']))
})

for (const look of [
  {
    language: 'es',
    theme: 'light',
    amount: '0,25',
    shown: '0,25 ETH',
    title: 'Lo que confirmás',
    why: /^Es una dirección a la que nunca confirmaste un envío/,
    field: 'Contraseña de la billetera',
    button: 'Confirmar',
    wrong: 'Contraseña incorrecta. Probá de nuevo.',
    back: 'Volver',
  },
  {
    language: 'en',
    theme: 'dark',
    amount: '0.25',
    shown: '0.25 ETH',
    title: 'What you confirm',
    why: /^You have never confirmed a transfer to this address/,
    field: 'Wallet password',
    button: 'Confirm',
    wrong: 'Wrong password. Try again.',
    back: 'Back',
  },
] as const) {
  test(`the frame speaks the app’s language and theme (${look.language}, ${look.theme}), says a wrong password, is axe-clean and fits a phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript(
      (prefs) => {
        localStorage.setItem('language', prefs.language)
        localStorage.setItem('theme', prefs.theme)
      },
      { language: look.language, theme: look.theme },
    )
    await openFundedHome(page)
    const send = new SendDialog(page)
    await send.open()
    const to = freshAddress()
    await send.fill(to, look.amount)
    await send.submit().click()
    const frame = await passwordFrame(page)
    await expect(send.passwordFrame.why('newRecipient')).toHaveText(look.why)
    await expect(send.passwordFrame.box().getByRole('heading', { name: look.title })).toBeVisible()
    await expect(send.passwordFrame.summary('to')).toHaveText(getAddress(to))
    await expect(send.passwordFrame.summary('amount')).toHaveText(look.shown)
    // Every name and value of the summary whole at 360 px: no word drawn over two lines ("Ethereu/m" was, and the
    // fee), the address alone wrapping anywhere.
    const split = await frame.evaluate(() =>
      [
        ...document.querySelectorAll('.summary dt, .summary dd:not([data-testid="review-summary-to"])'),
      ].flatMap((cell) => {
        const text = cell.firstChild
        if (!text || text.nodeType !== Node.TEXT_NODE) return []
        let at = 0
        return (text.textContent ?? '').split(' ').filter((word) => {
          const range = document.createRange()
          range.setStart(text, at)
          range.setEnd(text, at + word.length)
          at += word.length + 1
          return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1
        })
      }),
    )
    expect(split).toEqual([])
    await expect(send.passwordFrame.box().getByLabel(look.field, { exact: true })).toBeVisible()
    await expect(send.passwordFrame.confirm()).toHaveText(look.button)
    await expect(send.passwordFrame.back()).toHaveText(look.back)
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])

    await send.passwordFrame.refuse('no-es-la-clave-1')
    await expect(send.passwordFrame.error()).toHaveText(look.wrong)
    await expect(send.reviewPassword()).toHaveAccessibleDescription(look.wrong)
    await expect(send.reviewPassword()).toBeFocused()
    await expect(send.reviewPassword()).toHaveValue('')
    expect(await seriousViolations(frame)).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
    // Phone-sized: the frame holds its whole screen (reason, field, error) without a scroll bar of its own.
    await expectFrameFits(frame)

    const success = await watchSendSuccess(page)
    await send.passwordFrame.confirmWith(testPassword)
    await success()
  })
}

/** The script's own address: where its own transfer pays. */
const SCRIPT_ADDRESS = '0x000000000000000000000000000000000000dEaD'

/**
 * The hostile script's own review, on the app's channel: a transfer of 0.5 ETH from the wallet to its own
 * address (above the US$ 100 limit, to an address never paid: the worker asks for the password). Its id.
 */
async function scriptReview(page: Page): Promise<string> {
  const reply = await page.evaluate(
    async ({ from, to }) => {
      const amount = 5n * 10n ** 17n
      const plan = {
        chainId: 1,
        from,
        intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to, amount },
        calls: [{ to, value: amount }],
        gasLimits: [21_000n],
        fees: { maxFeePerGas: 2n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n },
      }
      const call = (window as unknown as { __call: (m: string, a: unknown[]) => Promise<unknown> }).__call
      const { value } = (await call('reviewPlan', [plan])) as {
        value: { id: string; needsPassword: boolean }
      }
      return value
    },
    { from: testAddress, to: SCRIPT_ADDRESS },
  )
  expect(reply.needsPassword).toBe(true)
  return reply.id
}

/** The script opens its own frame of the signer's review screen, with reasons of its choosing. */
async function openScriptFrame(page: Page, baseURL: string, review: string, reasons: string) {
  const app = new URL(baseURL)
  const signer = `${app.protocol}//${app.hostname}:${Number(app.port) + 100}`
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.id = 'script-frame'
    frame.title = 'script'
    frame.style.height = '600px'
    frame.src = src
    document.body.append(frame)
  }, `${signer}/?screen=review&review=${review}&reasons=${reasons}&lang=es&theme=light`)
  return page.frameLocator('#script-frame')
}

test('a script’s own review in a review frame it opens with lying reasons: the frame shows the script’s recipient and amount as the key worker decoded them, and the worker’s reasons', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await installRecorder(page, baseURL as string)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await openFundedHome(page)
  const review = await scriptReview(page)
  // The address claims fees only: the frame reads none of it.
  const frame = await openScriptFrame(page, baseURL as string, review, 'fees')
  await expect(frame.getByTestId('review-summary-to')).toHaveText(getAddress(SCRIPT_ADDRESS))
  await expect(frame.getByTestId('review-summary-amount')).toHaveText('0,5 ETH')
  await expect(frame.getByTestId('review-summary-network')).toHaveText('Ethereum')
  // 21 000 gas at 2 gwei at most.
  await expect(frame.getByTestId('review-summary-fees')).toHaveText('0,000042 ETH')
  await expect(frame.getByTestId('review-password-newRecipient')).toHaveText(/^Es una dirección/)
  await expect(frame.getByTestId('review-password-fees')).toHaveCount(0)
  await expect(frame.getByLabel('Contraseña de la billetera', { exact: true })).toBeVisible()
})

test('a review frame for an unknown review id says so and offers no field and no Confirmar', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await openFundedHome(page)
  const frame = await openScriptFrame(page, baseURL as string, 'a'.repeat(32), 'newRecipient')
  await expect(frame.getByTestId('review-summary-gone')).toHaveText(/^Esta revisión ya no es válida/)
  await expect(frame.locator('input')).toHaveCount(0)
  await expect(frame.getByTestId('review-summary-to')).toHaveCount(0)
  await expect(frame.getByRole('button', { name: 'Confirmar' })).toHaveCount(0)
})
