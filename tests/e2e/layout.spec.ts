import { expect, type Locator, type Page, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { openOrigin, storeLockedWallet, testAddress, testPassword } from './fixtures/storedWallet'
import { AccountSwitcher as AccountSwitcherPage } from './pages/AccountSwitcher'
import { AppFrame } from './pages/AppFrame'
import { EndpointSettings } from './pages/EndpointSettings'
import { HomePage } from './pages/HomePage'
import { LoansPage } from './pages/LoansPage'
import { ImportPage, SignupPage } from './pages/OnboardingPages'
import { PayeesPanel } from './pages/PayeesPanel'
import { ScreenWalk } from './pages/ScreenWalk'
import { SettingsPanel } from './pages/SecretPages'
import { SendDialog } from './pages/SendDialog'
import { SupportPage } from './pages/SupportPage'
import { UnlockPage } from './pages/UnlockPage'
import { VaultsPage } from './pages/VaultsPage'
import { WalletPage } from './pages/WalletPage'

const phone = { width: 390, height: 844 }
test.use({ viewport: phone })

/** How far the page reaches past the right edge (0: nothing overflows). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The element's box, to compare with the viewport. */
async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not rendered')
  return {
    left: Math.round(b.x),
    top: Math.round(b.y),
    right: Math.round(b.x + b.width),
    bottom: Math.round(b.y + b.height),
  }
}
const insideViewport = (b: { left: number; top: number; right: number; bottom: number }) =>
  b.left >= 0 && b.top >= 0 && b.right <= phone.width && b.bottom <= phone.height

test('at 390 px no screen scrolls sideways, and the send dialog stays on screen with a look-alike warning', async ({
  page,
}) => {
  const walk = new ScreenWalk(page)
  // One page load, then in-app moves as a link makes them: each screen renders afresh.
  await page.goto('/welcome')
  for (const path of ['/welcome', '/signup?mode=create', '/import', '/terms', '/privacy', '/qr-test']) {
    await walk.go(path)
    await expect(walk.heading()).toBeVisible()
    expect(await overflow(page), path).toBe(0)
  }
  await storeLockedWallet(page)
  await page.goto('/home')
  expect(await overflow(page), '/unlock').toBe(0)
  await new UnlockPage(page).unlock(testPassword)
  await expect(new HomePage(page).total()).toBeVisible()
  for (const path of [
    '/home',
    '/wallet',
    '/insurance',
    '/support',
    '/dashboard',
    '/view-private-key',
    '/view-seed-phrase',
  ]) {
    await walk.go(path)
    await expect(walk.heading()).toBeVisible()
    expect(await overflow(page), path).toBe(0)
  }

  // Each figure of a row fits its own box: an amount never runs into the one beside it (the yield's
  // US$ 15.539,31 on home, the six-figure total of /wallet's summary).
  for (const [path, id] of [
    ['/home', 'yield-estimate'],
    ['/wallet', 'wallet-summary'],
  ] as const) {
    await walk.go(path)
    const figures = page.getByTestId(id)
    await expect(figures).toContainText(/US\$\s[\d.]{5,},\d\d/)
    const overflowing = await figures
      .locator(':scope > div')
      .evaluateAll((rows) => rows.filter((r) => r.scrollWidth > r.clientWidth).map((r) => r.textContent))
    expect(overflowing, path).toEqual([])
  }

  await walk.go('/home')
  const send = new SendDialog(page)
  await send.open()
  const known = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
  await new PayeesPanel(page).add('Ana', known)
  await send.recipient().fill(`${known.slice(0, 6)}${'0'.repeat(32)}${known.slice(-4)}`.toLowerCase())
  await expect(send.lookalike()).toBeVisible()
  const dialog = await box(send.dialog())
  expect(dialog.left).toBeGreaterThanOrEqual(0)
  expect(dialog.right).toBeLessThanOrEqual(phone.width)
  expect(await send.dialog().evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0)
})

/**
 * Names as long as a real one gets: 40 characters with spaces, and one word of 40 with none to break at. The
 * sign-up takes any length; "Acceptance" (10 letters) already pushed Configuración off a 390 px screen.
 */
const longNames = ['Maximiliano Bustamante de la Santísima T', 'Maximilianobustamantedelasantísimatrinid']
const phones = [320, 360, 390]

test('a forty-character name fits /signup and home at 320, 360 and 390 px, in both languages, balances shown or hidden', async ({
  page,
}) => {
  const frame = new AppFrame(page)
  const signup = new SignupPage(page)
  const home = new HomePage(page)
  const settings = new SettingsPanel(page)
  /**
   * At each phone width: nothing reaches past the right edge, each control lies wholly on screen, and none
   * of `apart` overlaps another (a title never runs under the buttons beside it).
   */
  const fits = async (where: string, controls: Locator[], apart: Locator[] = []) => {
    for (const width of phones) {
      await page.setViewportSize({ width, height: 800 })
      const at = `${where}, ${width} px`
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
        at,
      ).toBeLessThanOrEqual(0)
      expect(await overflow(page), at).toBe(0)
      for (const control of controls) {
        const b = await box(control)
        expect(
          b.left >= 0 && b.right <= width,
          `${at}: ${await control.textContent()} at ${b.left}–${b.right}`,
        ).toBe(true)
      }
      const boxes = await Promise.all(apart.map(box))
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
          expect(overlap, `${at}: ${JSON.stringify([a, b])}`).toBe(false)
        }
    }
  }

  // /signup shows the stored name in its field; one page load for each name, before a wallet is stored.
  await openOrigin(page)
  for (const name of longNames) {
    await test.step(`/signup with "${name}"`, async () => {
      await page.evaluate((n) => localStorage.setItem('user', n), name)
      await page.goto('/signup?mode=create')
      await expect(signup.username()).toHaveValue(name)
      for (const language of ['es', 'en'] as const) {
        await frame.chooseLanguage(language)
        await fits(`/signup, ${name}, ${language}`, [signup.username(), signup.continue()])
      }
    })
  }

  // Home greets by name beside the hide-balances eye and Configuración: one unlock for each name, then the
  // languages, the balances shown and hidden, and the widths, in place.
  await storeLockedWallet(page)
  for (const name of longNames) {
    await test.step(`home with "${name}"`, async () => {
      await page.evaluate((n) => localStorage.setItem('user', n), name)
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/home')
      await new UnlockPage(page).unlock(testPassword)
      await expect(home.total()).toBeVisible()
      for (const language of ['es', 'en'] as const) {
        await frame.chooseLanguage(language)
        const greeting = `${language === 'es' ? 'Hola' : 'Hello'}, ${name}`
        // Shortened on screen or not, the whole name is there to read: the title, and what a screen reader says.
        await expect(home.heading()).toHaveAccessibleName(greeting)
        await expect(home.heading()).toHaveAttribute('title', greeting)
        await expect(settings.open()).toHaveText(language === 'es' ? 'Configuración' : 'Settings')
        for (const hidden of [false, true]) {
          if ((await home.hideBalances().getAttribute('aria-pressed')) !== String(hidden))
            await home.hideBalances().click()
          await expect(home.hideBalances()).toHaveAttribute('aria-pressed', String(hidden))
          const where = `home, ${name}, ${language}, balances ${hidden ? 'hidden' : 'shown'}`
          const header = [home.heading(), home.hideBalances(), settings.open()]
          await fits(where, header, header)
        }
      }
    })
  }
})

test('log out and delete confirm in the middle of the screen, wherever the settings panel is scrolled', async ({
  page,
}) => {
  await openUnlocked(page, '/home')
  await expect(new HomePage(page).total()).toBeVisible()
  const settings = new SettingsPanel(page)
  for (const item of [/Cerrar sesión/, /Borrar datos/]) {
    await settings.open().click()
    await settings.item(item).scrollIntoViewIfNeeded()
    await settings.item(item).click()
    await expect(settings.confirmDialog()).toBeVisible()
    expect(insideViewport(await box(settings.confirmDialog())), String(item)).toBe(true)
    await expect(settings.removalPassword()).toBeInViewport()
    await expect(settings.removalButton()).toBeInViewport()
    await settings.cancel().click()
    await expect(settings.confirmDialog()).toBeHidden()
    await page.keyboard.press('Escape')
  }
})

/**
 * Where the button (or link) labelled `label` inside `screen` sits in the page, frame by frame: from the first
 * frame that shows it until `settled` (a selector) matches, then thirty frames more. A control that moves after
 * it first appeared, as the screen fills in, is one a finger already on its way misses (or lands on another).
 */
function follow(page: Page, screen: string, label: RegExp, settled: string) {
  return page.evaluate(
    ([screen, source, settled]) =>
      new Promise<number[]>((resolve) => {
        const label = new RegExp(source)
        const seen: number[] = []
        let after = -1
        const frame = () => {
          const button = [...document.querySelectorAll(`${screen} :is(button, a)`)].find((b) =>
            label.test(b.textContent ?? ''),
          )
          if (button) seen.push(Math.round(button.getBoundingClientRect().top + window.scrollY))
          if (after < 0 && document.querySelector(settled)) after = 30
          if (after === 0 && seen.length > 0) resolve(seen)
          else {
            if (after > 0) after--
            requestAnimationFrame(frame)
          }
        }
        requestAnimationFrame(frame)
      }),
    [screen, label.source, settled] as const,
  )
}

test('a control stays where it first appears while the screen fills in: a tap on it lands', async ({
  page,
}) => {
  // Home, from the unlock: the dólar's note grows from one line to three on a phone when the quote lands, and
  // nothing a finger aims at may sit below it (Actualizar, Gestión de Billetera, Get USDe, the faucet).
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/home')
  const home = follow(
    page,
    'main.home',
    /^Actualizar$/,
    '[data-testid="dollar-quote"]:not([data-status="loading"])',
  )
  await new UnlockPage(page).unlock(testPassword)
  expect([...new Set(await home)]).toHaveLength(1)
  await expect(new HomePage(page).total()).toBeVisible()
  const walk = new ScreenWalk(page)

  // /wallet: below the twenty token cards, the recent transactions (a pending one's Cancelar) and Actualizar
  // Datos; a card laid out after its first frame (a size kept for it that was not its own) moved them.
  const wallet = follow(page, 'main.wallet', /^Actualizar Datos$/, '[data-testid="token-cards"]')
  await walk.go('/wallet')
  expect([...new Set(await wallet)]).toHaveLength(1)

  // /inflation: the page's first read grows the tiles, adds the real-yield card and puts the cards in APY order
  // (a tap on one vault's Depositar could land on another's); the controls come with it.
  // The cards come a few at a time, a frame apart (src/ui/vaults/VaultsScreen.tsx): what follows them
  // (the alerts, the activity, the approvals' Revocar, the footer's link) comes after the last one. At the
  // default tolerance (Baja) there are two: Aave and Compound.
  const vaults = follow(page, 'main.vaults', /^Actualizar$/, '[data-testid="real-yield"]')
  const below = follow(page, 'main.vaults', /^Términos del servicio$/, '.vault-cards > :nth-child(2)')
  await walk.go('/inflation')
  expect([...new Set(await vaults)]).toHaveLength(1)
  expect([...new Set(await below)]).toHaveLength(1)
})

/**
 * In the page from its start: every layout shift Chromium reports (PerformanceObserver 'layout-shift'), and
 * the moment home's screen is first in the document (a MutationObserver, before that frame's layout).
 */
function watchShifts() {
  type Shift = { start: number; value: number; input: boolean; moved: string[] }
  const shifts: Shift[] = []
  const record = (entries: PerformanceEntryList) => {
    for (const e of entries as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    })[])
      shifts.push({
        start: e.startTime,
        value: e.value,
        input: e.hadRecentInput,
        moved: (e.sources ?? []).map(
          (s) =>
            `${(s.node as Element | undefined)?.className || s.node?.nodeName} "${s.node?.textContent?.slice(0, 30)}" ${Math.round(s.previousRect.top)}→${Math.round(s.currentRect.top)} px`,
        ),
      })
  }
  const observer = new PerformanceObserver((list) => record(list.getEntries()))
  observer.observe({ type: 'layout-shift', buffered: true })
  const w = window as unknown as {
    __homeShown?: number
    __shown: Record<string, number>
    __shifts: () => Shift[]
  }
  w.__shifts = () => {
    record(observer.takeRecords())
    return shifts
  }
  // When each screen (main.home, main.vaults, main.loans…) was first in the document since it was last
  // forgotten (delete __shown[name] before going to it again).
  w.__shown = {}
  const shown = new MutationObserver(() => {
    if (w.__homeShown === undefined && document.querySelector('main.home')) w.__homeShown = performance.now()
    for (const main of document.querySelectorAll('main.screen'))
      for (const name of main.classList) if (!(name in w.__shown)) w.__shown[name] = performance.now()
  })
  shown.observe(document, { childList: true, subtree: true })
}

/** The shifts since `screen` (main.<screen>) was first in the document, once the frame after now is drawn. */
const shiftsSince = (page: Page, screen: string) =>
  page.evaluate(async (screen) => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
    const w = window as unknown as {
      __shown: Record<string, number>
      __shifts: () => { start: number; moved: string[] }[]
    }
    const since = w.__shown[screen]
    if (since === undefined) throw new Error(`main.${screen} never shown`)
    return w.__shifts().filter((s) => s.start >= since)
  }, screen)

/**
 * The shifts that move something up or down. A scroll bar that comes as a screen grows past the window moves
 * everything sideways by its width in these desktop-style viewports (a phone's bars take no room); CI saw it on
 * /loans and on /inflation, the header and the tab bar moved sideways on the same rows.
 */
const upOrDown = (shifts: { moved: string[] }[]) =>
  shifts.filter(
    ({ moved }: { moved: string[] }) =>
      // A shift whose sources the browser did not name counts: nothing says it was only sideways.
      moved.length === 0 ||
      moved.some((m) => {
        const rows = / (\d+)→(\d+) px$/.exec(m)
        return !rows || rows[1] !== rows[2]
      }),
  )

test('home holds still from the unlock until its figures are in: no layout shift on a phone (CLS 0)', async ({
  page,
}) => {
  // Home used to come in pieces: Conseguir USDe and the faucet a moment after the total (a second row of
  // buttons), "Cargando saldos…" going, then the dólar's note growing from one line to four, each pushing the
  // price lines and the tokens below them down or up. Lighthouse counts a shift only 500 ms or more after the
  // tap (hadRecentInput false); here home is in within 500 ms of the tap, so every shift from home's first
  // frame is counted, input or not: on a slower phone each of them is one Lighthouse counts.
  await page.addInitScript(watchShifts)
  await openOrigin(page)
  await storeLockedWallet(page)
  const home = new HomePage(page)
  const unlock = new UnlockPage(page)
  const settings = new SettingsPanel(page)
  for (const [language, width, height] of [
    ['es', 390, 844],
    ['en', 360, 800],
  ] as const) {
    await test.step(`${language}, ${width} × ${height}`, async () => {
      await page.setViewportSize({ width, height })
      // Every page load starts locked: the unlock screen, in the language chosen on the last visit.
      await page.goto('/home')
      await unlock.unlock(testPassword)
      // Settled: the total, the dólar, the prices and every part of home in.
      await expect(home.total()).toContainText(/[1-9]/)
      await expect(home.dollarQuote()).not.toHaveAttribute('data-status', 'loading')
      await expect(home.priceSource()).not.toContainText(/cargando|loading/i)
      await expect(page.getByText(/^(Cargando saldos|Loading balances)…$/)).toHaveCount(0)
      await expect(new AccountSwitcherPage(page).button()).toBeVisible()
      for (const part of [
        settings.open(),
        home.getUsde(),
        home.fund(),
        home.tokenLists(),
        home.healthScore(),
      ])
        await expect(part).toBeVisible()
      await expect(home.transactions()).toBeAttached()
      // The frame after: Chromium has reported every shift of the frames before.
      const shifts = await page.evaluate(async () => {
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
        const w = window as unknown as { __homeShown: number; __shifts: () => { start: number }[] }
        return w.__shifts().filter((s) => s.start >= w.__homeShown)
      })
      expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([])
      if (language === 'es') await new AppFrame(page).chooseLanguage('en')
    })
  }
})

test('/inflation and /loans hold still from their first frame until their figures are in (CLS 0 on a phone)', async ({
  page,
}) => {
  // Reached from home as a link does it, with no tap (a tap's own 500 ms would hide what moves): the tiles grew
  // a line when the pesos and the real yield's basis came, pushing the rows below down; /loans' buttons and
  // tiles moved as its reads landed; the tab bar's labels moved sideways as the chosen one turned bold.
  await page.addInitScript(watchShifts)
  await openUnlocked(page, '/home')
  await expect(new HomePage(page).total()).toContainText(/[1-9]/)
  const frame = new AppFrame(page)
  const walk = new ScreenWalk(page)
  const vaults = new VaultsPage(page)
  const loans = new LoansPage(page)
  const forget = (screen: string) =>
    page.evaluate((s) => {
      delete (window as unknown as { __shown: Record<string, number> }).__shown[s]
    }, screen)
  for (const [language, width, height] of [
    ['es', 390, 844],
    ['en', 360, 800],
  ] as const) {
    await test.step(`${language}, ${width} × ${height}`, async () => {
      await walk.go('/home')
      await frame.chooseLanguage(language)
      await page.setViewportSize({ width, height })

      await forget('vaults')
      await walk.go('/inflation')
      await expect(vaults.cards().first()).toBeVisible()
      await expect(vaults.tile('portfolio')).toContainText(/[1-9]/)
      await expect(page.getByTestId('real-yield')).toBeVisible()
      await expect(page.locator('main.vaults footer')).toBeAttached()
      await expect(page.getByTestId('dollar-quote').first()).not.toHaveAttribute('data-status', 'loading')
      const onVaults = upOrDown(await shiftsSince(page, 'vaults'))
      expect(onVaults, JSON.stringify(onVaults, null, 1)).toEqual([])

      await walk.go('/home')
      await forget('loans')
      await walk.go('/loans')
      await expect(loans.fills()).toHaveCount(4)
      await expect(loans.tile('collateral')).toContainText(/\d/)
      await expect(page.locator('main.loans footer')).toBeAttached()
      await expect(loans.dollarQuote()).not.toHaveAttribute('data-status', 'loading')
      const onLoans = upOrDown(await shiftsSince(page, 'loans'))
      expect(onLoans, JSON.stringify(onLoans, null, 1)).toEqual([])
    })
  }
})

test('on a wide /wallet, the token cards in another order take the same height: what follows them stays', async ({
  page,
}) => {
  // Three or four cards a row at 1280 px, and a native coin's card is shorter than a token's: when the order
  // changes (a balance that moved after a send, another sort), rows made of other cards were other heights,
  // and the recent transactions below (a pending one's Cancelar) moved under the pointer.
  await page.setViewportSize({ width: 1280, height: 800 })
  await openUnlocked(page, '/home')
  await expect(new HomePage(page).total()).toBeVisible()
  await new ScreenWalk(page).go('/wallet')
  const wallet = new WalletPage(page)
  const order = () => wallet.cards().evaluateAll((cards) => cards.map((c) => c.dataset.testid).join())
  // How far below the cards' top the next card (the recent transactions) starts: what the cards' order can
  // move. Not a place on the page: the health widget above and the transactions' own rows come in when
  // their reads do, which on a loaded machine can be between two looks (CI saw the list fill in just so).
  const grid = page.getByTestId('token-cards')
  const next = page.locator('[aria-labelledby="wallet-tx-title"]')
  const place = async () => {
    const [top, below] = await Promise.all([grid.boundingBox(), next.boundingBox()])
    return top && below ? below.y - top.y : null
  }
  await expect(wallet.cards()).toHaveCount(20)
  let shown = await order()
  const before = await place()
  expect(before).toBeGreaterThan(0)
  for (const sort of ['name', 'network'] as const) {
    await wallet.sortBy(sort)
    await expect.poll(order).not.toBe(shown)
    shown = await order()
    expect(await place(), sort).toBe(before)
  }
})

/**
 * The line boxes a Range over the element's text makes: 1 when its words stand whole on one line ("Modo
 * oscuro", "100 %"), more when a line ends inside it.
 */
const lineBoxes = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const tops: number[] = []
    for (const r of range.getClientRects())
      if (r.width > 0 && !tops.some((top) => Math.abs(top - r.top) < r.height / 2)) tops.push(r.top)
    return tops.length
  })

/** Where, in the element's text, each new line starts (character offsets; empty when it is one line). */
const lineStarts = (locator: Locator) =>
  locator.evaluate((element) => {
    const starts: number[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    let offset = 0
    let last: number | undefined
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i++, offset++) {
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const top = range.getBoundingClientRect().top
        if (last !== undefined && top > last + 2) starts.push(offset)
        last = top
      }
    }
    return starts
  })

test('at 320, 360 and 390 px in both languages, words, chips and addresses stay whole and each box holds its text', async ({
  page,
}) => {
  const frame = new AppFrame(page)
  const walk = new ScreenWalk(page)
  const widths = async (check: (at: string) => Promise<void>, where: string) => {
    for (const width of phones) {
      await page.setViewportSize({ width, height: 800 })
      const at = `${where}, ${width} px`
      // Once the screen has settled at the new width: a language just chosen is still being drawn.
      await expect.poll(() => overflow(page), { message: at }).toBe(0)
      await check(at)
    }
  }

  // /import opened by its address (a reload, a link from elsewhere), not from /welcome: its tabs, in the signer's
  // import frame, are still a segmented control.
  await openOrigin(page)
  const importing = new ImportPage(page)
  for (const language of ['es', 'en'] as const) {
    await page.goto('/import')
    await frame.chooseLanguage(language)
    await page.reload()
    await expect(importing.seedTab()).toHaveAttribute('aria-selected', 'true')
    await expect(importing.frame().getByRole('tablist'), language).toHaveCSS('display', 'grid')
  }

  await storeLockedWallet(page)
  await page.goto('/home')
  await new UnlockPage(page).unlock(testPassword)
  await expect(new HomePage(page).total()).toBeVisible()
  const settings = new SettingsPanel(page)
  const endpoints = new EndpointSettings(page)
  const loans = new LoansPage(page)
  const support = new SupportPage(page)
  for (const language of ['es', 'en'] as const) {
    await test.step(language, async () => {
      await walk.go('/home')
      await frame.chooseLanguage(language)
      await widths(async (at) => {
        // The bar on top is one row (as the boot shell's), and "Modo oscuro" one line.
        const row = await frame
          .preferences()
          .evaluate((bar) => [...bar.children].map((c) => c.getBoundingClientRect()))
        expect(Math.max(...row.map((r) => r.top)), at).toBeLessThan(Math.min(...row.map((r) => r.bottom)))
        expect(await lineBoxes(frame.darkMode().locator('..')), at).toBe(1)
        // The whole address, broken (if at all) only between "0x" and its groups of four.
        const address = page.getByTestId('wallet-address')
        await expect(address).toHaveText(testAddress)
        const starts = await lineStarts(address)
        expect(
          starts.filter((i) => (i - 2) % 4 !== 0),
          `${at}: lines start at ${starts}`,
        ).toEqual([])
      }, `home, ${language}`)

      // Each network's name and chain id lie inside its card, never across its top border.
      await settings.open().click()
      await endpoints.toggle().click()
      await widths(async (at) => {
        const across = await endpoints.networks().evaluateAll((cards) =>
          cards
            .filter((card) => {
              const legend = card.querySelector(':scope > legend')
              const border = Number.parseFloat(getComputedStyle(card).borderTopWidth)
              return !legend || legend.getBoundingClientRect().top < card.getBoundingClientRect().top + border
            })
            .map((card) => card.querySelector('legend')?.textContent),
        )
        expect(across, at).toEqual([])
      }, `endpoints, ${language}`)
      await page.keyboard.press('Escape')
      await expect(settings.dialog()).toBeHidden()

      await walk.go('/loans')
      await expect(loans.fills()).toHaveCount(4)
      await widths(async (at) => {
        for (const fill of await loans.fills().all())
          expect(await lineBoxes(fill), `${at}: ${await fill.textContent()}`).toBe(1)
      }, `/loans, ${language}`)

      // The search's example is read whole, and all fourteen categories are in view, at 1280 px too.
      await walk.go('/support')
      await expect(support.chips()).toHaveCount(14)
      const chipsInView = async (at: string) => {
        const group = await box(support.chips().first().locator('..'))
        for (const chip of await support.chips().all()) {
          const b = await box(chip)
          expect(b.left >= group.left && b.right <= group.right, `${at}: ${await chip.textContent()}`).toBe(
            true,
          )
        }
      }
      await widths(async (at) => {
        const room = await support.search().evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input)
          const context = document.createElement('canvas').getContext('2d')
          if (!context) return 0
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
          const inside =
            input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
          return inside - context.measureText(input.placeholder).width
        })
        expect(room, `${at}: the placeholder is cut off`).toBeGreaterThanOrEqual(0)
        await chipsInView(at)
      }, `/support, ${language}`)
      await page.setViewportSize({ width: 1280, height: 800 })
      await chipsInView(`/support, ${language}, 1280 px`)
    })
  }
})
