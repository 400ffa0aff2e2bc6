import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { formatUsd } from '../../domain/i18n/numbers'
import { GUARD_LIMIT_MAX, parseGuardLimit } from '../../domain/review/guardLimit'
import type { settingsMachine } from '../../machines/settings/settingsMachine'
import { useLanguage, useT } from '../i18n'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { focusElement, focusLost } from '../layout/focus'
import './guard.css'

type Actor = ActorRefFrom<typeof settingsMachine>

/**
 * Settings → New addresses: the key worker's rule that asks for the password to send more than a limit to an
 * address this wallet never confirmed. Shows what the worker holds; Guardar opens the panel's password
 * confirmation, and only the worker, with the right password, changes the rule.
 */
export function RecipientGuardSettings({ actor }: { actor: Actor }) {
  const t = useT()
  const language = useLanguage()
  const guard = useSelector(actor, (s) => s.context.guard)
  const draft = useSelector(actor, (s) => s.context.guardDraft)
  const unreadable = useSelector(actor, (s) => s.context.guardUnreadable)
  const canEdit = useSelector(actor, (s) => s.can({ type: 'guard.enable', enabled: true }))
  const canSave = useSelector(actor, (s) => s.can({ type: 'guard.save' }))
  const limitInvalid = draft !== null && parseGuardLimit(draft.limit) === null
  // Saved: Guardar is disabled again and the confirmation that had focus is gone, so focus goes to the line
  // that says what the rule is now (what a screen reader should read next).
  const now = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (guard && focusLost()) focusElement(now.current)
  }, [guard])

  return (
    <details className="guard-settings" data-testid="guard-settings">
      <summary>{t('settings.guard.title')}</summary>
      <p className="muted small">{t('settings.guard.intro')}</p>
      {unreadable ? (
        <p className="error" role="alert">
          {t('settings.guard.unreadable')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'guard.save' })
          }}
        >
          <p ref={now} className="guard-now" role="status" data-testid="guard-now">
            {guard === null
              ? t('settings.guard.reading')
              : guard.enabled
                ? t('settings.guard.nowOn', { usd: formatUsd(language, guard.limitUsd) })
                : t('settings.guard.nowOff')}
          </p>
          <label className="pref">
            <input
              type="checkbox"
              role="switch"
              checked={draft?.enabled ?? false}
              aria-checked={draft?.enabled ?? false}
              disabled={!canEdit}
              onChange={(e) => actor.send({ type: 'guard.enable', enabled: e.target.checked })}
            />
            <span>{t('settings.guard.switch')}</span>
          </label>
          <Field
            label={t('settings.guard.limit')}
            type="number"
            inputMode="numeric"
            min={0}
            max={GUARD_LIMIT_MAX}
            step={1}
            value={draft?.limit ?? ''}
            disabled={!canEdit}
            hint={t('settings.guard.limitHint')}
            error={limitInvalid ? t('settings.guard.limitInvalid') : undefined}
            onChange={(e) => actor.send({ type: 'guard.limit', limit: e.target.value })}
          />
          <Button type="submit" variant="primary" disabled={!canSave}>
            {t('settings.guard.save')}
          </Button>
        </form>
      )}
    </details>
  )
}
