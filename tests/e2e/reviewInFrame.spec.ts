import { expect, type Page, test } from '@playwright/test'
import { getAddress } from 'viem'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { testAddress } from './fixtures/storedWallet'
import { SendDialog } from './pages/SendDialog'
import { VaultsPage } from './pages/VaultsPage'
import { seriousViolations } from './support/axe'
import { callOnAppChannel, installRecorder } from './support/hostilePage'
import { watchSendSuccess } from './support/sendSuccess'
import { expectFrameFits, signerFrame, tabToInFrame } from './support/signerFrame'
import { balanceOf, freshAddress, openFundedHome, rpc } from './support/wallet'

/**
 * Issue 41 step 5 (docs/signer-plan.md): every review's Confirmar and Volver live in the signer's frame, and the
 * key worker signs for the app's channel only a review confirmed there. A hostile script on the app's origin
 * only (an init script: it records the page and keeps the app's end of the channel) makes its own review through
 * that channel and asks the worker to sign it, and asks it to sign the person's review: both refused, nothing on
 * chain. It fades the frame out and lays an element over it: Confirmar stops answering, and says why. Once the
 * frame is shown as drawn, the person's own Confirmar sends exactly what they reviewed, once.
 */

/** The script's own address: where its own transfer would pay. */
const SCRIPT_ADDRESS = '0x000000000000000000000000000000000000dEaD'

const texts = {
  es: {
    amount: '0,01',
    shown: '0,01 ETH',
    hidden: 'Confirmar responde solo con esta revisión a la vista y sin nada encima.',
    confirm: 'Confirmar',
    back: 'Volver',
  },
  en: {
    amount: '0.01',
    shown: '0.01 ETH',
    hidden: 'Confirm works only while this review is in view with nothing over it.',
    confirm: 'Confirm',
    back: 'Back',
  },
} as const

/** The name of the error the worker refused the script's call with, or 'signed'. */
async function refusal(page: Page, method: string, ...args: unknown[]): Promise<string> {
  const { type, value } = await callOnAppChannel(page, method, ...args)
  return type === 'HANDLER' ? ((value as { name?: string }).name ?? 'Error') : 'signed'
}

/**
 * The script's own review on the app's channel: 0.001 ETH from the wallet to its own address (about US$ 3,
 * under the new-address limit, so the worker asks no password), and its own Confirm of it on that channel.
 */
async function scriptSignsItsOwnReview(page: Page, nonce: number): Promise<string> {
  return page.evaluate(
    async ({ from, to, nonce }) => {
      const amount = 10n ** 15n
      const plan = {
        chainId: 1,
        from,
        intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to, amount },
        calls: [{ to, value: amount }],
        gasLimits: [21_000n],
        fees: { maxFeePerGas: 2n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n },
      }
      type Reply = { type?: string; value?: unknown }
      const call = (window as unknown as { __call: (m: string, a: unknown[]) => Promise<Reply> }).__call
      const review = (await call('reviewPlan', [plan])).value as { id: string; needsPassword: boolean }
      if (review.needsPassword) return 'the worker asked for the password'
      const { type, value } = await call('signReviewed', [review.id, { nonce }])
      return type === 'HANDLER' ? ((value as { name?: string }).name ?? 'Error') : 'signed'
    },
    { from: testAddress, to: SCRIPT_ADDRESS, nonce },
  )
}

/** What the script does to the frame on the app's page: fade it out, or lay a box over it (or undo either). */
async function tamper(page: Page, how: 'fade' | 'cover' | 'undo'): Promise<void> {
  await page.evaluate((how) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-testid="signer-review"]')
    if (!frame) throw new Error('no review frame')
    document.getElementById('script-cover')?.remove()
    frame.style.opacity = how === 'fade' ? '0' : ''
    if (how !== 'cover') return
    const box = frame.getBoundingClientRect()
    const cover = document.createElement('div')
    cover.id = 'script-cover'
    cover.textContent = 'Ganaste un premio: tocá acá'
    // Over the frame, letting a click through to it: what a clickjacking page does.
    Object.assign(cover.style, {
      position: 'fixed',
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      background: 'white',
      zIndex: '2147483647',
      pointerEvents: 'none',
    })
    document.body.append(cover)
  }, how)
}

for (const language of ['es', 'en'] as const) {
  const t = texts[language]

  test(`${language}: a script on the app's page cannot sign a review nor press Confirmar for the person; a hidden or covered frame does not confirm; the person's Confirmar sends exactly what they reviewed`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    await installRecorder(page, baseURL as string)
    await page.addInitScript((code) => localStorage.setItem('language', code), language)
    await openFundedHome(page)
    const nonce = await rpc(1).getTransactionCount({ address: testAddress })
    const scriptHeld = await balanceOf(1, SCRIPT_ADDRESS)

    // Its own review, made and signed on the app's channel with no frame: refused, nothing signed.
    expect(await scriptSignsItsOwnReview(page, nonce)).toBe('ReviewNotConfirmedError')

    const to = freshAddress()
    const send = new SendDialog(page)
    await send.open()
    await send.fill(to, t.amount)
    await send.submit().click()
    await expect(send.reviewFrame.summary('to')).toHaveText(getAddress(to))
    await expect(send.reviewFrame.summary('amount')).toHaveText(t.shown)
    await expect(send.reviewFrame.back()).toHaveText(t.back)
    // The app's page has no Confirmar of its own: it is the frame's.
    await expect(page.getByRole('button', { name: t.confirm, exact: true })).toHaveCount(0)
    await send.reviewFrame.show()
    await expect(send.confirm()).toBeEnabled()

    // The person's own review, on screen: the script reads its id off the frame's address and asks the worker
    // to sign it. Refused.
    const personal = await page.evaluate(
      () =>
        new URL(
          document.querySelector<HTMLIFrameElement>('iframe[data-testid="signer-review"]')?.src ?? '',
        ).searchParams.get('review') ?? '',
    )
    expect(personal).toMatch(/^[0-9a-f]{32}$/)
    expect(await refusal(page, 'signReviewed', personal, { nonce })).toBe('ReviewNotConfirmedError')
    expect(await refusal(page, 'approveReview', personal)).toBe('TypeError')

    // Faded out, then covered: Confirmar stops answering and says why; the very press that confirms a shown
    // frame (Enter on the focused button: never dropped by the browser) does nothing.
    for (const how of ['fade', 'cover'] as const) {
      await tamper(page, how)
      await expect(send.confirm()).toBeDisabled()
      await expect(send.reviewFrame.status()).toHaveText(t.hidden)
      await send.confirm().press('Enter')
      if (how === 'cover') await send.confirm().click({ force: true })
      await expect(send.reviewFrame.status()).toHaveText(t.hidden)
      expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonce)
      await tamper(page, 'undo')
      await expect(send.confirm()).toBeEnabled()
    }
    const frame = signerFrame(page, 'review')
    expect(await seriousViolations(frame)).toEqual([])

    const success = await watchSendSuccess(page)
    await send.pressConfirm()
    const { hash } = await success()
    await rpc(1).waitForTransactionReceipt({ hash })
    expect(await balanceOf(1, to)).toBe(10n ** 16n)
    expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonce + 1)
    expect(await balanceOf(1, SCRIPT_ADDRESS)).toBe(scriptHeld)
    // Spent: the script cannot sign the person's review again either.
    expect(await refusal(page, 'signReviewed', personal, { nonce: nonce + 1 })).toBe('ReviewExpiredError')
  })
}

test('keyboard alone at 360 px: Tab reaches the frame’s Volver and Confirmar, Enter on Confirmar sends; the frame fits and is axe-clean in the dark theme', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.addInitScript(() => {
    localStorage.setItem('language', 'en')
    localStorage.setItem('theme', 'dark')
  })
  await openFundedHome(page)
  const to = freshAddress()
  const send = new SendDialog(page)
  await send.open()
  await send.fill(to, '0.01')
  await send.submit().click()
  await expect(send.reviewLeaving()).toHaveText(/^0\.01 ETH/)
  await send.reviewFrame.show()
  await expect(send.confirm()).toBeEnabled()
  const frame = signerFrame(page, 'review')
  await expectFrameFits(frame)
  expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
  expect(await seriousViolations(frame)).toEqual([])
  // Tab from the review's heading into the frame: Volver, then Confirmar.
  await send.review().getByRole('heading').focus()
  let reached = false
  for (let i = 0; i < 30 && !reached; i++) {
    await page.keyboard.press('Tab')
    reached = await send
      .confirm()
      .evaluate((button) => document.activeElement === button && document.hasFocus())
  }
  expect(reached, 'Tab reached Confirmar in the frame').toBe(true)
  const success = await watchSendSuccess(page)
  await page.keyboard.press('Enter')
  const { hash } = await success()
  await rpc(1).waitForTransactionReceipt({ hash })
  expect(await balanceOf(1, to)).toBe(10n ** 16n)
})

test('where the browser has no IntersectionObserver v2, Confirmar opens the review in a window of the signer’s own, and the person’s Confirmar there sends exactly what they reviewed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const app = new URL(baseURL as string)
  const signer = `${app.protocol}//${app.hostname}:${Number(app.port) + 100}`
  // A browser without v2 (Firefox, Safari), on the signer's origin only.
  await page.addInitScript((origin) => {
    if (location.origin === origin)
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
  }, signer)
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await openFundedHome(page)
  const nonce = await rpc(1).getTransactionCount({ address: testAddress })
  const to = freshAddress()
  const send = new SendDialog(page)
  await send.open()
  await send.fill(to, '0,01')
  await send.submit().click()
  await send.reviewFrame.show()
  await expect(send.confirm()).toBeEnabled()
  await expect(send.reviewFrame.status()).toHaveText(
    /^Este navegador no puede comprobar que esta revisión esté a la vista/,
  )
  const opened = page.waitForEvent('popup')
  await tabToInFrame(send.reviewFrame.element(), send.confirm())
  await page.keyboard.press('Enter')
  const popup = await opened
  expect(new URL(popup.url()).origin).toBe(signer)
  // The window draws what the key worker decoded, handed over by the frame that opened it.
  await expect(popup.getByTestId('review-summary-to')).toHaveText(getAddress(to))
  await expect(popup.getByTestId('review-summary-amount')).toHaveText('0,01 ETH')
  // Opening the window confirmed nothing.
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonce)
  const success = await watchSendSuccess(page)
  const confirm = popup.getByRole('button', { name: 'Confirmar', exact: true })
  await expect(confirm).toBeEnabled()
  await confirm.click()
  const { hash } = await success()
  await rpc(1).waitForTransactionReceipt({ hash })
  expect(await balanceOf(1, to)).toBe(10n ** 16n)
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(nonce + 1)
})

/**
 * The app's review and the signer's frame under it say each thing the same way, so they never read as two
 * reviews that might disagree: the fee ceiling cut to the same digits, the recipient checksummed (the frame's
 * groups of four are the app's, joined without spaces in the text), each step in the same sentence.
 */
for (const language of ['es', 'en'] as const) {
  test(`${language}: a send's fee and recipient, and an Aave deposit's fee and every step, read in the frame exactly as in the app's review`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const wallet = freshWallet()
    await fundExactly(wallet.address, { ETH: 10n ** 18n, USDC: 1000n * 1_000_000n })
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
    await openWithWallet(page, wallet, '/home')
    const to = freshAddress()
    const send = new SendDialog(page)
    await send.open()
    await send.fill(to, texts[language].amount)
    await send.submit().click()
    const appTo = send.reviewRecipient().locator('.address-text')
    await expect(appTo).toHaveText(getAddress(to))
    await expect(send.reviewFrame.summary('to')).toHaveText((await appTo.textContent()) ?? '')
    const appSendFee = (await send.reviewFee().locator('strong').textContent()) ?? ''
    expect(appSendFee).toMatch(/^\d+[,.]\d{1,8} ETH$/)
    await expect(send.reviewFrame.summary('fees')).toHaveText(appSendFee)
    await send.reviewFrame.pressBack()

    await openWithWallet(page, wallet, '/inflation')
    const vaults = new VaultsPage(page)
    await expect(page.getByTestId('apy-aave')).toHaveText(/\d/)
    await vaults.start('aave', /^(Depositar|Deposit)$/, '100')
    await expect(vaults.reviewSteps()).toHaveCount(2)
    const appSteps = await vaults.reviewSteps().allTextContents()
    expect(appSteps).toEqual(
      language === 'es'
        ? ['Permitir 100 USDC a Aave v3', 'Depositar 100 USDC en Aave v3']
        : ['Allow 100 USDC to Aave v3', 'Deposit 100 USDC into Aave v3'],
    )
    await expect(vaults.reviewFrame.steps()).toHaveText(appSteps)
    const appDepositFee =
      (await vaults.review().getByTestId('review-fee').locator('strong').textContent()) ?? ''
    expect(appDepositFee).toMatch(/^\d+[,.]\d{1,8} ETH$/)
    await expect(vaults.reviewFrame.summary('fees')).toHaveText(appDepositFee)
  })
}
