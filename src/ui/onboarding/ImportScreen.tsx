import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { ClipboardPaste } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react'
import type { TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import type { ImportTab } from '../../machines/onboarding/onboardingMachine'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { tabKeyTarget } from '../layout/tabKeys'
import { BackupFileForm } from './BackupFileForm'
import { LazyReplaceDialog } from './LazyReplaceDialog'
import type { OnboardingActor } from './types'
import './keys.css'

const TABS: { tab: ImportTab; label: TextKey; field: TextKey; placeholder: TextKey }[] = [
  {
    tab: 'mnemonic',
    label: 'import.tabSeed',
    field: 'import.seedLabel',
    placeholder: 'import.seedPlaceholder',
  },
  {
    tab: 'privateKey',
    label: 'import.tabKey',
    field: 'import.keyLabel',
    placeholder: 'import.keyPlaceholder',
  },
  {
    tab: 'keystore',
    label: 'import.tabBackup',
    field: 'import.backupFileLabel',
    placeholder: 'import.backupHint',
  },
]

/**
 * Import: Seed Phrase / Private Key / Backup file tabs, the required text area, Paste and Import. The text area is
 * uncontrolled: the secret goes from the field straight into the import event.
 */
export function ImportScreen({ actor }: { actor: OnboardingActor }) {
  const t = useT()
  const field = useRef<HTMLTextAreaElement>(null)
  const active = useSelector(actor, (s) => s.context.importTab)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const pasted = useSelector(actor, (s) => s.context.pasted)
  const current = TABS.find((x) => x.tab === active) ?? TABS[0]!

  useEffect(() => {
    if (!pasted || !field.current) return
    field.current.value = pasted.reveal()
    actor.send({ type: 'import.pasted' })
  }, [pasted, actor])

  function choose(tab: ImportTab) {
    if (field.current) field.current.value = ''
    actor.send({ type: 'import.tab', tab })
  }

  /** The tabs pattern: arrows, Home and End move between the tabs (and choose them); Tab leaves the row. */
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const to = tabKeyTarget(
      event.key,
      TABS.findIndex((x) => x.tab === active),
      TABS.length,
    )
    const next = to === undefined ? undefined : TABS[to]
    if (!next) return
    event.preventDefault()
    choose(next.tab)
    document.getElementById(`tab-${next.tab}`)?.focus()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!field.current?.reportValidity()) return
    actor.send({ type: 'import.submit', text: new Secret(field.current.value) })
  }

  const alert = error && (
    <p role="alert" className="error">
      {t(error as TextKey)}
      {error === 'reveal.failed' && (
        <>
          {' '}
          <Link to="/signup" search={{ mode: 'import' }}>
            {t('reveal.backToSignup')}
          </Link>
        </>
      )}
    </p>
  )

  return (
    <main className="screen narrow">
      <h1>{t('screen.import')}</h1>
      <div role="tablist" aria-label={t('import.tabs')} className="segmented">
        {TABS.map((x) => (
          <button
            key={x.tab}
            type="button"
            role="tab"
            id={`tab-${x.tab}`}
            aria-selected={x.tab === active}
            aria-controls="import-panel"
            tabIndex={x.tab === active ? 0 : -1}
            className="segment"
            onClick={() => choose(x.tab)}
            onKeyDown={onTabKey}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      {active === 'keystore' ? (
        <BackupFileForm actor={actor} busy={busy} alert={alert} />
      ) : (
        <form id="import-panel" role="tabpanel" aria-labelledby={`tab-${active}`} onSubmit={submit}>
          <Field
            label={t(current.field)}
            render={(control) => (
              <textarea
                {...control}
                ref={field}
                name="secret"
                className="secret-input"
                required
                rows={4}
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="off"
                placeholder={t(current.placeholder)}
              />
            )}
          />
          {alert}
          <div className="row">
            <Button icon={<ClipboardPaste />} onClick={() => actor.send({ type: 'import.paste' })}>
              {t('import.paste')}
            </Button>
            <Button type="submit" variant="primary" loading={busy}>
              {busy ? t('import.importing') : t('import.submit')}
            </Button>
          </div>
        </form>
      )}
      <LazyReplaceDialog actor={actor} />
    </main>
  )
}
