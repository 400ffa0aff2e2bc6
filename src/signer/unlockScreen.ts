import { signer as en } from '../domain/i18n/en/signer'
import { signer as es } from '../domain/i18n/es/signer'
import { SIZE, type SignerLook, type SignerSize, UNLOCK_HOOK } from '../domain/signer/origins'
import './signer.css'

type Unlock = (password: string) => Promise<{ address: string }>

/**
 * The signer page beside this one in the app's page (the one holding this tab's key worker): a frame of
 * this same origin, found among the app's frames. The app's page cannot plant one (it runs no code of this
 * origin), and frames of any other origin throw when read.
 */
function findUnlock(parent: Window): Unlock | null {
  for (let i = 0; i < parent.frames.length; i++) {
    try {
      const sibling = parent.frames[i] as unknown as Record<string, unknown> | undefined
      if (!sibling || sibling === (window as unknown)) continue
      const hook = sibling[UNLOCK_HOOK]
      if (typeof hook === 'function') return hook as Unlock
    } catch {
      // A frame of another origin: not ours.
    }
  }
  return null
}

/** Creates an element with its attributes and children (the signer's few screens need no more). */
function el<K extends keyof HTMLElementTagNameMap>(
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
 * /unlock's password field, in the signer's own page (docs/signer-plan.md step 3): the password is typed here,
 * on the signer's origin, and handed to the key worker through the signer's own port; the app's page never
 * sees it and learns only that the wallet opened (its `requestUnlock`). A wrong password, or a lock that won
 * over the unlock, is said here with the app's own texts; language and theme are the app's (the frame's
 * address). The frame is sized to this screen: its height is posted to the app.
 */
export function showUnlock(app: string, parent: Window, look: SignerLook): void {
  const t = look.language === 'en' ? en : es
  document.documentElement.lang = look.language === 'es' ? 'es-AR' : 'en'
  document.documentElement.classList.toggle('dark', look.theme === 'dark')
  document.title = t['unlock.frameTitle']

  const field = el('input', {
    id: 'password',
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: '',
    'aria-describedby': 'unlock-error',
  })
  const error = el('p', { id: 'unlock-error', class: 'error', role: 'alert' })
  const status = el('p', { class: 'status', role: 'status' })
  const button = el('button', { type: 'submit' }, t['unlock.submit'])
  const form = el(
    'form',
    { 'aria-label': t['unlock.submit'] },
    el('label', { for: 'password' }, t['unlock.password']),
    field,
    error,
    button,
    status,
  )
  const main = el('main', {}, form)
  document.body.replaceChildren(main)

  const busy = (on: boolean) => {
    field.readOnly = on
    button.disabled = on
    button.setAttribute('aria-busy', String(on))
    status.textContent = on ? t['unlock.opening'] : ''
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (field.readOnly || field.value === '') return
    const password = field.value
    field.value = ''
    error.textContent = ''
    field.removeAttribute('aria-invalid')
    const unlock = findUnlock(parent)
    busy(true)
    const attempt = unlock ? unlock(password) : Promise.reject(new Error('no key worker beside this page'))
    attempt.then(
      // Open: the app leaves /unlock (its requestUnlock answered); the field stays closed meanwhile.
      () => {
        status.textContent = ''
      },
      (failed: unknown) => {
        busy(false)
        const name = (failed as { name?: unknown } | null)?.name
        error.textContent = t[name === 'VaultLockedError' ? 'unlock.lockedElsewhere' : 'unlock.wrongPassword']
        field.setAttribute('aria-invalid', 'true')
        field.focus()
      },
    )
  })
  // Focus that reaches this frame (Tab from the app's page, or the app focusing the frame) lands in the field.
  window.addEventListener('focus', () => {
    if (document.activeElement === document.body) field.focus()
  })

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
