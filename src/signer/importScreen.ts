import { signerImport as enImport } from '../domain/i18n/en/signerImport'
import { signerNewPassword as enPassword } from '../domain/i18n/en/signerNewPassword'
import { signerImport as esImport } from '../domain/i18n/es/signerImport'
import { signerNewPassword as esPassword } from '../domain/i18n/es/signerNewPassword'
import {
  IMPORT_HOOK,
  IMPORTED,
  type ImportedKind,
  type ImportWhat,
  type SignerImported,
} from '../domain/signer/importing'
import type { SignerLook } from '../domain/signer/origins'
import { newPasswordFields, newPasswordProblem } from './newPasswordKit'
import { applyLook, el, findSiblingHook, postHeight } from './screenKit'
import './signer.css'
import './importing.css'

type Import = (
  what: ImportWhat,
  secret: string,
  filePassword: string,
  password: string,
) => Promise<{ address: `0x${string}`; kind: ImportedKind }>

/** Largest backup file this screen reads (a v3 file is under 1 kB). */
const MAX_BACKUP_FILE_BYTES = 64 * 1024

type Texts = Record<keyof typeof esImport | keyof typeof esPassword, string>

/** The three tabs: the label, and for a typed secret its field's label and placeholder. */
const TABS: { what: ImportWhat; tab: keyof Texts; label?: keyof Texts; placeholder?: keyof Texts }[] = [
  {
    what: 'mnemonic',
    tab: 'import.tabSeed',
    label: 'import.seedLabel',
    placeholder: 'import.seedPlaceholder',
  },
  {
    what: 'privateKey',
    tab: 'import.tabKey',
    label: 'import.keyLabel',
    placeholder: 'import.keyPlaceholder',
  },
  { what: 'keystore', tab: 'import.tabBackup' },
]

/** The text a failed import shows (the key worker's error, by name and details); spec 000: any other failure. */
function failure(error: { name?: unknown; details?: unknown } | null): keyof Texts {
  const details = typeof error?.details === 'string' ? error.details : ''
  if (error?.name === 'WeakPasswordError')
    return details === 'common' ? 'signup.passwordCommon' : 'signup.passwordTooShort'
  if (error?.name !== 'ImportError') return 'import.failed'
  if (details.startsWith('keystore password')) return 'import.backupWrongPassword'
  return details.startsWith('keystore format') ? 'import.backupMalformed' : 'import.failed'
}

/**
 * Importing a wallet, in the signer's own page (docs/signer-plan.md step 4): the seed phrase, the private key, or
 * the backup file and its password (Seed Phrase / Private Key / Backup file tabs), and the new password typed twice
 * with the sign-up's rules, all on the signer's origin. The key worker keeps the password and seals the wallet
 * through the signer page's own port (IMPORT_HOOK; the app's channel refuses the imports); the app hears only the
 * address that opened. Over a wallet stored meanwhile (another tab) nothing is imported: the app goes to that one.
 */
export function showImport(app: string, parent: Window, look: SignerLook): void {
  const t: Texts = look.language === 'en' ? { ...enImport, ...enPassword } : { ...esImport, ...esPassword }
  applyLook(look, t['import.frameTitle'])
  const save = findSiblingHook<Import>(parent, IMPORT_HOOK)

  const tabs = TABS.map(({ what, tab }) =>
    el('button', { type: 'button', role: 'tab', id: `tab-${what}`, 'aria-controls': 'import-panel' }, t[tab]),
  )
  const tabList = el('div', { role: 'tablist', class: 'tabs', 'aria-label': t['import.tabs'] }, ...tabs)

  const secretLabel = el('label', { for: 'import-secret' })
  const secret = el('textarea', {
    id: 'import-secret',
    rows: '4',
    required: '',
    spellcheck: 'false',
    autocomplete: 'off',
    autocapitalize: 'off',
    'aria-describedby': 'import-error',
  })
  const paste = el('button', { type: 'button', class: 'secondary' }, t['import.paste'])
  const typed = el('div', { class: 'importing' }, secretLabel, secret, paste)

  const file = el('input', {
    id: 'import-file',
    type: 'file',
    accept: '.json,application/json',
    'aria-describedby': 'import-file-hint import-error',
  })
  const filePassword = el('input', {
    id: 'import-file-password',
    type: 'password',
    autocomplete: 'off',
    'aria-describedby': 'import-error',
  })
  const backup = el(
    'div',
    { class: 'importing', hidden: '' },
    el('label', { for: 'import-file' }, t['import.backupFileLabel']),
    file,
    el('p', { id: 'import-file-hint', class: 'hint' }, t['import.backupHint']),
    el('label', { for: 'import-file-password' }, t['import.backupPasswordLabel']),
    filePassword,
  )

  // "Contraseña nueva", as restore says it: under the backup file's own password, a bare "Contraseña" read as a
  // second field for the file.
  const fresh = newPasswordFields('import', t, {
    password: t['restore.newPassword'],
    confirmation: t['signup.confirmation'],
  })
  const error = el('p', { id: 'import-error', class: 'error', role: 'alert' })
  const submit = el('button', { type: 'submit' }, t['import.submit'])
  const form = el(
    'form',
    { id: 'import-panel', role: 'tabpanel', novalidate: '' },
    typed,
    backup,
    ...fresh.nodes,
    error,
    submit,
  )
  const main = el('main', { class: 'importing' }, tabList, form)
  document.body.replaceChildren(main)

  let active: ImportWhat = 'mnemonic'
  const choose = (what: ImportWhat) => {
    active = what
    for (const [i, tab] of tabs.entries()) {
      const chosen = TABS[i]?.what === what
      tab.setAttribute('aria-selected', String(chosen))
      tab.tabIndex = chosen ? 0 : -1
    }
    form.setAttribute('aria-labelledby', `tab-${what}`)
    const shown = TABS.find((x) => x.what === what)
    typed.hidden = what === 'keystore'
    backup.hidden = what !== 'keystore'
    secret.value = ''
    error.textContent = ''
    if (shown?.label && shown.placeholder) {
      secretLabel.textContent = t[shown.label]
      secret.placeholder = t[shown.placeholder]
    }
  }
  choose('mnemonic')
  for (const [i, tab] of tabs.entries()) {
    tab.addEventListener('click', () => choose(TABS[i]?.what ?? 'mnemonic'))
    // The tabs pattern: arrows, Home and End move between the tabs (and choose them); Tab leaves the row.
    tab.addEventListener('keydown', (event) => {
      const moves: Record<string, number> = {
        ArrowRight: i + 1,
        ArrowLeft: i - 1,
        Home: 0,
        End: tabs.length - 1,
      }
      const to = moves[event.key]
      if (to === undefined) return
      event.preventDefault()
      const next = (to + tabs.length) % tabs.length
      choose(TABS[next]?.what ?? 'mnemonic')
      tabs[next]?.focus()
    })
  }

  paste.addEventListener('click', () => {
    navigator.clipboard.readText().then(
      (text) => {
        secret.value = text
      },
      () => {},
    )
  })

  const busy = (on: boolean) => {
    submit.disabled = on
    submit.setAttribute('aria-busy', String(on))
    submit.textContent = t[on ? 'import.importing' : 'import.submit']
  }
  const say = (text: string, field: HTMLElement) => {
    error.textContent = text
    field.setAttribute('aria-invalid', 'true')
    field.focus()
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (submit.disabled) return
    error.textContent = ''
    for (const field of [secret, file, filePassword, fresh.password, fresh.confirmation])
      field.removeAttribute('aria-invalid')
    const chosen = file.files?.[0]
    if (active === 'keystore') {
      if (!chosen || chosen.size > MAX_BACKUP_FILE_BYTES || filePassword.value === '')
        return say(t['import.backupMalformed'], chosen ? filePassword : file)
    } else if (secret.value.trim() === '') return void secret.reportValidity()
    const problem = newPasswordProblem(fresh.password.value, fresh.confirmation.value)
    if (problem)
      return say(t[problem], problem === 'signup.passwordMismatch' ? fresh.confirmation : fresh.password)
    busy(true)
    try {
      if (!save) throw new Error('no key worker beside this page')
      const given = active === 'keystore' && chosen ? await chosen.text() : secret.value
      const { address, kind } = await save(active, given, filePassword.value, fresh.password.value)
      secret.value = ''
      filePassword.value = ''
      fresh.clear()
      parent.postMessage({ type: IMPORTED, address, kind } satisfies SignerImported, app)
    } catch (failed) {
      busy(false)
      const refused = failed as { name?: unknown; details?: unknown } | null
      if (refused?.name === 'VaultExistsError')
        return parent.postMessage({ type: IMPORTED, stored: true } satisfies SignerImported, app)
      const text = failure(refused)
      say(
        t[text],
        text.startsWith('signup.') ? fresh.password : active === 'keystore' ? filePassword : secret,
      )
    }
  })
  // Focus that reaches this frame (Tab from the app's page) lands on the chosen tab.
  window.addEventListener('focus', () => {
    if (document.activeElement === document.body) tabs.find((tab) => tab.tabIndex === 0)?.focus()
  })

  postHeight(main, app, parent)
}
