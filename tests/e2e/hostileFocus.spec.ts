import { expect, type Frame, type Locator, type Page, test } from '@playwright/test'
import { signerOrigin } from '../../src/domain/signer/origins'
import { storedVaultAddress } from './fixtures/storage'
import { testAddress, testPassword } from './fixtures/storedWallet'
import { callOnAppChannel, installRecorder } from './support/hostilePage'
import { openFundedHome, rpc } from './support/wallet'

// A script on the app's page cannot press the signer's buttons, but it can give a signer's frame the keyboard's
// focus whenever it likes (`contentWindow.focus()`), so that keys the person presses for the page arrive there as
// trusted as their own, and it can lay a frame out invisibly under a look-alike of its own. Found by an attacker's
// read of issue 41's signer (session 28): a space typed in a text field confirmed the script's own 0.01 ETH, the
// person's password and Enter in a fake prompt confirmed 5 ETH, and Borrar datos laid out at opacity 0 over a
// fake field erased the wallet and its archive. Each test here is one of those attacks, and asserts it fails.

const ATTACKER = '0x000000000000000000000000000000000000bEEF' as const

/** The script's own review of a transfer to itself (no password below the new-address limit; with one above). */
async function scriptReview(page: Page, amount: bigint, needsPassword: boolean): Promise<string> {
  const block = await rpc(1).getBlock()
  const plan = {
    chainId: 1,
    from: testAddress,
    intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to: ATTACKER, amount },
    calls: [{ to: ATTACKER, value: amount }],
    gasLimits: [21_000n],
    fees: {
      maxFeePerGas: 2n * (block.baseFeePerGas ?? 10n ** 9n) + 10n ** 9n,
      maxPriorityFeePerGas: 10n ** 9n,
    },
  }
  const reply = await callOnAppChannel(page, 'reviewPlan', plan)
  const review = reply.value as { id: string; needsPassword: boolean }
  expect(review.needsPassword).toBe(needsPassword)
  return review.id
}

/**
 * The script lays out a signer's frame of its own (`query`), styled `style`, and a text field of the page that
 * hands the frame the focus at the person's first key (or as the field takes the focus, `onFocus`).
 */
async function plant(
  page: Page,
  query: string,
  style: Record<string, string>,
  handOn: 'keydown' | 'focus' | 'never' = 'keydown',
) {
  const signer = signerOrigin(new URL(page.url()), '')
  await page.evaluate(
    ({ src, style, handOn }) => {
      const frame = document.createElement('iframe')
      frame.id = 'planted'
      frame.src = src
      Object.assign(frame.style, { border: '0', position: 'fixed', zIndex: '2147483647' }, style)
      const field = document.createElement('input')
      field.id = 'bait'
      Object.assign(field.style, {
        position: 'fixed',
        top: '8px',
        left: '8px',
        width: '300px',
        zIndex: '2147483647',
      })
      const handOver = () => frame.contentWindow?.focus()
      if (handOn !== 'never') field.addEventListener(handOn, handOver, { once: true })
      // The field first: the frame is next in the page's tab order, as a login form's password would be.
      document.body.append(field, frame)
    },
    { src: `${signer}/?${query}&lang=es&theme=light`, style, handOn },
  )
  await expect.poll(() => page.frames().some((f) => f.url().includes(query))).toBe(true)
  return page.frames().find((f) => f.url().includes(query)) as Frame
}

/**
 * The funded home, the script's own review (5 ETH, the password asked: above the new-address limit) laid out in
 * view in a corner (`handOn`: when the bait field hands it the focus), and its Confirmar answering.
 */
async function plantedPasswordReview(
  page: Page,
  handOn: 'focus' | 'never',
  style: Record<string, string> = {},
) {
  await openFundedHome(page)
  const review = await scriptReview(page, 5n * 10n ** 18n, true)
  const frame = await plant(
    page,
    `screen=review&review=${review}`,
    { right: '0', bottom: '0', width: '360px', height: '620px', ...style },
    handOn,
  )
  await expect(frame.getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-disabled', 'false')
  return { review, frame }
}

/** Whether the script's own review is still unconfirmed: the frame says nothing of it, the worker refuses it. */
async function expectUnconfirmed(page: Page, frame: Frame, review: string) {
  await expect(frame.locator('#review-status')).not.toHaveText(/Confirmando|Confirmado/)
  const signed = await callOnAppChannel(page, 'signReviewed', review, { nonce: 0 })
  expect(JSON.stringify(signed)).toMatch(/ReviewNotConfirmedError/)
}

/**
 * The person's click at the middle of `target`, in a frame, made again until one takes: Chromium drops a click on
 * a frame watched with IntersectionObserver v2 that appeared or moved in the last 500 ms, as a person would find.
 */
async function pressUntilFocused(page: Page, target: Locator) {
  const box = (await target.boundingBox()) as { x: number; y: number; width: number; height: number }
  await expect(async () => {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(target).toBeFocused({ timeout: 200 })
  }).toPass({ intervals: [200] })
}

test.beforeEach(async ({ page, baseURL }) => {
  await installRecorder(page, baseURL as string)
})

for (const browser of ['with', 'without'] as const)
  test(`a space typed in a field of the page, while the script hands its own review frame the focus, confirms nothing (${browser} IntersectionObserver v2)`, async ({
    page,
    baseURL,
  }) => {
    if (browser === 'without') {
      // Firefox, Safari: the frame cannot tell whether it is shown; the script lays it out invisibly.
      const signer = signerOrigin(new URL(baseURL as string), '')
      await page.addInitScript((origin) => {
        if (location.origin === origin)
          delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
      }, signer)
    }
    await openFundedHome(page)
    const review = await scriptReview(page, 10n ** 16n, false)
    const frame = await plant(page, `screen=review&review=${review}`, {
      right: '0',
      bottom: '0',
      width: '360px',
      height: '520px',
      ...(browser === 'without' ? { opacity: '0' } : {}),
    })
    // Confirmar answers a gesture that may act: the frame in view and unobscured long enough, or, without v2,
    // drawn long enough (a gesture then opens the review in a window of the signer's own).
    await expect(frame.getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-disabled', 'false')
    let windows = 0
    page.on('popup', () => {
      windows++
    })
    await page.locator('#bait').focus()
    // The script hands its frame the focus as the person types (here just before, so the test does not depend on
    // when an invisible frame takes it).
    await page.evaluate(() =>
      (document.getElementById('planted') as HTMLIFrameElement).contentWindow?.focus(),
    )
    await expect.poll(() => frame.evaluate(() => document.hasFocus())).toBe(true)
    await page.keyboard.type('hola mundo')
    await page.keyboard.press('Enter')
    // The keys reached the frame (the focus is there), and landed on its screen, where no key acts.
    expect(await frame.evaluate(() => [document.hasFocus(), document.activeElement?.tagName])).toEqual([
      true,
      'MAIN',
    ])
    await expectUnconfirmed(page, frame, review)
    expect(windows).toBe(0)
  })

test('the password typed in a fake prompt of the script’s, which hands its review frame the focus, confirms nothing and reaches no field', async ({
  page,
}) => {
  const { review, frame } = await plantedPasswordReview(page, 'focus')
  await page.locator('#bait').click()
  await page.keyboard.type(testPassword)
  await page.keyboard.press('Enter')
  expect(await frame.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
  await expect(frame.getByLabel('Contraseña de la billetera')).toHaveValue('')
  await expectUnconfirmed(page, frame, review)
})

test('Borrar datos laid out invisibly over a fake field: the person’s click, password and Enter delete nothing', async ({
  page,
}) => {
  await openFundedHome(page)
  const frame = await plant(page, 'screen=forget', {
    left: '20px',
    top: '120px',
    width: '420px',
    height: '260px',
    opacity: '0',
  })
  const field = frame.locator('#remove-password')
  await expect(field).toBeAttached()
  // The person clicks what looks like the page's field: the invisible frame's, which takes the typing.
  await pressUntilFocused(page, field)
  await page.keyboard.type(testPassword)
  await page.keyboard.press('Enter')
  // Refused where it stands, before the key worker is asked: the frame was never shown to the person.
  await expect(frame.locator('#remove-error')).toHaveText(/^No se hizo nada/)
  expect(await storedVaultAddress(page)).toBe(testAddress)
})

test('a Tab from a field of the page, the script’s review frame next in its tab order, then the password and Enter: nothing is confirmed', async ({
  page,
}) => {
  const { review, frame } = await plantedPasswordReview(page, 'never')
  // "Usuario", Tab, "Contraseña": the Tab of the page lands the frame's screen, not its field.
  await page.locator('#bait').fill('maria')
  await page.locator('#bait').press('Tab')
  expect(await frame.evaluate(() => [document.hasFocus(), document.activeElement?.tagName])).toEqual([
    true,
    'MAIN',
  ])
  await page.keyboard.type(testPassword)
  await page.keyboard.press('Enter')
  await expect(frame.getByLabel('Contraseña de la billetera')).toHaveValue('')
  await expectUnconfirmed(page, frame, review)
})

test('a press on the script’s review frame while it is invisible, then the frame shown: a space typed later confirms nothing', async ({
  page,
}) => {
  await openFundedHome(page)
  const review = await scriptReview(page, 10n ** 16n, false)
  const frame = await plant(
    page,
    `screen=review&review=${review}`,
    { right: '0', bottom: '0', width: '360px', height: '520px', opacity: '0' },
    'never',
  )
  const confirm = frame.getByRole('button', { name: 'Confirmar' })
  await expect(confirm).toHaveAttribute('aria-disabled', 'true')
  // The person clicks what looks like a button of the page: the invisible Confirmar, which takes the focus and
  // acts on nothing.
  await pressUntilFocused(page, confirm)
  await page.evaluate(() => {
    ;(document.getElementById('planted') as HTMLIFrameElement).style.opacity = '1'
  })
  await expect(confirm).toHaveAttribute('aria-disabled', 'false')
  await page.keyboard.type('hola mundo')
  await expectUnconfirmed(page, frame, review)
})

test('focus the person left on the frame’s field is not given back when the script focuses the frame again', async ({
  page,
}) => {
  const { review, frame } = await plantedPasswordReview(page, 'never')
  const field = frame.getByLabel('Contraseña de la billetera')
  // The person once clicked into the frame's field, then went back to the page.
  await pressUntilFocused(page, field)
  await page.locator('#bait').click()
  await page.evaluate(() => (document.getElementById('planted') as HTMLIFrameElement).contentWindow?.focus())
  expect(await frame.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
  await page.keyboard.type(testPassword)
  await page.keyboard.press('Enter')
  await expect(field).toHaveValue('')
  await expectUnconfirmed(page, frame, review)
})
