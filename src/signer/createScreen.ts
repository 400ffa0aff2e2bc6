import { signerCreate as enCreate } from '../domain/i18n/en/signerCreate'
import { signerNewPassword as enPassword } from '../domain/i18n/en/signerNewPassword'
import { signerCreate as esCreate } from '../domain/i18n/es/signerCreate'
import { signerNewPassword as esPassword } from '../domain/i18n/es/signerNewPassword'
import { MIN_PASSWORD_LENGTH, normalizePassword, passwordStrength } from '../domain/password'
import {
  CREATE_HOOK,
  CREATE_STORED,
  CREATED,
  type SignerCreated,
  type SignerCreateStored,
} from '../domain/signer/create'
import type { SignerLook } from '../domain/signer/origins'
import { applyLook, el, findSiblingHook, postHeight } from './screenKit'
import { keyGroups, seedGrid } from './secretKit'
import './signer.css'
import './create.css'

type Drafted = { draft: string; address: `0x${string}`; mnemonic: string; privateKey: string }
type Answer = { position: number; word: string }
type Create = {
  (op: 'draft'): Promise<Drafted>
  (op: 'seal', draft: string, password: string, answers: Answer[]): Promise<{ address: `0x${string}` }>
}

/** How long Copy says "Copiado" on Tus claves (spec 000 §9: 1.5 s). */
const COPIED_MS = 1500
/** How many words the backup check asks for (the worker wants at least as many). */
const QUIZ_SIZE = 3

/**
 * The new wallet's address as "0x" and groups of four (reviewText's addressGroups, not imported: its chunk carries
 * the review's amount rules), drawn as the key below it (reveal.css .key-group): as one string it broke mid-group
 * at 360 px. A line ends only between two groups.
 */
function addressShown(address: string): HTMLElement {
  const shown = el('span', { class: 'mono', 'data-testid': 'wallet-address', translate: 'no' })
  for (const group of address.match(/^0x|.{1,4}/g) ?? [])
    shown.append(el('span', { class: 'key-group' }, group), el('wbr'))
  return shown
}

/** Three distinct positions (1-based, ascending) of a phrase of `words` words, from the platform's CSPRNG. */
function quizPositions(words: number): number[] {
  const picked = new Set<number>()
  const random = new Uint32Array(1)
  while (picked.size < Math.min(QUIZ_SIZE, words)) {
    crypto.getRandomValues(random)
    picked.add(((random[0] as number) % words) + 1)
  }
  return [...picked].sort((a, b) => a - b)
}

/**
 * Crear billetera in the signer's own page (issue 41 step 4, docs/signer-plan.md): the password that seals the
 * keys, typed twice with its strength hint and today's rules; then the new wallet's numbered words and its key
 * (Copy, Generate New, the warning, "Ya las guardé"); then the backup check. Only when the check is right does
 * the key worker seal the wallet (through the signer page beside this one, on its own port: the app's channel
 * refuses `draftWallet` and `sealDraft`), and the app hears the address alone (CREATED). The words, the key and
 * the password never leave this frame.
 */
export function showCreate(app: string, parent: Window, look: SignerLook): void {
  const t = look.language === 'en' ? { ...enPassword, ...enCreate } : { ...esPassword, ...esCreate }
  applyLook(look, t['create.frameTitle'])
  const create = findSiblingHook<Create>(parent, CREATE_HOOK)
  const main = el('main', { class: 'create' })
  document.body.replaceChildren(main)
  const status = el('p', { class: 'status', role: 'status' })

  let password = ''
  let drafted: Drafted | null = null
  let positions: number[] = []
  let copiedTimer: ReturnType<typeof setTimeout> | undefined

  /** Step 1: the password and its confirmation. */
  const choosePassword = () => {
    const field = el('input', {
      id: 'create-password',
      name: 'create-password',
      type: 'password',
      autocomplete: 'new-password',
      'aria-describedby': 'create-strength',
    })
    const confirmation = el('input', {
      id: 'create-confirmation',
      type: 'password',
      autocomplete: 'new-password',
    })
    const bar = el('div', { class: 'strength-bar', 'aria-hidden': 'true', 'data-score': '0' })
    bar.append(el('span'), el('span'), el('span'), el('span'))
    const said = el('p', { class: 'hint', 'aria-live': 'polite' }, t['signup.passwordHint'])
    const hint = el('div', { id: 'create-strength', 'data-testid': 'password-strength' }, bar, said)
    const error = el('p', { id: 'create-error', class: 'error', role: 'alert' })
    const go = el('button', { type: 'submit' }, t['create.continue'])
    const form = el(
      'form',
      { novalidate: '', 'aria-describedby': 'create-intro' },
      el('label', { for: 'create-password' }, t['signup.password']),
      field,
      hint,
      el('label', { for: 'create-confirmation' }, t['signup.confirmation']),
      confirmation,
      error,
      go,
      status,
    )
    field.addEventListener('input', () => {
      const verdict = field.value ? passwordStrength(field.value) : null
      bar.dataset.score = String(verdict?.score ?? 0)
      bar.dataset.weak = String(Boolean(verdict && !verdict.ok))
      said.textContent =
        verdict === null
          ? t['signup.passwordHint']
          : !verdict.ok
            ? t[verdict.reason === 'common' ? 'strength.common' : 'strength.short']
            : t[`strength.${verdict.score}` as 'strength.0']
    })
    const wrong = (text: string, on: HTMLInputElement) => {
      error.textContent = text
      on.setAttribute('aria-invalid', 'true')
      on.focus()
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (go.disabled) return
      error.textContent = ''
      field.removeAttribute('aria-invalid')
      confirmation.removeAttribute('aria-invalid')
      const typed = field.value
      const verdict = passwordStrength(typed)
      if ([...normalizePassword(typed)].length < MIN_PASSWORD_LENGTH)
        return wrong(t['signup.passwordTooShort'], field)
      if (!verdict.ok) return wrong(t['signup.passwordCommon'], field)
      if (typed !== confirmation.value) return wrong(t['signup.passwordMismatch'], confirmation)
      password = typed
      field.value = ''
      confirmation.value = ''
      go.disabled = true
      go.setAttribute('aria-busy', 'true')
      status.textContent = t['reveal.generating']
      drawNew(true)
    })
    main.replaceChildren(el('p', { id: 'create-intro', class: 'hint' }, t['create.passwordIntro']), form)
    return field
  }

  /** A new wallet from the key worker (Generate New too: the older one is dropped there), then its words. */
  const drawNew = (focus: boolean) => {
    const made = create ? create('draft') : Promise.reject(new Error('no key worker beside this page'))
    made.then(
      (wallet) => {
        drafted = wallet
        positions = quizPositions(wallet.mnemonic.split(' ').length)
        showWords(focus)
      },
      () => {
        const field = choosePassword()
        const error = main.querySelector('#create-error') as HTMLElement
        error.textContent = t['reveal.failed']
        if (focus) field.focus()
      },
    )
  }

  /** A Copy button for `text`, which says "Copiado" for 1.5 s. */
  const copyButton = (text: string) => {
    const copy = el('button', { type: 'button', class: 'secondary' }, t['reveal.copy'])
    copy.addEventListener('click', () => {
      navigator.clipboard.writeText(text).then(
        () => {
          for (const other of main.querySelectorAll('button.copy-done')) {
            other.classList.remove('copy-done')
            other.textContent = t['reveal.copy']
          }
          copy.textContent = t['reveal.copied']
          copy.classList.add('copy-done')
          clearTimeout(copiedTimer)
          copiedTimer = setTimeout(() => {
            copy.textContent = t['reveal.copy']
            copy.classList.remove('copy-done')
          }, COPIED_MS)
        },
        () => {},
      )
    })
    return copy
  }

  /** Step 2: the words and the key, Copy, the warning, Generate New and "Ya las guardé". */
  const showWords = (focus: boolean) => {
    if (!drafted) return
    clearTimeout(copiedTimer)
    const words = drafted.mnemonic.split(' ')
    const again = el('button', { type: 'button', class: 'secondary' }, t['reveal.generateNew'])
    const saved = el('button', { type: 'button' }, t['reveal.saved'])
    again.addEventListener('click', () => {
      again.disabled = true
      saved.disabled = true
      status.textContent = t['reveal.generating']
      drawNew(true)
    })
    saved.addEventListener('click', () => askWords(true))
    main.replaceChildren(
      el('p', { class: 'small' }, `${t['reveal.address']}: `, addressShown(drafted.address)),
      el('p', {}, t['reveal.intro']),
      el(
        'section',
        { class: 'card', 'aria-labelledby': 'seed-title' },
        el('h2', { id: 'seed-title' }, t['reveal.seedPhrase']),
        seedGrid(words, t['reveal.seedPhrase']),
        copyButton(drafted.mnemonic),
      ),
      el(
        'section',
        { class: 'card', 'aria-labelledby': 'key-title' },
        el('h2', { id: 'key-title' }, t['reveal.privateKey']),
        keyGroups(drafted.privateKey),
        copyButton(drafted.privateKey),
      ),
      el('p', { role: 'note', class: 'warning' }, t['reveal.warning']),
      el('div', { class: 'row' }, again, saved),
      status,
    )
    status.textContent = ''
    if (focus) saved.focus()
  }

  /** Step 3: the backup check; a wrong word is named here and nothing is sealed. */
  const askWords = (focus: boolean) => {
    if (!drafted) return
    const fields = positions.map((n) =>
      el('input', {
        id: `word-${n}`,
        name: `word-${n}`,
        autocomplete: 'off',
        autocapitalize: 'off',
        spellcheck: 'false',
      }),
    )
    const error = el('p', { id: 'quiz-error', class: 'error', role: 'alert' })
    const back = el('button', { type: 'button', class: 'secondary' }, t['quiz.lookAgain'])
    const confirm = el('button', { type: 'submit' }, t['quiz.confirm'])
    const heading = el('h2', { id: 'quiz-title', tabindex: '-1' }, t['quiz.title'])
    const form = el(
      'form',
      { novalidate: '', 'aria-labelledby': 'quiz-title', class: 'card' },
      heading,
      el('p', { class: 'hint' }, t['quiz.intro']),
      ...positions.flatMap((n, i) => [
        el('label', { for: `word-${n}` }, t['quiz.word'].replace('{n}', String(n))),
        fields[i] as HTMLInputElement,
      ]),
      error,
      el('div', { class: 'row' }, back, confirm),
      status,
    )
    back.addEventListener('click', () => showWords(true))
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (!drafted || confirm.disabled) return
      const words = drafted.mnemonic.split(' ')
      const answers = positions.map((position, i) => ({
        position,
        word: (fields[i] as HTMLInputElement).value.trim().toLowerCase(),
      }))
      const wrong = answers.filter((a) => a.word !== words[a.position - 1]).map((a) => a.position)
      for (const [i, field] of fields.entries())
        field.setAttribute('aria-invalid', String(wrong.includes(positions[i] as number)))
      if (wrong.length > 0) {
        error.textContent = t['quiz.wrong'].replace('{words}', wrong.join(', '))
        fields[positions.indexOf(wrong[0] as number)]?.focus()
        return
      }
      error.textContent = ''
      confirm.disabled = true
      back.disabled = true
      confirm.setAttribute('aria-busy', 'true')
      status.textContent = t['create.sealing']
      const sealing = create
        ? create('seal', drafted.draft, password, answers)
        : Promise.reject(new Error('no key worker beside this page'))
      sealing.then(
        ({ address }) => {
          password = ''
          drafted = null
          parent.postMessage({ type: CREATED, address } satisfies SignerCreated, app)
        },
        (failed: { name?: unknown } | null) => {
          if (failed?.name === 'VaultExistsError') {
            password = ''
            drafted = null
            parent.postMessage({ type: CREATE_STORED } satisfies SignerCreateStored, app)
            return
          }
          confirm.disabled = false
          back.disabled = false
          confirm.removeAttribute('aria-busy')
          status.textContent = ''
          error.textContent = t['reveal.failed']
        },
      )
    })
    main.replaceChildren(form)
    if (focus) heading.focus()
  }

  // Focus that reaches this frame (Tab from the app's page) lands on its first control.
  window.addEventListener('focus', () => {
    if (document.activeElement !== document.body) return
    ;(main.querySelector('input, button') as HTMLElement | null)?.focus()
  })

  choosePassword()
  postHeight(main, app, parent)
}
