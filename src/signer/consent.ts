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
 * person moved in; and, where the screen watches it (`shown`), only on the screen shown as drawn long enough (or
 * where the browser cannot tell), a key's as a pointer's.
 */
export const mayAct = (event: Event, keys: Keys, shown?: () => Shown): boolean =>
  event.isTrusted && keys.mayAct() && shownEnough(shown)

/** What {@link watchKeys} tells: whether the gesture acting now may act, as far as the keyboard goes. */
export type Keys = { mayAct: () => boolean }

/**
 * Watches who moved the keyboard's focus here. The app's page can give this document focus whenever it likes, and
 * decides where a Tab from the page lands (it lays the frame out next in its own tab order, under a field of its
 * own); what it cannot do is press a key or a pointer inside the frame. So a key acts here only once the person
 * moved the focus within it, with Tab or a pointer, while it was shown as drawn (where the screen watches that,
 * `shown`), since this document last got focus; focus that arrives, from a script or a Tab of the page, lands on
 * `landing` (the screen's `main`, which no key acts on), never on a field or a button, so that typing meant for
 * the page lands nowhere (`tabFromPage: 'moves'`: a Tab of the page onto a control counts as a move in); and the
 * focus a control held is dropped as the frame loses focus, so it is not given back on the next arrival.
 * @example const keys = watchKeys(main, { shown }); button.addEventListener('click', (e) => { if (!keys.mayAct()) return … })
 */
export function watchKeys(
  landing: HTMLElement,
  { shown, tabFromPage = 'lands' }: { shown?: () => Shown; tabFromPage?: 'lands' | 'moves' } = {},
): Keys {
  landing.tabIndex = -1
  let moved = false
  let byKey = false
  let arriving = false
  // A press of the pointer that brings the focus here (it lands on what was pressed, as it should).
  let pressing = false
  const moves = () => {
    moved = moved || shownEnough(shown)
  }
  const land = () => landing.focus({ preventScroll: true })
  window.addEventListener('blur', () => {
    moved = false
    const held = document.activeElement
    if (held instanceof HTMLElement && held !== document.body) held.blur()
  })
  window.addEventListener('focus', () => {
    arriving = true
    if (document.activeElement === document.body) land()
    setTimeout(() => {
      arriving = false
    })
  })
  // A Tab of the page lands on a control just after the window's focus, in the same task: there it goes to the
  // landing (the review and the removal: the page orders the tabs, and lays the frame out next), or, on the
  // screens that only loosen a protection (`moves`), it counts as the person's move in.
  document.addEventListener('focusin', (event) => {
    if (!arriving || pressing || event.target === landing) return
    if (tabFromPage === 'lands') land()
    else moves()
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
      pressing = true
      setTimeout(() => {
        pressing = false
      })
    },
    true,
  )
  if (document.hasFocus() && document.activeElement === document.body) land()
  return {
    /** Whether the gesture acting now may act: a pointer's, or a key's once the person moved in. */
    mayAct: () => !byKey || moved,
  }
}
