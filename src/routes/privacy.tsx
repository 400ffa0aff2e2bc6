import { createFileRoute } from '@tanstack/react-router'
import { privacyPolicy } from '../domain/legal'
import { useLanguage } from '../ui/i18n'
import { LegalPage } from '../ui/legal/LegalPage'

/** Public: anyone can read the privacy policy, wallet or not (spec 000 §2). */
export const Route = createFileRoute('/privacy')({
  component: function PrivacyRoute() {
    const language = useLanguage()
    return <LegalPage name="privacy" title="legal.privacy.title" document={privacyPolicy[language]} />
  },
})
