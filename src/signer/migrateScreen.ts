import { signerMigrate as en } from '../domain/i18n/en/signerMigrate'
import { signerNewPassword as enPassword } from '../domain/i18n/en/signerNewPassword'
import { signerMigrate as es } from '../domain/i18n/es/signerMigrate'
import { signerNewPassword as esPassword } from '../domain/i18n/es/signerNewPassword'
import {
  LEGACY,
  LEGACY_ASK,
  MIGRATED,
  type MigrationOutcome,
  type SignerMigrated,
} from '../domain/signer/migrate'
import { MIGRATE_HOOK, type SignerLook } from '../domain/signer/origins'
import { newPasswordFields, newPasswordProblem } from './newPasswordKit'
import { applyLook, el, findSiblingHook, postHeight } from './screenKit'
import './signer.css'
import './importing.css'

type Migrate = (password: string, wallets: string[]) => Promise<MigrationOutcome>

/** What a refusal of the key worker's says: parts that disagree, a refused password, or anything else. */
const failure = (name: unknown, reason: unknown) =>
  name === 'LegacyMismatchError'
    ? 'migrate.mismatch'
    : name === 'WeakPasswordError'
      ? reason === 'common'
        ? 'signup.passwordCommon'
        : 'signup.passwordTooShort'
      : 'migrate.failed'

/**
 * /unlock's legacy migration, in the signer's own page (docs/signer-plan.md step 4): the new password, twice,
 * with its strength hint, and Elegir contraseña. The app keeps its title and what it says; it hands over the
 * earlier version's plaintext wallets when asked (they are plaintext on its origin already) and hears only which
 * were sealed (MIGRATED). The password goes to the signer page that holds the key worker (its own port): the
 * app's channel refuses `migrateLegacy`, so no script of the app's page reads the new password.
 */
export function showMigrate(app: string, parent: Window, look: SignerLook): void {
  const t = look.language === 'en' ? { ...enPassword, ...en } : { ...esPassword, ...es }
  applyLook(look, t['migrate.frameTitle'])
  const migrate = findSiblingHook<Migrate>(parent, MIGRATE_HOOK)

  const fresh = newPasswordFields('migrate', t, {
    password: t['signup.password'],
    confirmation: t['signup.confirmation'],
  })
  const error = el('p', { id: 'migrate-error', class: 'error', role: 'alert' })
  const act = el('button', { type: 'submit' }, t['migrate.button'])
  const form = el('form', { novalidate: '' }, ...fresh.nodes, error, act)
  const main = el('main', { class: 'importing' }, form)
  document.body.replaceChildren(main)
  fresh.confirmation.setAttribute('aria-describedby', 'migrate-error')

  const say = (text: string, field: HTMLInputElement) => {
    error.textContent = text
    field.setAttribute('aria-invalid', 'true')
    field.focus()
  }
  // The app's plaintext wallets, asked at the button (they may change until then) and answered once per ask.
  let answered: ((wallets: string[]) => void) | null = null
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; wallets?: unknown } | null
    if (event.origin !== app || event.source !== parent || data?.type !== LEGACY || !answered) return
    const wallets = Array.isArray(data.wallets)
      ? data.wallets.filter((w): w is string => typeof w === 'string')
      : []
    answered(wallets)
    answered = null
  })
  const legacy = () =>
    new Promise<string[]>((resolve) => {
      answered = resolve
      parent.postMessage({ type: LEGACY_ASK }, app)
    })

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!migrate || act.getAttribute('aria-busy')) return
    error.textContent = ''
    for (const field of [fresh.password, fresh.confirmation]) field.removeAttribute('aria-invalid')
    const problem = newPasswordProblem(fresh.password.value, fresh.confirmation.value)
    if (problem)
      return say(t[problem], problem === 'signup.passwordMismatch' ? fresh.confirmation : fresh.password)
    const password = fresh.password.value
    fresh.clear()
    act.setAttribute('aria-busy', 'true')
    act.disabled = true
    legacy()
      .then((wallets) => migrate(password, wallets))
      .then(
        (outcome) => parent.postMessage({ type: MIGRATED, ...outcome } satisfies SignerMigrated, app),
        (failed: { name?: unknown; details?: unknown } | null) => {
          act.removeAttribute('aria-busy')
          act.disabled = false
          say(t[failure(failed?.name, failed?.details)], fresh.password)
        },
      )
  })
  // Focus that reaches this frame (Tab from the app's page) lands on the first field.
  window.addEventListener('focus', () => {
    if (document.activeElement === document.body) fresh.password.focus()
  })

  postHeight(main, app, parent)
}
