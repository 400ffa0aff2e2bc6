import { expect, type Page, test } from '@playwright/test'
import { openUnlocked } from './fixtures/enterWallet'
import { testPassword } from './fixtures/storedWallet'
import { AutoLockSettings } from './pages/AutoLockSettings'
import { SettingsPanel } from './pages/SecretPages'
import { seriousViolations } from './support/axe'
import { fastForwardVaultWorker, pauseVaultWorkerClock } from './support/workerClock'

/**
 * Issue 41 item 7 ("`setAutoLockMinutes(1440)` needs no password, so a script can keep the vault open all day"),
 * docs/signer-plan.md step 4: the auto-lock time is the signer's auto-lock screen, saved with the password in
 * the signer's storage. A script on the app's origin — an init script that runs there only, on every load —
 * writes the app's old localStorage setting to a day and calls the app's channel's `setAutoLockMinutes` itself,
 * with and without the right password: refused, and the vault still locks after the person's chosen minutes.
 * The worker's clock is paused and moved by the test (tests/e2e/support/workerClock.ts), never waited for.
 */
type Recorded = { keys: string[]; data: string[]; values: string[]; texts: string[] }

/** The hostile script: a day of auto-lock in the app's storage, its own calls on the app's channel, a record. */
function hostileAppScript(appOrigin: string) {
  if (location.origin !== appOrigin) return
  localStorage.setItem('autoLockMinutes', '1440')
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

test('a script on the app’s page cannot keep the vault open: its setAutoLockMinutes and localStorage are ignored, the person’s 5 minutes rule', async ({
  page,
  context,
  baseURL,
}) => {
  await pauseVaultWorkerClock(context)
  await page.addInitScript(hostileAppScript, new URL(baseURL as string).origin)
  await openUnlocked(page, '/home')

  // The person chooses 5 minutes in the signer's frame: a wrong password changes nothing, the right one saves.
  const settings = new SettingsPanel(page)
  const autoLock = new AutoLockSettings(page)
  await settings.open().click()
  await expect(autoLock.now()).toHaveText('Ahora: se bloquea tras 15 min sin uso.')
  await autoLock.choose(5, 'no-es-esta')
  await expect(autoLock.error()).toHaveText('Contraseña incorrecta. No se cambió nada.')
  await expect(autoLock.now()).toHaveText('Ahora: se bloquea tras 15 min sin uso.')
  await autoLock.password().pressSequentially(testPassword)
  await autoLock.password().press('Enter')
  await expect(autoLock.now()).toHaveText('Ahora: se bloquea tras 5 min sin uso.')
  await expect(autoLock.saved()).toHaveText('Bloqueo automático guardado.')
  await settings.close().click()

  // The script, on the app's channel, with the right password and without: refused; the time stays 5.
  expect(await call(page, 'setAutoLockMinutes', testPassword, 1440)).toMatch(/only the calls of its API/)
  expect(await call(page, 'setAutoLockMinutes', 1440)).toMatch(/only the calls of its API/)
  expect(JSON.parse(await call(page, 'status')).value.autoLockMinutes).toBe(5)
  expect(await page.evaluate(() => localStorage.getItem('autoLockMinutes'))).toBe('1440')

  const seen = await page.evaluate(() => (window as unknown as { __recorded: () => Recorded }).__recorded())
  const everything = [...seen.keys, ...seen.data, ...seen.values, ...seen.texts].join('\n')
  expect(everything).not.toContain(testPassword)
  expect(everything).not.toContain('no-es-esta')

  // A millisecond short of 5 minutes nothing fires; at 5 minutes the worker's own timer locks the vault.
  expect(await fastForwardVaultWorker(page, 5 * 60_000 - 1)).toEqual([])
  expect(await fastForwardVaultWorker(page, 1)).toEqual([5 * 60_000])
  await expect(page).toHaveURL(/\/unlock/)
})

for (const look of [
  { language: 'es', theme: 'light', now: 'Ahora: se bloquea tras 30 min sin uso.', save: 'Guardar' },
  { language: 'en', theme: 'dark', now: 'Now: locks after 30 min without use.', save: 'Save' },
] as const) {
  test(`the auto-lock frame speaks the app’s language and theme (${look.language}, ${look.theme}), works by keyboard, is axe-clean and fits at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((prefs) => {
      localStorage.setItem('language', prefs.language)
      localStorage.setItem('theme', prefs.theme)
    }, look)
    await openUnlocked(page, '/home')
    const settings = new SettingsPanel(page)
    const autoLock = new AutoLockSettings(page)
    await settings.open().click()
    await expect(autoLock.choice()).toHaveValue('15')
    await expect(autoLock.save()).toBeDisabled()
    const frame = page.frames().find((f) => new URL(f.url()).searchParams.get('screen') === 'autolock')
    if (!frame) throw new Error('no signer auto-lock frame')
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      look.theme === 'dark',
    )
    expect(await seriousViolations(frame)).toEqual([])
    // Keyboard alone: Tab from the dollar choice above reaches the frame's choice; Arrow Down picks the next
    // time (30), Tab to the password, Enter saves.
    await settings.dollar().focus()
    let reached = false
    for (let i = 0; i < 8 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await autoLock.choice().evaluate((el) => document.activeElement === el && document.hasFocus())
    }
    expect(reached).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect(autoLock.choice()).toHaveValue('30')
    await expect(autoLock.save()).toBeEnabled()
    await page.keyboard.press('Tab')
    await expect(autoLock.password()).toBeFocused()
    await page.keyboard.type(testPassword)
    await page.keyboard.press('Enter')
    await expect(autoLock.now()).toHaveText(look.now)
    await expect(autoLock.now()).toBeFocused()
    await expect(autoLock.save()).toHaveText(look.save)
    await expect(autoLock.save()).toBeDisabled()
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
