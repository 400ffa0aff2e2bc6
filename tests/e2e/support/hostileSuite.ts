import { expect, type Frame, type Page } from '@playwright/test'
import { signerOrigin } from '../../../src/domain/signer/origins'
import type { Recorded } from './hostilePage'

/**
 * The hostile-page suite's script (issue 41 step 7, docs/signer-plan.md): ONE init script that runs on the app's
 * origin only — what a compromised package installs before the app starts — and, besides recording every key,
 * input, field value and text of its document and of the same-origin frames it reaches, holds the app's end of
 * its channel to the key worker, rewrites the app's storage, hides or covers the signer's frames and opens a
 * frame and a window of its own to the signer. Each attack is a function the spec calls at a moment of the
 * person's flow (`window.__hostile`); what a document recorded is gathered before each navigation
 * ({@link Hostile.collect}), so nothing recorded before a reload is lost.
 */

/** A value as it crosses between the page and the test: bigints and bytes tagged (JSON has neither). */
type Tagged = unknown

/** What the script's own frame or window of the signer gave it. */
export type OwnTry = {
  /** Messages of the signer's origin the script's own frame or window posted to it. */
  messages: unknown[]
  /** Reading the frame's document, its hooks, its storage: what each attempt gave (an error's name). */
  reads: Record<string, string>
  /** Replies on a channel the script got from its own frame (method → reply), when it got one. */
  replies: Record<string, unknown>
}

/** The script itself: every attack in the page, before any of the app's own scripts run. */
function hostileSuiteScript({ app, signer }: { app: string; signer: string }) {
  if (location.origin !== app) return
  // --- The recorder: keys, input data, field values, texts (only what was not seen before, to keep it small).
  const seen = {
    keys: [] as string[],
    data: [] as string[],
    values: new Set<string>(),
    texts: new Set<string>(),
  }
  const fields = (doc: Document) =>
    Array.from(doc.querySelectorAll('input, textarea, select'), (f) => (f as HTMLInputElement).value)
  const noteFields = (doc: Document) => {
    for (const value of fields(doc)) if (value) seen.values.add(value)
  }
  const record = (event: Event) => {
    if (event instanceof KeyboardEvent) seen.keys.push(event.key)
    if (event instanceof InputEvent && event.data) seen.data.push(event.data)
    if (event instanceof ClipboardEvent) seen.data.push(event.clipboardData?.getData('text') ?? '')
    const target = event.target as HTMLInputElement | null
    if (target && typeof target.value === 'string' && target.value) seen.values.add(target.value)
    const doc = (event.target as Node | null)?.ownerDocument
    if (doc) noteFields(doc)
  }
  const watched = new WeakSet<Document>()
  const watch = (doc: Document) => {
    if (watched.has(doc)) return
    watched.add(doc)
    for (const type of ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'change', 'paste', 'submit'])
      doc.addEventListener(type, record, true)
    const reach = (node: Node) => {
      // A frame of this origin (about:blank, srcdoc, the app's own pages): its document is the script's too.
      const frames = node instanceof Element ? node.querySelectorAll('iframe') : []
      for (const frame of [...(node instanceof HTMLIFrameElement ? [node] : []), ...frames]) {
        const open = () => {
          try {
            if (frame.contentDocument) watch(frame.contentDocument)
          } catch {
            // Another origin's document: out of reach.
          }
        }
        open()
        frame.addEventListener('load', open)
      }
    }
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.type === 'characterData') seen.texts.add((m.target as CharacterData).data)
        else if (m.type === 'attributes' && m.attributeName)
          seen.texts.add((m.target as Element).getAttribute(m.attributeName) ?? '')
        for (const node of Array.from(m.addedNodes)) {
          seen.texts.add(node.textContent ?? '')
          reach(node)
        }
      }
      noteFields(doc)
    }).observe(doc, { subtree: true, childList: true, characterData: true, attributes: true })
  }
  watch(document)

  // --- The app's end of its channel to the key worker (the first port a Comlink call goes out on).
  let channel: MessagePort | null = null
  const reviews: string[] = []
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

  // Tagged values: JSON has no bigint and no bytes.
  const encode = (value: unknown): unknown => {
    if (typeof value === 'bigint') return { __big: value.toString() }
    if (value instanceof Uint8Array) return { __u8: Array.from(value) }
    if (value instanceof ArrayBuffer) return { __u8: Array.from(new Uint8Array(value)) }
    if (Array.isArray(value)) return value.map(encode)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]))
    return value
  }
  const decode = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(decode)
    if (value && typeof value === 'object') {
      const v = value as { __big?: string; __u8?: number[] }
      if (typeof v.__big === 'string') return BigInt(v.__big)
      if (Array.isArray(v.__u8)) return new Uint8Array(v.__u8)
      return Object.fromEntries(Object.entries(value).map(([k, w]) => [k, decode(w)]))
    }
    return value
  }
  /** One Comlink call on `port`, answered whole (a refusal: `{ type: 'HANDLER', value: { name, message } }`). */
  const callOn = (port: MessagePort, method: string, args: unknown[]) =>
    new Promise<unknown>((resolve) => {
      const id = `hostile-${crypto.randomUUID()}`
      const onMessage = (event: MessageEvent) => {
        if ((event.data as { id?: unknown } | null)?.id !== id) return
        port.removeEventListener('message', onMessage)
        resolve(encode(event.data))
      }
      port.addEventListener('message', onMessage)
      port.start()
      post.call(port, {
        id,
        type: 'APPLY',
        path: [method],
        argumentList: args.map((value) => ({ type: 'RAW', value })),
      })
    })

  // --- The app's storage: IndexedDB (every database and store), localStorage, Cache Storage.
  type Snapshot = {
    local: [string, string][]
    idb: { db: string; store: string; keyPath: string | null; entries: [unknown, unknown][] }[]
    caches: { cache: string; url: string; body: string; type: string }[]
  }
  const openDb = (name: string) =>
    new Promise<IDBDatabase>((ok, fail) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => ok(request.result)
      request.onerror = () => fail(request.error)
    })
  const done = (request: IDBRequest | IDBTransaction) =>
    new Promise<unknown>((ok, fail) => {
      if (request instanceof IDBTransaction) {
        request.oncomplete = () => ok(undefined)
        request.onerror = () => fail(request.error)
      } else {
        request.onsuccess = () => ok(request.result)
        request.onerror = () => fail(request.error)
      }
    })
  const eachStore = async (task: (db: IDBDatabase, store: string, name: string) => Promise<void>) => {
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await openDb(info.name)
      try {
        for (const store of Array.from(db.objectStoreNames)) await task(db, store, info.name)
      } finally {
        db.close()
      }
    }
  }
  const snapshot = async (): Promise<Snapshot> => {
    const local: [string, string][] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) as string
      local.push([key, localStorage.getItem(key) ?? ''])
    }
    const idb: Snapshot['idb'] = []
    await eachStore(async (db, store, name) => {
      const os = db.transaction(store).objectStore(store)
      const keys = (await done(os.getAllKeys())) as IDBValidKey[]
      const values = (await done(db.transaction(store).objectStore(store).getAll())) as unknown[]
      const keyPath = typeof os.keyPath === 'string' ? os.keyPath : null
      idb.push({ db: name, store, keyPath, entries: keys.map((key, i) => [key, values[i]]) })
    })
    const cached: Snapshot['caches'] = []
    for (const cache of await caches.keys()) {
      const open = await caches.open(cache)
      for (const request of await open.keys()) {
        const response = await open.match(request)
        cached.push({
          cache,
          url: request.url,
          body: (await response?.text()) ?? '',
          type: response?.headers.get('content-type') ?? '',
        })
      }
    }
    return encode({ local, idb, caches: cached }) as Snapshot
  }
  /** Every key of every store written over, then every key deleted: what it rewrote and deleted. */
  const overwriteAndDelete = async (garbage: string) => {
    const touched = { local: 0, idb: 0, caches: 0 }
    for (let i = 0; i < localStorage.length; i++) {
      localStorage.setItem(localStorage.key(i) as string, garbage)
      touched.local++
    }
    localStorage.clear()
    await eachStore(async (db, store) => {
      const keys = (await done(db.transaction(store).objectStore(store).getAllKeys())) as IDBValidKey[]
      const tx = db.transaction(store, 'readwrite')
      for (const key of keys) tx.objectStore(store).put(garbage, key)
      await done(tx)
      const clear = db.transaction(store, 'readwrite')
      clear.objectStore(store).clear()
      await done(clear)
      touched.idb += keys.length
    })
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        await cache.put(request, new Response(garbage, { headers: { 'content-type': 'text/javascript' } }))
        await cache.delete(request)
        touched.caches++
      }
    }
    return touched
  }
  /**
   * The one-off attack of issue 41 item 3: every cached script and page of this origin rewritten to run the
   * script's own line first (`marker` set on the window), working otherwise, and left there.
   */
  const rewriteCache = async (marker: string) => {
    const line = `window[${JSON.stringify(marker)}] = 1;`
    let rewritten = 0
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        const type = response?.headers.get('content-type') ?? ''
        const body = (await response?.text()) ?? ''
        const path = new URL(request.url).pathname
        const script = /javascript/.test(type) || path.endsWith('.js')
        const page = /html/.test(type) || path.endsWith('.html') || path.endsWith('/')
        if (!script && !page) continue
        const next = script ? `${line}\n${body}` : body.replace('<head>', `<head><script>${line}</script>`)
        await cache.put(request, new Response(next, { headers: { 'content-type': type } }))
        rewritten++
      }
    }
    return rewritten
  }
  /** Deletes every IndexedDB database of the app's origin outright (issue 41 item 6's attack). */
  const deleteDatabases = async () => {
    const names = (await indexedDB.databases()).flatMap((info) => (info.name ? [info.name] : []))
    for (const name of names)
      await new Promise<void>((ok) => {
        const request = indexedDB.deleteDatabase(name)
        request.onsuccess = () => ok()
        request.onerror = () => ok()
        request.onblocked = () => ok()
      })
    return names
  }
  /** Writes `entries` (key → value, tagged) into the app's idb-keyval store and `local` into localStorage. */
  const plant = async (entries: Record<string, unknown>, local: Record<string, string>) => {
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value)
    const request = indexedDB.open('keyval-store')
    request.onupgradeneeded = () => request.result.createObjectStore('keyval')
    const db = (await done(request)) as IDBDatabase
    try {
      const tx = db.transaction('keyval', 'readwrite')
      for (const [key, value] of Object.entries(entries)) tx.objectStore('keyval').put(decode(value), key)
      await done(tx)
    } finally {
      db.close()
    }
  }
  /** Puts back an earlier snapshot: what it held, exactly (whatever was written since goes). */
  const rollback = async (tagged: Snapshot) => {
    const old = decode(tagged) as Snapshot
    localStorage.clear()
    for (const [key, value] of old.local) localStorage.setItem(key, value)
    await eachStore(async (db, store) => {
      const tx = db.transaction(store, 'readwrite')
      tx.objectStore(store).clear()
      await done(tx)
    })
    const existing = new Set((await indexedDB.databases()).map((info) => info.name))
    for (const { db: name, store, entries } of old.idb) {
      // A database deleted meanwhile is the app's to make again (upgrading it here would wait on the app's
      // open connection, and an empty one made here would lack its store): skipped.
      if (!existing.has(name)) continue
      const db = await openDb(name)
      if (!db.objectStoreNames.contains(store)) {
        db.close()
        continue
      }
      try {
        const tx = db.transaction(store, 'readwrite')
        const os = tx.objectStore(store)
        for (const [key, value] of entries) {
          if (os.keyPath === null) os.put(value, key as IDBValidKey)
          else os.put(value)
        }
        await done(tx)
      } finally {
        db.close()
      }
    }
    for (const { cache, url, body, type } of old.caches)
      await (await caches.open(cache)).put(url, new Response(body, { headers: { 'content-type': type } }))
  }

  // --- The signer's frames: hidden, covered, moved away; and what the page can read of them.
  const signerFrames = () =>
    Array.from(document.querySelectorAll('iframe')).filter((f) => {
      try {
        return new URL(f.src, location.href).origin === signer
      } catch {
        return false
      }
    })
  const covers: HTMLElement[] = []
  /** Each frame's own opacity and transform before the script changed them (nothing else is touched). */
  const restyled = new Map<HTMLIFrameElement, { opacity: string; transform: string }>()
  const cover = (how: 'opacity' | 'overlay' | 'offscreen') => {
    const frames = signerFrames()
    for (const frame of frames) {
      if (!restyled.has(frame))
        restyled.set(frame, { opacity: frame.style.opacity, transform: frame.style.transform })
      if (how === 'opacity') frame.style.opacity = '0'
      if (how === 'offscreen') {
        frame.style.transform = 'translateX(-10000px)'
      }
      if (how === 'overlay') {
        // A look-alike over the frame that lets the person's clicks through to it: a clickjacker's page.
        const box = frame.getBoundingClientRect()
        const over = document.createElement('div')
        over.textContent = 'Ganá US$ 100: hacé clic acá'
        Object.assign(over.style, {
          position: 'fixed',
          left: `${box.left}px`,
          top: `${box.top}px`,
          width: `${box.width}px`,
          height: `${box.height}px`,
          zIndex: '2147483647',
          background: 'white',
          pointerEvents: 'none',
        })
        document.body.append(over)
        covers.push(over)
      }
    }
    return frames.length
  }
  const uncover = () => {
    for (const over of covers.splice(0)) over.remove()
    // Only what the script changed goes back: the app may have resized the frame meanwhile.
    for (const [frame, { opacity, transform }] of restyled) {
      frame.style.opacity = opacity
      frame.style.transform = transform
    }
    restyled.clear()
  }
  /** What the page reads of a window of the signer's origin: each attempt's result, or the error's name. */
  const readOf = (target: Window | null) => {
    const reads: Record<string, string> = {}
    const attempt = (name: string, read: () => unknown) => {
      try {
        const got = read()
        reads[name] = got === null || got === undefined ? String(got) : typeof got
      } catch (error) {
        reads[name] = (error as Error).name
      }
    }
    attempt('document', () => target?.document)
    attempt('localStorage', () => target?.localStorage)
    attempt('indexedDB', () => target?.indexedDB)
    for (const hook of [
      'billeteraSignerUnlock',
      'billeteraSignerReveal',
      'billeteraSignerGuard',
      'billeteraSignerAutoLock',
      'billeteraSignerRemove',
      'billeteraSignerApprove',
    ])
      attempt(hook, () => (target as unknown as Record<string, unknown>)?.[hook])
    return reads
  }
  const readFrames = () =>
    signerFrames().map((f) => ({ document: String(f.contentDocument), ...readOf(f.contentWindow) }))

  // --- The script's own frame and window to the signer: connect, the "what is stored?" question, the hooks.
  const fromSigner = (source: Window | null, sink: unknown[]) => (event: MessageEvent) => {
    if (event.origin === signer && event.source === source) sink.push(encode(event.data))
  }
  const ownFrame = async (query: string, calls: [string, unknown[]][], handover: unknown) => {
    const frame = document.createElement('iframe')
    frame.src = `${signer}/?${query}`
    frame.title = 'hostile'
    frame.style.cssText = 'width:10px;height:10px;border:0'
    const messages: unknown[] = []
    const ready = new Promise<void>((ok) => {
      addEventListener('message', (event) => {
        if (event.origin === signer && event.source === frame.contentWindow) {
          messages.push(encode(event.data))
          if ((event.data as { type?: unknown })?.type === 'billetera-signer-ready') ok()
        }
      })
    })
    document.body.append(frame)
    await ready
    const target = frame.contentWindow as Window
    // "What is stored?", with a wallet of the script's own handed over, as an earlier version's would be.
    const stored = new Promise<unknown>((ok) => {
      addEventListener('message', (event) => {
        const data = event.data as { type?: unknown; id?: unknown }
        if (
          event.source === target &&
          data?.type === 'billetera-signer-stored' &&
          data.id === 'hostile-stored'
        )
          ok(encode(data))
      })
    })
    target.postMessage(
      { type: 'billetera-signer-stored', id: 'hostile-stored', handover: decode(handover) },
      signer,
    )
    const answer = await stored
    // The connect request, as the app sends it: this frame is the script's, on the app's origin.
    const pipe = new MessageChannel()
    target.postMessage({ type: 'billetera-signer-connect', handover: decode(handover) }, signer, [pipe.port2])
    const replies: Record<string, unknown> = {}
    for (const [method, args] of calls)
      replies[method] = await callOn(pipe.port1, method, decode(args) as unknown[])
    return { messages, reads: readOf(target), replies, stored: answer }
  }
  let opened: Window | null = null
  const windowMessages: unknown[] = []
  const ownWindow = (query: string) => {
    opened = window.open(`${signer}/?${query}`, 'hostile-signer')
    addEventListener('message', fromSigner(opened, windowMessages))
    return opened !== null
  }
  const knock = () => {
    // The connect and the "what is stored?" question, to the window the script opened: a window the signer's
    // page has no parent in. The connect carries a port: an answer would come on it.
    const pipe = new MessageChannel()
    pipe.port1.onmessage = (event) => windowMessages.push(encode(event.data))
    opened?.postMessage({ type: 'billetera-signer-connect' }, signer, [pipe.port2])
    opened?.postMessage({ type: 'billetera-signer-stored', id: 'hostile-window' }, signer)
    return { reads: readOf(opened), messages: [...windowMessages] }
  }
  /** Broadcasts a signed transaction it got, itself, to the devnet's node. */
  const broadcast = async (rpcUrl: string, raw: string) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [raw] }),
    })
    return response.json()
  }

  Object.defineProperty(window, '__recorded', {
    value: () => {
      noteFields(document)
      return {
        keys: [...seen.keys],
        data: [...seen.data],
        values: [...seen.values],
        texts: [...seen.texts, document.body?.textContent ?? ''],
        reviews: [...reviews],
      }
    },
  })
  Object.defineProperty(window, '__call', {
    value: (method: string, args: unknown[]) =>
      channel
        ? callOn(channel, method, decode(args) as unknown[])
        : Promise.reject(new Error('no channel yet')),
  })
  Object.defineProperty(window, '__hostile', {
    value: {
      snapshot,
      overwriteAndDelete,
      rewriteCache,
      deleteDatabases,
      plant,
      rollback,
      cover,
      uncover,
      readFrames,
      ownFrame,
      ownWindow,
      knock,
      broadcast,
      hasChannel: () => channel !== null,
    },
  })
}

type HostileApi = {
  snapshot(): Promise<Snapshot>
  overwriteAndDelete(garbage: string): Promise<{ local: number; idb: number; caches: number }>
  deleteDatabases(): Promise<string[]>
  rewriteCache(marker: string): Promise<number>
  plant(entries: Record<string, Tagged>, local: Record<string, string>): Promise<void>
  rollback(snapshot: Snapshot): Promise<void>
  cover(how: 'opacity' | 'overlay' | 'offscreen'): number
  uncover(): void
  readFrames(): Record<string, string>[]
  ownFrame(
    query: string,
    calls: [string, Tagged[]][],
    handover: Tagged,
  ): Promise<OwnTry & { stored: Record<string, unknown> }>
  ownWindow(query: string): boolean
  knock(): { reads: Record<string, string>; messages: unknown[] }
  broadcast(rpcUrl: string, raw: string): Promise<{ result?: string; error?: { message: string } }>
  hasChannel(): boolean
}

/** The app's storage as the script copied it (values tagged): what it writes back later. */
export type Snapshot = {
  local: [string, string][]
  idb: { db: string; store: string; keyPath: string | null; entries: [unknown, unknown][] }[]
  caches: { cache: string; url: string; body: string; type: string }[]
}

/** A reply on a channel, whole: `{ type: 'HANDLER', value: { name, message } }` when refused. */
export type Reply = { id?: string; type?: string; value?: unknown }

/** Bigints and bytes tagged for the page (JSON has neither). */
export function tag(value: unknown): Tagged {
  if (typeof value === 'bigint') return { __big: value.toString() }
  if (value instanceof Uint8Array) return { __u8: Array.from(value) }
  if (Array.isArray(value)) return value.map(tag)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tag(v)]))
  return value
}

/**
 * The hostile page, seen from the test: installs the one script and gathers what every document of the app's
 * origin recorded (call {@link collect} before a navigation the test makes: a new document starts empty).
 */
export class Hostile {
  private gathered: Recorded = { keys: [], data: [], values: [], texts: [], reviews: [] }

  private constructor(
    readonly page: Page,
    readonly app: string,
    readonly signer: string,
  ) {}

  /** Installs the script on `page` for every document of the app's origin from now on (never the signer's). */
  static async install(page: Page, baseURL: string): Promise<Hostile> {
    const app = new URL(baseURL).origin
    const signer = signerOrigin(new URL(app), '')
    await page.addInitScript(hostileSuiteScript, { app, signer })
    return new Hostile(page, app, signer)
  }

  /** Calls the script's attack `name` in the page with `args` (plain JSON: tag bigints and bytes first). */
  private run<T>(name: keyof HostileApi, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(
      ({ name, args }) => {
        const api = (window as unknown as { __hostile: Record<string, (...a: unknown[]) => unknown> })
          .__hostile
        return api[name]?.(...args) as T
      },
      { name, args },
    )
  }

  /** What this document recorded, added to what earlier documents did. */
  async collect(): Promise<Recorded> {
    const now = await this.page.evaluate(() =>
      (window as unknown as { __recorded: () => Recorded }).__recorded(),
    )
    for (const key of ['keys', 'data', 'values', 'texts', 'reviews'] as const)
      this.gathered[key].push(...now[key])
    return this.everything()
  }

  /** Everything recorded so far by every document (collect first for the present one). */
  everything(): Recorded {
    return {
      keys: [...this.gathered.keys],
      data: [...this.gathered.data],
      values: [...this.gathered.values],
      texts: [...this.gathered.texts],
      reviews: [...this.gathered.reviews],
    }
  }

  /** The script's own Comlink call on the app's channel, arguments tagged: the reply whole. */
  call(method: string, args: unknown[]): Promise<Reply> {
    return this.page.evaluate(
      ({ method, args }) =>
        (window as unknown as { __call: (m: string, a: unknown[]) => Promise<Reply> }).__call(method, args),
      { method, args: tag(args) as unknown[] },
    )
  }

  hasChannel = () => this.run<boolean>('hasChannel')
  snapshot = () => this.run<Snapshot>('snapshot')
  overwriteAndDelete = () =>
    this.run<{ local: number; idb: number; caches: number }>('overwriteAndDelete', '{"hostile":true}')
  deleteDatabases = () => this.run<string[]>('deleteDatabases')
  rewriteCache = (marker: string) => this.run<number>('rewriteCache', marker)
  plant = (entries: Record<string, unknown>, local: Record<string, string>) =>
    this.run<void>('plant', tag(entries), local)
  rollback = (snapshot: Snapshot) => this.run<void>('rollback', snapshot)
  cover = (how: 'opacity' | 'overlay' | 'offscreen') => this.run<number>('cover', how)
  uncover = () => this.run<void>('uncover')
  readFrames = () => this.run<Record<string, string>[]>('readFrames')
  ownFrame = (query: string, calls: [string, unknown[]][], handover: unknown) =>
    this.run<OwnTry & { stored: Record<string, unknown> }>('ownFrame', query, tag(calls), tag(handover))
  ownWindow = (query: string) => this.run<boolean>('ownWindow', query)
  knock = () => this.run<{ reads: Record<string, string>; messages: unknown[] }>('knock')
  broadcast = (rpcUrl: string, raw: string) =>
    this.run<{ result?: string; error?: { message: string } }>('broadcast', rpcUrl, raw)
}

/**
 * Every record of the signer's storage (every IndexedDB database and store of the signer's origin, bytes as hex,
 * and its localStorage), read in a signer's frame of the page: what "the signer's records" are.
 */
export async function signerRecords(page: Page): Promise<Record<string, string>> {
  const origin = signerOrigin(new URL(page.url()), '')
  const find = () => page.frames().find((f) => f.url().startsWith(`${origin}/`))
  await expect.poll(() => find() !== undefined, { message: `no frame of ${origin}` }).toBe(true)
  return recordsIn(find() as Frame)
}

/** As {@link signerRecords}, in that frame. */
export function recordsIn(frame: Frame): Promise<Record<string, string>> {
  return frame.evaluate(async () => {
    const out: Record<string, string> = {}
    const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
    const text = (v: unknown) =>
      JSON.stringify(v, (_k, w) => (w instanceof Uint8Array ? hex(w) : typeof w === 'bigint' ? `${w}n` : w))
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) as string
      out[`localStorage/${key}`] = localStorage.getItem(key) ?? ''
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const request = indexedDB.open(info.name as string)
        request.onsuccess = () => ok(request.result)
        request.onerror = () => fail(request.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const [keys, values] = await Promise.all(
          ['getAllKeys', 'getAll'].map(
            (how) =>
              new Promise<unknown[]>((ok, fail) => {
                const request = (
                  db.transaction(store).objectStore(store) as unknown as Record<
                    string,
                    () => IDBRequest<unknown[]>
                  >
                )[how]!()
                request.onsuccess = () => ok(request.result)
                request.onerror = () => fail(request.error)
              }),
          ),
        )
        keys?.forEach((key, i) => {
          out[`${info.name}/${store}/${String(key)}`] = text(values?.[i])
        })
      }
      db.close()
    }
    return out
  })
}
