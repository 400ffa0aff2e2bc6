import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { DashboardPage, RevealPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { ReceiveDialog } from './pages/ReceiveDialog'
import { SendDialog } from './pages/SendDialog'

const PASSWORD = 'clave-segura-123'

/** Every Content-Security-Policy violation any page of the walk reports, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeBinding('__reportCsp', (_source, text: string) => void seen.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    )
  })
  return seen
}

test('the built page carries a strict Content-Security-Policy', () => {
  const html = readFileSync('dist/index.html', 'utf8')
  const policy = (
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''
  ).replaceAll('&#39;', "'")
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("base-uri 'none'")
  expect(policy).toContain("form-action 'self'")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).not.toContain('unsafe-eval')
  // The devnet build (what the tests serve) talks to loopback only.
  expect(policy).toMatch(/connect-src [^;]*127\.0\.0\.1/)
  expect(policy).not.toMatch(/connect-src [^;]*https:/)
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
})

test('creating a wallet under the debug inspector runs with no policy violation and shows no secret', async ({
  page,
}) => {
  const violations = await recordViolations(page)
  await page.addInitScript(() => localStorage.setItem('debug', 'true'))
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.create().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()

  const reveal = new RevealPage(page)
  await reveal.choosePassword(PASSWORD)
  await expect(reveal.seedWords()).toHaveCount(12)
  const words = await reveal.words()
  const privateKey = ((await reveal.privateKey().textContent()) ?? '').trim()
  const inspector = page.getByTestId('inspector-panel')
  await expect(inspector).toBeVisible()
  await expect(page.getByTestId('inspector-actor').first()).toBeVisible()
  const shown = async () => (await inspector.textContent()) ?? ''
  const leaked = (text: string) =>
    text.includes(words.slice(0, 3).join(' ')) ||
    text.includes(privateKey.slice(2, 20)) ||
    text.includes(PASSWORD)
  expect(leaked(await shown())).toBe(false)

  await reveal.finish()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(leaked(await shown())).toBe(false)

  // Within the app (a reload would lock the wallet: the key lives only in this page's worker).
  await new DashboardPage(page).homeLink().click()
  const send = new SendDialog(page)
  await send.openButton().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  const receive = new ReceiveDialog(page)
  await receive.openButton().click()
  await expect(receive.qr()).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/qr-test')
  await expect(page.getByRole('button', { name: /Abrir escáner QR|Open QR scanner/ })).toBeVisible()
  expect(leaked(await page.content())).toBe(false)
  expect(violations).toEqual([])
})
