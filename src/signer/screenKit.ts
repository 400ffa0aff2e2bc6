import { KEY, SIZE, type SignerKey, type SignerLook, type SignerSize } from '../domain/signer/origins'

/** Creates an element with its attributes and children (the signer's few screens need no more). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

/**
 * A function the signer page beside this one offers under `name` (the page holding this tab's key worker: a
 * frame of this same origin, found among the app's frames). The app's page cannot plant one (it runs no code
 * of this origin), and frames of any other origin throw when read.
 */
export function findSiblingHook<F>(parent: Window, name: string): F | null {
  for (let i = 0; i < parent.frames.length; i++) {
    try {
      const sibling = parent.frames[i] as unknown as Record<string, unknown> | undefined
      if (!sibling || sibling === (window as unknown)) continue
      const hook = sibling[name]
      if (typeof hook === 'function') return hook as F
    } catch {
      // A frame of another origin: not ours.
    }
  }
  return null
}

/** The page's language and theme, as the app asked in the frame's address. */
export function applyLook(look: SignerLook, title: string): void {
  document.documentElement.lang = look.language === 'es' ? 'es-AR' : 'en'
  document.documentElement.classList.toggle('dark', look.theme === 'dark')
  document.title = title
}

/** Posts `main`'s height to the app whenever it changes: the app sizes the frame to it. */
export function postHeight(main: HTMLElement, app: string, parent: Window): void {
  let posted = -1
  const size = () => {
    const height = Math.ceil(main.getBoundingClientRect().height)
    if (height === posted) return
    posted = height
    parent.postMessage({ type: SIZE, height } satisfies SignerSize, app)
  }
  new ResizeObserver(size).observe(main)
  size()
}

/** Escape pressed in this frame goes on to the app, which closes the dialog the frame is laid out in. */
export function passEscape(app: string, parent: Window): void {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') parent.postMessage({ type: KEY, key: 'Escape' } satisfies SignerKey, app)
  })
}
