import { createFileRoute } from '@tanstack/react-router'
import { termsOfService } from '../domain/legal'
import { useLanguage } from '../ui/i18n'
import { TabBar } from '../ui/layout/TabBar'
import { LegalPage } from '../ui/legal/LegalPage'

/** Public, and ends with the shared bottom navigation (spec 001 §2.7). */
export const Route = createFileRoute('/terms')({
  component: function TermsRoute() {
    const language = useLanguage()
    return (
      <>
        <LegalPage name="terms" title="legal.terms.title" document={termsOfService[language]} />
        <TabBar />
      </>
    )
  },
})
