import { CONFIRM_DELAY_MS } from '../domain/signer/review'

/**
 * What a signer screen that signs, deletes or loosens a protection (the review, Borrar datos and Cerrar sesión,
 * Abrir, the guard's and the auto-lock's Guardar) asks of the gesture that makes it act, besides being trusted:
 * that the person meant it for this screen. A script of the app's page can neither press its buttons nor read
 * it, but it can hide it, lay it out under something of its own, and give it the keyboard's focus whenever it
 * likes (the frame's `contentWindow.focus()`), so that keys the person presses for a field of the page arrive
 * here as trusted as their own.
 */

/** Whether the browser tells a frame it is visible and unobscured (IntersectionObserver v2). */
export const tracksVisibility = () =>
  typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/**
 * Where `target` stands as the browser sees it (IntersectionObserver v2): `shown` once it has been in view as
 * drawn (unobscured, not transparent or transformed) for CONFIRM_DELAY_MS without a break, `showing` before
 * that (and before the first report), `hidden` when it is not, `unknown` where the browser cannot tell (no v2:
 * Firefox, Safari). `changed` runs on each report, and again once it is `shown`.
 */
export type Shown = 'shown' | 'showing' | 'hidden' | 'unknown'
export function watchShown(target: Element, changed: () => void = () => {}): () => Shown {
  if (!tracksVisibility()) return () => 'unknown'
  let visible: boolean | null = null
  let shownAt = Number.POSITIVE_INFINITY
  new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const now =
          entry.isIntersecting && (entry as IntersectionObserverEntry & { isVisible: boolean }).isVisible
        if (now && visible !== true) {
          shownAt = performance.now()
          setTimeout(changed, CONFIRM_DELAY_MS)
        }
        if (!now) shownAt = Number.POSITIVE_INFINITY
        visible = now
      }
      changed()
    },
    { trackVisibility: true, delay: 100, threshold: [0] } as IntersectionObserverInit,
  ).observe(target)
  return () =>
    visible === false
      ? 'hidden'
      : visible === true && performance.now() - shownAt >= CONFIRM_DELAY_MS
        ? 'shown'
        : 'showing'
}

/** Whether a screen watched with {@link watchShown} may take a pointer's gesture: shown as drawn long enough. */
const shownEnough = (shown?: () => Shown) => !shown || shown() === 'shown' || shown() === 'unknown'

/**
 * Whether a gesture may act on a screen that signs, deletes or loosens a protection: trusted; a key only once the
 * person moved in (where the screen watches whether it is shown, while it was); a pointer's, where it watches
 * that, only on the screen shown as drawn long enough (or where the browser cannot tell).
 */
export const mayAct = (event: Event, keys: Keys, shown?: () => Shown): boolean =>
  event.isTrusted && (keys.byKey() ? keys.movedIn() : shownEnough(shown))

/** What {@link watchKeys} tells: whether the gesture acting now is a key's, and whether the person moved in. */
export type Keys = { byKey: () => boolean; movedIn: () => boolean; mayAct: () => boolean }

/**
 * Watches who moved the keyboard's focus here. The app's page can give this document focus, but cannot put it
 * on one of its controls: only the person does that, with Tab (from the page it lands on a control at once) or
 * a pointer. So a key acts here only once the person moved the focus in or within it since this document last
 * got focus; and focus that arrives on nothing goes to `landing` (the screen's
 * `main`, which no key acts on), never to a field or a button, so that typing meant for the page lands nowhere.
 * @example const keys = watchKeys(main); button.addEventListener('click', (e) => { if (!keys.mayAct()) return … })
 */
export function watchKeys(landing: HTMLElement, shown?: () => Shown): Keys {
  landing.tabIndex = -1
  let moved = false
  let byKey = false
  let arriving = false
  // A move counts only onto a screen in view as drawn (where it is watched): a tap or a Tab into a frame laid
  // out invisibly, or under something of the page's, moves nobody in.
  const moves = () => {
    moved = moved || shownEnough(shown)
  }
  const land = () => {
    if (document.hasFocus() && document.activeElement === document.body)
      landing.focus({ preventScroll: true })
  }
  window.addEventListener('blur', () => {
    moved = false
  })
  window.addEventListener('focus', () => {
    // Tab from the page focuses a control just after this, in the same task (a `focusin` then); a script's focus
    // does not. The landing moves nothing (a frame watched with v2 that moves waits its moment again).
    arriving = true
    land()
    setTimeout(() => {
      arriving = false
    })
  })
  document.addEventListener('focusin', (event) => {
    if (arriving && event.target !== landing) moves()
  })
  window.addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted) return
      byKey = true
      if (event.key === 'Tab') moves()
    },
    true,
  )
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted) return
      byKey = false
      moves()
    },
    true,
  )
  land()
  return {
    byKey: () => byKey,
    movedIn: () => moved,
    /** Whether the gesture acting now may act: a pointer's, or a key's once the person moved in. */
    mayAct: () => !byKey || moved,
  }
}
