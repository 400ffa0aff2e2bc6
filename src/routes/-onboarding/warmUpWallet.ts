import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { formatAmount } from '../../domain/amounts/formatAmount'
import type { Language } from '../../domain/i18n'
import { formatDate, formatPercent, formatTime, formatUsd } from '../../domain/i18n/numbers'
import { formatArs } from '../../domain/pesos/formatArs'
import { usePreferences } from '../../ui/app/AppActors'
import { whenIdle } from '../../ui/app/whenIdle'

/** What says the user has started on the screen (a tap, a key, a field filled in by a password manager). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'input'] as const

/**
 * The number and date formats the wallet's first screen writes its figures and its clock with, made once
 * now: making the first currency, percent or date format of a locale loads its data from ICU, tens of
 * milliseconds each on a slow phone, and they are kept (src/domain/i18n/intlFormats.ts).
 */
function warmUpFormats(language: Language) {
  formatUsd(language, 0)
  formatArs(language, 0)
  formatPercent(language, 0)
  formatTime(language, new Date())
  formatDate(language, new Date()) // home's clock, beside the time
  formatAmount(0n, 6, { locale: language === 'es' ? 'es-AR' : 'en', decimals: 2 })
}

/**
 * Gets the wallet's first screen ready in an idle moment once the user starts on the screen (types a password,
 * reads and taps through the terms): makes the chain service (viem, the catalogue, the RPC clients) and,
 * given `preload`, the next screen's code, makes the number formats its figures need and runs the balance
 * read's code once with no request (src/chain/getBalances.ts, rehearseBalances). The session starts
 * the first balance refresh the moment a wallet opens (create, import, unlock); without this, evaluating
 * those modules lands in the same burst of main-thread work as the wallet's first screen and makes a long
 * task. Waiting for the first tap or key keeps that work out of the page load itself, where a cheap phone is
 * busiest. Loading twice costs nothing: modules are cached.
 */
export function warmUpWallet({
  language,
  preload,
}: {
  language: Language
  preload?: () => Promise<unknown>
}): () => void {
  let cancel = () => {}
  let cancelled = false
  const load = () => {
    // The service itself (its clients, and on the devnet its manifest), so the first balance read starts the
    // moment the wallet opens instead of after the first screen's render.
    const service = import('../../machines/shared/chain').then((m) => m.chain())
    service.catch(() => {})
    void preload?.().catch(() => {})
    // The formats in an idle moment of their own, after the code; then, in another, a rehearsal of the
    // balance read (no request), so its code is compiled before the wallet opens.
    cancel = whenIdle(() => {
      warmUpFormats(language)
      void service.then(
        (ready) => {
          if (!cancelled) cancel = whenIdle(() => void ready.rehearseBalances().catch(() => {}), 1000)
        },
        () => {},
      )
    }, 1000)
  }
  const start = () => {
    stopListening()
    cancel = whenIdle(load, 1000)
  }
  const stopListening = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, { capture: true })
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true })
  return () => {
    cancelled = true
    stopListening()
    cancel()
  }
}

/**
 * `warmUpWallet` for the life of a screen; with `next`, the path the wallet opens on (its route files load
 * as the router would load them, with no guard or loader run).
 */
export function useWarmUpWallet(enabled = true, next?: string): void {
  const router = useRouter()
  const language = usePreferences((s) => s.context.language)
  useEffect(() => {
    if (!enabled) return undefined
    const preload = next
      ? () => Promise.all(router.getMatchedRoutes(next)[0].map((route) => router.loadRouteChunk(route)))
      : undefined
    return warmUpWallet({ language, ...(preload ? { preload } : {}) })
  }, [enabled, next, router, language])
}
