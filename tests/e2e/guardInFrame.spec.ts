import { expect, type Page, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { testPassword } from './fixtures/storedWallet'
import { RecipientGuardSettings } from './pages/RecipientGuardSettings'
import { SettingsPanel } from './pages/SecretPages'
import { seriousViolations } from './support/axe'

/**
 * Issue 41 item 7, docs/signer-plan.md step 4: Settings → New addresses is the signer's guard screen. A script on
 * the app's origin — an init script that runs there only — records every key, input, field value and text of
 * its document while the person turns the rule off with the password, and never sees the password; calling the
 * app's channel's `setRecipientGuard` itself, with the right password, it is refused and the rule stays.
 */
type Recorded = { keys: string[]; data: string[]; values: string[]; texts: string[] }

/** The hostile script: records the app's document, and keeps the port the app calls the key worker on. */
function hostileAppScript(appOrigin: string) {
  if (location.origin !== appOrigin) return
  const seen = { keys: [] as string[], data: [] as string[], values: [] as string[], texts: [] as string[] }
  const fields = () =>
    Array.from(document.querySelectorAll('input, textarea, select'), (f) => (f as HTMLInputElement).value)
  const record = (event: Event) => {
    if (event instanceof KeyboardEvent) seen.keys.push(event.key)
    if (event instanceof InputEvent && event.data) seen.data.push(event.data)
    seen.values.push(...fields())
  }
  for (const type of ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'change', 'paste', 'submit'])
    document.addEventListener(type, record, true)
  new MutationObserver(() => seen.texts.push(document.body?.textContent ?? '')).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  })
  let channel: MessagePort | null = null
  const post = MessagePort.prototype.postMessage
  MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<typeof post>) {
    if ((args[0] as { type?: unknown } | null)?.type === 'APPLY') channel ??= this
    return post.apply(this, args)
  } as typeof post
  Object.defineProperty(window, '__recorded', {
    value: () => ({ ...seen, values: [...seen.values, ...fields()] }),
  })
  // Comlink's own call on the app's channel; answers the reply whole.
  Object.defineProperty(window, '__call', {
    value: (method: string, ...args: unknown[]) =>
      new Promise<string>((resolve, reject) => {
        if (!channel) return reject(new Error('no channel seen yet'))
        const id = `hostile-${Math.random()}`
        channel.addEventListener('message', (event: MessageEvent) => {
          if ((event.data as { id?: unknown } | null)?.id === id) resolve(JSON.stringify(event.data))
        })
        channel.postMessage({
          id,
          type: 'APPLY',
          path: [method],
          argumentList: args.map((value) => ({ type: 'RAW', value })),
        })
      }),
  })
}

const call = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(
    ({ method, args }) =>
      (window as unknown as { __call: (m: string, ...a: unknown[]) => Promise<string> }).__call(
        method,
        ...args,
      ),
    { method, args },
  )

test('a script on the app’s page sees no character of the password that turns the rule off in the signer’s frame; its own setRecipientGuard is refused', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(hostileAppScript, new URL(baseURL as string).origin)
  await openUnlocked(page, '/home')
  // The script, with the right password, on the app's channel: refused, and the rule is as it was.
  const forged = await call(page, 'setRecipientGuard', testPassword, { enabled: false, limitUsd: 1_000_000 })
  expect(forged).toMatch(/only the calls of its API/)
  expect(JSON.parse(await call(page, 'recipientGuard')).value).toEqual({ enabled: true, limitUsd: 100 })

  const settings = new SettingsPanel(page)
  const guard = new RecipientGuardSettings(page)
  await settings.open().click()
  await guard.expand()
  await expect(guard.now()).toHaveText('Ahora: pide la contraseña por encima de US$ 100,00.')
  // The app's page holds no field of its own for the rule: they are all in the signer's frame.
  await expect(guard.section().locator('input')).toHaveCount(0)
  await guard.toggle().press('Space')
  await expect(guard.toggle()).not.toBeChecked()
  await guard.password().pressSequentially('no-es-esta')
  await guard.password().press('Enter')
  await expect(guard.error()).toHaveText('Contraseña incorrecta. No se cambió nada.')
  await guard.password().pressSequentially(testPassword)
  await guard.password().press('Enter')
  await expect(guard.now()).toHaveText('Ahora: no pide la contraseña para direcciones nuevas.')
  await expect(guard.saved()).toHaveText('Regla de direcciones nuevas guardada.')
  expect(JSON.parse(await call(page, 'recipientGuard')).value).toEqual({ enabled: false, limitUsd: 100 })

  const seen = await page.evaluate(() => (window as unknown as { __recorded: () => Recorded }).__recorded())
  const everything = [...seen.keys, ...seen.data, ...seen.values, ...seen.texts].join('\n')
  expect(everything).not.toContain(testPassword)
  expect(everything).not.toContain('no-es-esta')
  expect(seen.keys).toEqual([])
  expect(seen.data).toEqual([])
})

for (const look of [
  {
    language: 'es',
    theme: 'light',
    now: 'Ahora: pide la contraseña por encima de US$ 100,00.',
    save: 'Guardar',
  },
  { language: 'en', theme: 'dark', now: 'Now: asks for the password above $100.00.', save: 'Save' },
] as const) {
  test(`the guard frame speaks the app’s language and theme (${look.language}, ${look.theme}), works by keyboard, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    await openUnlocked(page, '/home')
    const settings = new SettingsPanel(page)
    const guard = new RecipientGuardSettings(page)
    await settings.open().click()
    await guard.expand()
    await expect(guard.now()).toHaveText(look.now)
    await expect(guard.save()).toBeDisabled()
    const frame = page.frames().find((f) => new URL(f.url()).searchParams.get('screen') === 'guard')
    if (!frame) throw new Error('no signer guard frame')
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    // Keyboard alone: Tab from the section's title reaches the switch in the frame; Space, Tab to the limit,
    // Tab past the hint to the password, Enter saves.
    await guard.title().focus()
    let reached = false
    for (let i = 0; i < 8 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await guard.toggle().evaluate((el) => document.activeElement === el && document.hasFocus())
    }
    expect(reached).toBe(true)
    await page.keyboard.press('Space')
    await expect(guard.toggle()).not.toBeChecked()
    await page.keyboard.press('Tab')
    await expect(guard.limit()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(guard.password()).toBeFocused()
    await page.keyboard.type(testPassword)
    await page.keyboard.press('Enter')
    await expect(guard.now()).toBeFocused()
    await expect(guard.save()).toHaveText(look.save)
    await expect(guard.save()).toBeDisabled()
    expect(await seriousViolations(frame)).toEqual([])
    // Phone-sized: the frame holds its whole screen without a scroll bar of its own.
    await expect
      .poll(() =>
        frame.evaluate(
          () =>
            document.documentElement.scrollHeight <= window.innerHeight &&
            document.documentElement.scrollWidth <= window.innerWidth,
        ),
      )
      .toBe(true)
  })
}
