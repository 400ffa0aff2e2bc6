import type { AnyActorRef, InspectionEvent, Observer } from 'xstate'

/** What the in-app inspector panel shows of one live actor. */
export type InspectedActor = {
  sessionId: string
  id: string
  machineId: string
  value: unknown
  context: unknown
  status: string
  events: string[]
}

const MAX_EVENTS = 8
const STATELY_URL = 'https://stately.ai/registry/inspect'
/** Live actors by session id, with the types of their latest events (newest first). */
const actors = new Map<string, { ref: AnyActorRef; events: string[] }>()
const listeners = new Set<() => void>()
let list: InspectedActor[] = []
/** Something changed since `list` was made: the next read makes it again. */
let changed = false
let notifying = false
let forward: ((event: InspectionEvent) => void) | null = null

function logicId(ref: AnyActorRef): string {
  const logic = (ref as { logic?: { id?: string; config?: { id?: string } } }).logic
  return logic?.id ?? logic?.config?.id ?? ref.id
}

/** An actor still being constructed cannot be read yet (XState throws in development): count it live. */
function snapshotOf(ref: AnyActorRef): { value?: unknown; context?: unknown; status?: string } | null {
  try {
    return ref.getSnapshot() ?? null
  } catch {
    return null
  }
}

/** The panel's list, made from the actors' current snapshots when something changed since the last read. */
function current(): InspectedActor[] {
  if (!changed) return list
  changed = false
  list = [...actors].flatMap(([sessionId, { ref, events }]) => {
    const snapshot = snapshotOf(ref)
    if (snapshot?.status === 'stopped') return []
    return [
      {
        sessionId,
        id: ref.id,
        machineId: logicId(ref),
        value: snapshot?.value ?? null,
        context: snapshot?.context ?? null,
        status: snapshot?.status ?? 'active',
        events: [...events],
      },
    ]
  })
  return list
}

/**
 * Notes what an inspection event changed, and nothing more: every actor of the app reports every event and
 * snapshot here, hundreds as home opens, so the panel's list is only made again when the panel reads it,
 * and its listeners (debug mode on) hear of a burst of changes once.
 */
function record(event: InspectionEvent) {
  const ref = event.actorRef as AnyActorRef
  const key = ref.sessionId
  let item = actors.get(key)
  if (!item) {
    item = { ref, events: [] }
    actors.set(key, item)
  }
  if (event.type === '@xstate.snapshot') {
    const status = (event.snapshot as { status?: string }).status
    if (status === 'stopped' || status === 'done' || status === 'error') actors.delete(key)
  } else if (event.type === '@xstate.event') {
    item.events.unshift(event.event.type)
    if (item.events.length > MAX_EVENTS) item.events.length = MAX_EVENTS
  }
  changed = true
  if (listeners.size === 0 || notifying) return
  notifying = true
  queueMicrotask(() => {
    notifying = false
    for (const listener of listeners) listener()
  })
}

/**
 * The one inspection observer every actor of the app is created with (`createActor(m, { inspect })`,
 * `useActorRef(m, { inspect })`). It feeds the in-app inspector panel and, when `?inspect` attached it,
 * the Stately browser inspector.
 */
export const inspect: Observer<InspectionEvent> = {
  next(event) {
    if (
      event.type === '@xstate.actor' ||
      event.type === '@xstate.snapshot' ||
      event.type === '@xstate.event'
    ) {
      record(event)
    }
    forward?.(event)
  },
}

/** Live actors as the panel lists them; a new array only when something changed. */
export const inspectorStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  getSnapshot: current,
}

/**
 * Attaches the Stately browser inspector when the URL has `?inspect` — in development builds only. It sees
 * every event whole, actors' outputs included: the actors that get a secret from the worker (create, reveal,
 * the clipboard) wrap it in a `Secret` before they resolve, so what it sees prints as `•••`
 * (tests/machines/secretsInspection.test.ts). A production page, where any script may add `?inspect`, still
 * forwards nothing; the in-app panel (Settings → debug mode) shows event names and masked contexts.
 * It loads from the network, so offline it fails quietly and the returned promise says so.
 */
export async function attachStatelyInspector(): Promise<'attached' | 'offline'> {
  try {
    if (!import.meta.env.DEV) throw new Error('the Stately inspector is only in development builds')
    if (!navigator.onLine) throw new Error('offline')
    // The inspector UI is a remote page: only open its window when that page can load.
    await fetch(STATELY_URL, { mode: 'no-cors', signal: AbortSignal.timeout(3000) })
    const { createBrowserInspector } = await import('@statelyai/inspect')
    const browser = createBrowserInspector({ autoStart: true, url: STATELY_URL })
    forward = (event) => browser.inspect.next?.(event)
    return 'attached'
  } catch (error) {
    console.info('[inspect] Stately inspector unavailable:', error)
    return 'offline'
  }
}
