import { signerReveal as en } from '../domain/i18n/en/signerReveal'
import { signerReveal as es } from '../domain/i18n/es/signerReveal'
import {
  REVEAL_HOOK,
  REVEAL_STATE,
  type RevealWhat,
  type SignerLook,
  type SignerRevealState,
} from '../domain/signer/origins'
import { passwordField, sayWrong, takePassword } from './passwordKit'
import { applyLook, el, findSiblingHook, postHeight } from './screenKit'
import { keyGroups, seedGrid } from './secretKit'
import './signer.css'

type Reveal = (password: string, what: RevealWhat['what'], account: string | null) => Promise<string>

/** How long Copy says "¡Copiado!" (spec 000 §9: 2 s), as the app's secret pages did. */
const COPIED_MS = 2000

/** The twelve numbered cells before the password is given, each word hidden (as the app drew them). */
function maskedGrid(label: string, hidden: (n: number) => string): HTMLOListElement {
  const cells = Array.from({ length: 12 }, (_, i) =>
    el(
      'li',
      { 'aria-label': hidden(i + 1) },
      el('span', { class: 'seed-n', 'aria-hidden': 'true' }, String(i + 1)),
      ' ',
      el('span', { class: 'seed-word', 'aria-hidden': 'true' }, '••••••••'),
    ),
  )
  return el('ol', { class: 'seed-grid', 'aria-label': label }, ...cells)
}

/** The phrase on one line, for copying as text: a line ends only between two words (the app's PhraseLine). */
function phraseLine(words: readonly string[]): HTMLParagraphElement {
  const line = el('p', { class: 'phrase-line', 'data-testid': 'secret-value' })
  words.forEach((word, i) => {
    if (i > 0) line.append(' ')
    line.append(el('span', { class: 'phrase-word' }, word))
  })
  return line
}

/**
 * /view-seed-phrase's and /view-private-key's secret, in the signer's own page (docs/signer-plan.md step 4):
 * the masked secret and the password field, then the seed's numbered words and the phrase on one line (or the
 * key in groups of four), with Hide and Copy. The password is typed here and the secret comes here from the
 * key worker (through the signer page's own port: the app's channel refuses `reveal`); the app's page learns
 * only that the secret is shown or hidden again. Language and theme are the app's (the frame's address); the
 * frame is sized to this screen.
 */
export function showReveal(app: string, parent: Window, look: SignerLook & RevealWhat): void {
  const t = look.language === 'en' ? en : es
  const seed = look.what === 'mnemonic'
  applyLook(look, t[seed ? 'seed.frameTitle' : 'pk.frameTitle'])

  const main = el('main', { class: 'reveal' })
  document.body.replaceChildren(main)
  const tell = (shown: boolean) =>
    parent.postMessage({ type: REVEAL_STATE, shown } satisfies SignerRevealState, app)

  const typed = passwordField('password', 'reveal-error', true, 'password-hint reveal-error')
  const { field, error } = typed
  const revealLabel = t[seed ? 'seed.reveal' : 'pk.reveal']
  const button = el('button', { type: 'submit' }, revealLabel)
  const status = el('p', { class: 'status', role: 'status' })
  const form = el(
    'form',
    { 'aria-label': revealLabel },
    el('label', { for: 'password' }, t['secrets.password']),
    field,
    el('p', { id: 'password-hint', class: 'hint' }, t['secrets.passwordPrompt']),
    error,
    button,
    status,
  )
  const masked = seed
    ? maskedGrid(t['seed.words'], (n) => t['seed.masked'].replace('{n}', String(n)))
    : el(
        'p',
        { class: 'key-groups' },
        el('span', { 'aria-hidden': 'true' }, '•'.repeat(66)),
        el('span', { class: 'status' }, t['pk.masked']),
      )

  let copiedTimer: ReturnType<typeof setTimeout> | undefined

  const showHidden = (focus: boolean) => {
    clearTimeout(copiedTimer)
    field.value = ''
    field.readOnly = false
    button.disabled = false
    button.removeAttribute('aria-busy')
    button.textContent = revealLabel
    status.textContent = ''
    main.replaceChildren(masked, form)
    if (focus) field.focus()
  }

  const showSecret = (secret: string, focus: boolean) => {
    const copyLabel = t[seed ? 'seed.copyAll' : 'pk.copy']
    const hide = el('button', { type: 'button', class: 'secondary' }, t['secrets.hide'])
    const copy = el('button', { type: 'button', class: 'secondary' }, copyLabel)
    const shown = seed
      ? [
          seedGrid(secret.split(' '), t['seed.words']),
          el('p', { class: 'small' }, t['seed.fullPhrase']),
          phraseLine(secret.split(' ')),
        ]
      : [keyGroups(secret)]
    hide.addEventListener('click', () => {
      showHidden(true)
      tell(false)
    })
    copy.addEventListener('click', () => {
      navigator.clipboard.writeText(secret).then(
        () => {
          copy.textContent = t['secrets.copied']
          clearTimeout(copiedTimer)
          copiedTimer = setTimeout(() => {
            copy.textContent = copyLabel
          }, COPIED_MS)
        },
        () => {},
      )
    })
    main.replaceChildren(...shown, el('div', { class: 'row' }, hide, copy))
    if (focus) hide.focus()
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (field.readOnly || field.value === '') return
    const password = takePassword(typed)
    field.readOnly = true
    button.disabled = true
    button.setAttribute('aria-busy', 'true')
    button.textContent = t['secrets.checking']
    status.textContent = t['secrets.checking']
    const hadFocus = document.hasFocus()
    const reveal = findSiblingHook<Reveal>(parent, REVEAL_HOOK)
    const attempt = reveal
      ? reveal(password, look.what, look.account)
      : Promise.reject(new Error('no key worker beside this page'))
    attempt.then(
      (secret) => {
        showSecret(secret, hadFocus)
        tell(true)
      },
      () => {
        showHidden(false)
        sayWrong(typed, t['secrets.wrongPassword'], hadFocus)
      },
    )
  })
  // Focus that reaches this frame (Tab from the app's page) lands on its first control.
  window.addEventListener('focus', () => {
    if (document.activeElement !== document.body) return
    ;(main.querySelector('input, button') as HTMLElement | null)?.focus()
  })

  showHidden(false)
  postHeight(main, app, parent)
}
