import { mkdirSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { parseEther, parseUnits } from 'viem'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { VaultsPage } from './pages/VaultsPage'
import { chainOf, tokenBalance } from './support/wallet'

/**
 * Issue 41's leftover: the longest review a saver meets, a Convex deposit (approve USDC to Curve 3pool,
 * add_liquidity, approve 3Crv to Convex, deposit and stake), on a small phone. Its signer frame opens below the
 * fold of the deposit sheet and says Confirmar does not answer while out of view; the person scrolls the sheet
 * with the wheel as they would with a finger; with only the frame's top on screen it already counts as seen
 * (IntersectionObserver v2, threshold 0), and with Confirmar on screen, the frame's top scrolled away where the
 * frame is taller than the screen, Confirmar answers a tap and the deposit lands on chain. Screenshots of the
 * review before, during and after the scroll go to /tmp/walk26/ for a person to look at.
 */

const WALK = '/tmp/walk26'
const FRAME = 'iframe[data-testid="signer-review"]'

const texts = {
  es: {
    deposit: /^Depositar$/,
    kept: 'Queda depositado en Convex',
    hidden: 'Confirmar responde solo con esta revisión a la vista y sin nada encima.',
    taken: /^(Confirmando…|Confirmado\. Firmando y enviando…)$/,
  },
  en: {
    deposit: /^Deposit$/,
    kept: 'Stays deposited in Convex',
    hidden: 'Confirm works only while this review is in view with nothing over it.',
    taken: /^(Confirming…|Confirmed\. Signing and sending…)$/,
  },
} as const

type Ethereum = { tokens: { USDC: `0x${string}` }; contracts: { convexRewardPool: `0x${string}` } }
const ethereum = () => chainOf(1) as unknown as Ethereum

/** Where the review frame sits on the app's page, in CSS pixels of the viewport. */
const frameRect = (page: Page) =>
  page.evaluate((selector) => {
    const frame = document.querySelector(selector)
    if (!frame) throw new Error('no review frame')
    const { top, bottom } = frame.getBoundingClientRect()
    return { top, bottom, screen: window.innerHeight }
  }, FRAME)

/**
 * The mouse wheel over the sheet, a notch at a time, as a person scrolls with a finger, until `enough` says the
 * frame is where they want it; each notch waits for the sheet to have moved.
 */
async function scrollUntil(page: Page, enough: (r: Awaited<ReturnType<typeof frameRect>>) => boolean) {
  const { width, height } = page.viewportSize() ?? { width: 360, height: 640 }
  await page.mouse.move(width / 2, height * 0.3)
  for (let notch = 0; notch < 40; notch++) {
    const before = await frameRect(page)
    if (enough(before)) return before
    await page.mouse.wheel(0, 120)
    await expect.poll(async () => (await frameRect(page)).top).not.toBe(before.top)
  }
  throw new Error('the wheel never brought the frame where it was wanted')
}

/** A fresh wallet with 100 USDC and 1 ETH, the vaults page at `size`, a Convex deposit of 100 USDC in review. */
async function openConvexReview(
  page: Page,
  language: 'es' | 'en',
  theme: 'light' | 'dark',
  size: { width: number; height: number },
) {
  await page.setViewportSize(size)
  await page.addInitScript(
    ({ language, theme }) => {
      localStorage.setItem('language', language)
      localStorage.setItem('theme', theme)
    },
    { language, theme },
  )
  const wallet = freshWallet()
  await fundExactly(wallet.address, { ETH: parseEther('1'), USDC: parseUnits('100', 6) })
  await openWithWallet(page, wallet, '/inflation')
  const vaults = new VaultsPage(page)
  await vaults.chooseRisk('high')
  await vaults.start('convex', texts[language].deposit, '100')
  // The four steps, as the key worker decoded them, in the frame.
  await expect(vaults.reviewFrame.steps()).toHaveCount(4)
  await expect(vaults.reviewSteps()).toHaveCount(4)
  // The app's review above the frame names the 3Crv it approves to Convex and stakes there as the frame does, with
  // the same amount: never the network's coin (ETH), which the deposit does not move.
  const frameSteps = await vaults.reviewFrame.steps().allTextContents()
  const lp = /(\d[\d.,]*) 3Crv/.exec(frameSteps[2] ?? '')?.[1]
  expect(lp, frameSteps.join(' | ')).toBeDefined()
  const appSteps = await vaults.reviewSteps().allTextContents()
  expect(
    appSteps.slice(2).every((step) => step.includes(`${lp} 3Crv`)),
    appSteps.join(' | '),
  ).toBe(true)
  expect(appSteps.join(' ')).not.toContain('ETH')
  // Each step reads in the app's review as in the frame (it said "Aportar" and "Hacer staking" where the frame
  // said "Depositar").
  expect(appSteps.map((step) => step.trim())).toEqual(frameSteps.map((step) => step.trim()))
  // The 3Crv staked in Convex reaches no wallet: the review says it stays deposited there, beside the little
  // the minimum leaves over in the wallet.
  await expect(page.getByTestId('review-kept')).toHaveText(`${lp} 3Crv`)
  await expect(page.getByTestId('review').getByText(texts[language].kept)).toBeVisible()
  return { vaults, wallet }
}

/**
 * Taps Confirmar in the frame as a person does. Chromium may drop a click on a cross-origin frame watched with
 * IntersectionObserver v2 that moved in the last 500 ms (the sheet was just scrolled: see ReviewFrame.pressConfirm),
 * so a tap that the frame did not take is tapped again, as a person would. A tap it took says so at once
 * (Confirmando…), and the frame goes with the review a moment later, which can be before anyone reads what it
 * said (CI saw the deposit done with the frame long gone): either way no second tap follows it.
 */
async function tapConfirm(vaults: VaultsPage, taken: RegExp) {
  await expect(vaults.confirm()).toBeEnabled()
  const tookIt = async () =>
    (await vaults.reviewFrame.element().count()) === 0 ||
    taken.test(
      (await vaults.reviewFrame
        .status()
        .textContent({ timeout: 500 })
        .catch(() => null)) ?? '',
    )
  await expect(async () => {
    if (!(await tookIt())) await vaults.confirm().click({ timeout: 2_000 })
    await expect.poll(tookIt, { timeout: 2_000 }).toBe(true)
  }).toPass({ timeout: 30_000 })
}

/**
 * A phone held upright, in Spanish and in English dark; a larger phone; and a phone turned on its side, where the
 * sheet is shorter than the frame: Confirmar is on screen only with the frame's top scrolled above it.
 */
const phones = [
  { language: 'es', theme: 'light', width: 360, height: 640, taller: false },
  { language: 'en', theme: 'dark', width: 360, height: 640, taller: false },
  { language: 'es', theme: 'light', width: 390, height: 844, taller: false },
  { language: 'es', theme: 'dark', width: 568, height: 320, taller: true },
] as const

for (const { language, theme, width, height, taller } of phones) {
  test(`${language} ${theme}, ${width}×${height}: a Convex deposit's frame${taller ? ', taller than the screen,' : ''} opens below the fold, is scrolled to with the wheel, and its Confirmar deposits on chain`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    mkdirSync(WALK, { recursive: true })
    const t = texts[language]
    const shot = (name: string) =>
      page.screenshot({ path: `${WALK}/${language}-${theme}-${width}x${height}-${name}.png` })
    const { vaults, wallet } = await openConvexReview(page, language, theme, { width, height })

    // Drawn below the fold of the sheet: never on screen yet, so Confirmar says why it does not answer.
    const first = await frameRect(page)
    expect(first.top).toBeGreaterThan(first.screen)
    expect(first.bottom - first.top > first.screen).toBe(taller)
    await expect(vaults.reviewFrame.status()).toHaveText(t.hidden)
    await shot('before')

    // Scrolled until the frame's top shows, Confirmar still below the screen's edge: the part on screen is
    // seen, so the frame starts its moment (it no longer says it is out of view).
    const partly = await scrollUntil(page, (r) => r.top < r.screen - 120)
    expect(partly.bottom).toBeGreaterThan(partly.screen)
    await expect(vaults.reviewFrame.status()).not.toHaveText(t.hidden)
    await shot('partly')

    // On down to Confirmar: it answers, with nothing said against it, the frame's top off screen when the frame
    // is taller than the screen.
    const down = await scrollUntil(page, (r) => r.bottom <= r.screen)
    expect(down.top < 0).toBe(taller)
    await expect(vaults.confirm()).toBeEnabled()
    await expect(vaults.reviewFrame.status()).toHaveText('')
    await shot('after')

    await tapConfirm(vaults, t.taken)
    await expect(vaults.success()).toBeVisible({ timeout: 60_000 })
    const { tokens, contracts } = ethereum()
    expect(await tokenBalance(1, tokens.USDC, wallet.address)).toBe(0n)
    expect(await tokenBalance(1, contracts.convexRewardPool, wallet.address)).toBeGreaterThan(0n)
  })
}
