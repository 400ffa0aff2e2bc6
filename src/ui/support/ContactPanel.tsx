import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Mail } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import { contactEmails, contactKinds } from '../../domain/support'
import type { supportMachine } from '../../machines/support'
import { useT } from '../i18n'
import { Button } from '../kit/Button'

/** The Contact tab: the three mailboxes, the legal pages, and the form that opens the mail client. */
export function ContactPanel({ actor }: { actor: ActorRefFrom<typeof supportMachine> }) {
  const t = useT()
  const subject = useSelector(actor, (s) => s.context.subject)
  const message = useSelector(actor, (s) => s.context.message)
  const invalid = useSelector(actor, (s) => s.matches({ contact: 'invalid' }))
  const mailto = useSelector(actor, (s) => (s.matches({ contact: 'mailOpened' }) ? s.context.mailto : null))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'contact.submit' }))

  return (
    <div className="contact">
      <h2>{t('support.contact.title')}</h2>
      <p className="muted">{t('support.contact.intro')}</p>
      <ul className="contact-emails" aria-label={t('support.contact.emails')}>
        {contactKinds.map((kind) => (
          <li key={kind}>
            <span className="muted small">{t(`support.contact.${kind}` as const)}</span>
            <a href={`mailto:${contactEmails[kind]}`}>{contactEmails[kind]}</a>
          </li>
        ))}
      </ul>
      <nav aria-label={t('support.contact.legalLinks')} className="row">
        <Link to="/privacy">{t('support.contact.privacyLink')}</Link>
        <Link to="/terms">{t('support.contact.termsLink')}</Link>
      </nav>
      <form
        className="card"
        noValidate
        aria-labelledby="contact-form-title"
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'contact.submit' })
        }}
      >
        <h3 id="contact-form-title">{t('support.form.title')}</h3>
        <div className="field">
          <label htmlFor="contact-subject">{t('support.form.subject')}</label>
          <input
            id="contact-subject"
            value={subject}
            maxLength={200}
            aria-invalid={invalid && subject.trim() === ''}
            aria-describedby={invalid ? 'contact-error' : undefined}
            onChange={(event) => actor.send({ type: 'subject.change', subject: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="contact-message">{t('support.form.message')}</label>
          <textarea
            id="contact-message"
            rows={6}
            value={message}
            aria-invalid={invalid && message.trim() === ''}
            aria-describedby={invalid ? 'contact-error contact-hint' : 'contact-hint'}
            onChange={(event) => actor.send({ type: 'message.change', message: event.target.value })}
          />
          <span id="contact-hint" className="muted small">
            {t('support.form.messageHint')}
          </span>
        </div>
        {invalid && (
          <p id="contact-error" role="alert" className="error">
            {t('support.form.invalid')}
          </p>
        )}
        {mailto && (
          <div role="status" className="contact-opened">
            <p className="ok">{t('support.form.opened')}</p>
            <a href={mailto} data-testid="contact-mailto">
              {t('support.form.fallback', { email: contactEmails.support })}
            </a>
          </div>
        )}
        <Button type="submit" variant="primary" icon={<Mail />} disabled={!canSubmit}>
          {t('support.form.submit')}
        </Button>
      </form>
    </div>
  )
}
