import { expect, test } from '@playwright/test'
import { openOrigin, storeLockedWallet, testPassword } from './fixtures/storedWallet'
import { HomePage } from './pages/HomePage'
import { UnlockPage } from './pages/UnlockPage'

for (const width of [390, 360]) {
  test(`probe ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.addInitScript(() => {
      const log: string[] = []
      ;(window as any).__frames = log
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[])
          log.push(`SHIFT ${Math.round(e.startTime)} ${e.value.toFixed(4)} input=${e.hadRecentInput} ${(e.sources ?? []).map((s: any) => `${s.node?.className} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)}`).join('; ')}`)
      }).observe({ type: 'layout-shift', buffered: true })
      let last = ''
      const frame = () => {
        const main = document.querySelector('main.home')
        if (main) {
          const bar = document.querySelector('.account-bar')
          const parts = [`bar:${bar ? Math.round(bar.getBoundingClientRect().height) + (bar.getAttribute('aria-hidden') ? 'P' : '') : '-'}`]
          for (const c of main.querySelectorAll(':scope > *, .home-header > *, .home-notes > *, .home-tools > *')) {
            const r = c.getBoundingClientRect()
            parts.push(`${c.className || c.nodeName}@${Math.round(r.top)}+${Math.round(r.height)}`)
          }
          const s = parts.join(' | ')
          if (s !== last) log.push(`${Math.round(performance.now())} ${s}`)
          last = s
        }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    await openOrigin(page)
    await storeLockedWallet(page)
    await page.goto('/home')
    await new UnlockPage(page).password().fill(testPassword)
    const from = await page.evaluate(() => performance.now())
    await new UnlockPage(page).submit().click()
    await expect(new HomePage(page).total()).toContainText(/[1-9]/)
    await page.waitForTimeout(6000)
    console.log(`${width} from ${Math.round(from)}\n${(await page.evaluate(() => (window as any).__frames)).join('\n')}`)
  })
}
