import { expect, type Page } from '@playwright/test'

/**
 * A hostile script on the app's page (issue 41 step 7's hostile-page suite, docs/signer-plan.md): what a
 * compromised package would install before the app starts, on the app's origin only (the signer's frames, on
 * their own origin, skip it). It records every key, input event's data, field value and every text the app's
 * document ever held (a mutation observer: a text shown for a moment is kept), and keeps the app's end of its
 * channel to the key worker (the first port the app sends a Comlink call on) with every review id the worker
 * answered there, so that a spec can call the worker itself as that script could.
 */

/** What the hostile script saw: keys, input data, field values, texts, and the review ids that asked a password. */
export type Recorded = {
  keys: string[]
  data: string[]
  values: string[]
  texts: string[]
  reviews: string[]
}

/** A Comlink reply on the app's channel, whole: `{ type: 'HANDLER', value: { name, message } }` when refused. */
export type Reply = { id?: string; type?: string; value?: unknown }

/** The script itself: runs in the page, before any of the app's own scripts. */
function hostileAppScript(appOrigin: string) {
  if (location.origin !== appOrigin) return
  const seen = { keys: [] as string[], data: [] as string[], values: [] as string[], texts: [] as string[] }
  const reviews: string[] = []
  const fields = () =>
    Array.from(document.querySelectorAll('input, textarea, select'), (f) => (f as HTMLInputElement).value)
  const record = (event: Event) => {
    if (event instanceof KeyboardEvent) seen.keys.push(event.key)
    if (event instanceof InputEvent && event.data) seen.data.push(event.data)
    const target = event.target as HTMLInputElement | null
    if (target && typeof target.value === 'string') seen.values.push(target.value)
    seen.values.push(...fields())
  }
  for (const type of ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'change', 'paste', 'submit'])
    document.addEventListener(type, record, true)
  new MutationObserver(() => {
    seen.texts.push(document.body?.textContent ?? '')
    seen.values.push(...fields())
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  // The app's end of its channel to the key worker, and every review id the worker answered on it.
  let channel: MessagePort | null = null
  const post = MessagePort.prototype.postMessage
  MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<typeof post>) {
    if ((args[0] as { type?: unknown } | null)?.type === 'APPLY' && !channel) {
      channel = this
      this.addEventListener('message', (event: MessageEvent) => {
        const value = (event.data as { value?: { id?: unknown; needsPassword?: unknown } } | null)?.value
        if (typeof value?.id === 'string' && value.needsPassword === true) reviews.push(value.id)
      })
    }
    return post.apply(this, args)
  } as typeof post
  Object.defineProperty(window, '__recorded', {
    value: () => ({
      ...seen,
      values: [...seen.values, ...fields()],
      texts: [...seen.texts, document.body?.textContent ?? ''],
      reviews: [...reviews],
    }),
  })
  // Comlink's own call, as the app's channel sends it; answers the reply whole.
  Object.defineProperty(window, '__call', {
    value: (method: string, args: unknown[]) =>
      new Promise((resolve, reject) => {
        if (!channel) return reject(new Error('no channel seen yet'))
        const port = channel
        const id = `hostile-${crypto.randomUUID()}`
        const onMessage = (event: MessageEvent) => {
          if ((event.data as { id?: unknown } | null)?.id !== id) return
          port.removeEventListener('message', onMessage)
          resolve(event.data)
        }
        port.addEventListener('message', onMessage)
        port.postMessage({
          id,
          type: 'APPLY',
          path: [method],
          argumentList: args.map((value) => ({ type: 'RAW', value })),
        })
      }),
  })
}

/** Installs the hostile script on `page` for every document of the app's origin it opens from now on. */
export async function installRecorder(page: Page, appOrigin: string): Promise<void> {
  await page.addInitScript(hostileAppScript, new URL(appOrigin).origin)
}

/** Everything the hostile script has recorded so far, the fields' and the document's present text included. */
export function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => (window as unknown as { __recorded: () => Recorded }).__recorded())
}

/** The hostile script's own Comlink call of `method(...args)` on the app's channel: the worker's reply whole. */
export function callOnAppChannel(page: Page, method: string, ...args: unknown[]): Promise<Reply> {
  return page.evaluate(
    ({ method, args }) =>
      (window as unknown as { __call: (m: string, a: unknown[]) => Promise<Reply> }).__call(method, args),
    { method, args },
  )
}

/** All the hostile script recorded, as one text. */
export function everythingIn(records: Recorded): string {
  return [...records.keys, ...records.data, ...records.values, ...records.texts].join('\n')
}

/**
 * The characters typed in the app's own document, as the script heard them (keys of one character). A named key
 * (Enter, Shift, Tab) carries none: its release can reach the page when the frame it was pressed in goes away
 * under it (the wallet opened, logged out), which a loaded machine does before the key is up.
 */
export function charactersIn(records: Recorded): string[] {
  return records.keys.filter((key) => [...key].length === 1)
}

/** Not one of `secrets` (passwords, words) in anything the hostile script recorded. */
export function expectNothingOf(records: Recorded, secrets: readonly string[]): void {
  const everything = everythingIn(records)
  for (const secret of secrets) expect(everything, 'a secret reached the app’s page').not.toContain(secret)
}
