import { expect, test } from '@playwright/test'
import { AppFrame } from './pages/AppFrame'
import { LegalPage } from './pages/LegalPage'
import { expectDateShown, pageNow, usersZone } from './support/appDate'

const privacyEs = [
  'Información que recopilamos',
  'Cómo usamos la información',
  'Servicios de terceros',
  'Seguridad de los datos',
  'Tus derechos',
  'Conservación de los datos',
  'Transferencias internacionales',
  'Menores de 13 años',
  'Cookies y almacenamiento local',
  'Cambios a esta política',
  'Contacto',
  'Cumplimiento del RGPD y la CCPA',
]

const termsEn = [
  'Acceptance of Terms',
  'Eligibility',
  'Non-Custodial Service',
  'Assumption of Risk',
  'No Financial Advice',
  'Prohibited Activities',
  'Third-Party Integrations',
  'Intellectual Property',
  'User Responsibilities',
  'Fees and Taxes',
  'Termination',
  'Disclaimers',
  'Limitation of Liability',
  'Indemnification',
  'Governing Law and Dispute Resolution',
  'Severability',
  'Changes to the Terms',
  'Contact',
  'Entire Agreement',
]

const numbered = (titles: string[]) => titles.map((title, i) => `${i + 1}. ${title}`)

test('the privacy policy is public, has its 12 numbered sections and today as effective date', async ({
  page,
}) => {
  const opening = await pageNow(page)
  await page.goto('/privacy')
  const legal = new LegalPage(page)
  await expect(legal.title()).toHaveText('Política de privacidad')
  await expect(legal.sectionHeadings()).toHaveCount(12)
  await expect(legal.sectionHeadings()).toHaveText(numbered(privacyEs))
  await expectDateShown(
    page,
    legal.effectiveDate(),
    opening,
    (at) =>
      `Fecha de vigencia: ${new Intl.DateTimeFormat('es-AR', { dateStyle: 'long', timeZone: usersZone }).format(at)}`,
  )
  await expect(page.getByText('privacy@billetera.app').first()).toBeVisible()
  await new AppFrame(page).chooseLanguage('en')
  await expect(legal.title()).toHaveText('Privacy Policy')
  await expect(legal.sectionHeadings()).toHaveCount(12)
  await expect(legal.sectionHeadings().nth(7)).toHaveText('8. Children Under 13')
  await expect(legal.sectionHeadings().nth(11)).toHaveText('12. GDPR and CCPA Compliance')
})

test('the terms are public, have their 19 numbered sections, today as effective date and the tab bar', async ({
  page,
}) => {
  const opening = await pageNow(page)
  await page.goto('/terms')
  const legal = new LegalPage(page)
  await expect(legal.title()).toHaveText('Términos del servicio')
  await expect(legal.sectionHeadings()).toHaveCount(19)
  await expect(legal.sectionHeadings().first()).toHaveText('1. Aceptación de los términos')
  await expect(legal.sectionHeadings().last()).toHaveText('19. Acuerdo completo')
  await expect(page.getByText(/al menos 18 años/)).toBeVisible()
  await expect(page.getByText(/que normalmente es cero/)).toBeVisible()
  await expect(page.getByText(/arbitraje obligatorio/)).toBeVisible()
  await expect(new AppFrame(page).tabBar()).toBeVisible()
  await new AppFrame(page).chooseLanguage('en')
  await expect(legal.sectionHeadings()).toHaveText(numbered(termsEn))
  await expectDateShown(
    page,
    legal.effectiveDate(),
    opening,
    (at) =>
      `Effective date: ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: usersZone }).format(at)}`,
  )
  await expect(page.getByText('Legal questions: legal@billetera.app')).toBeVisible()
  await expect(page.getByText('Website: https://billetera.app')).toBeVisible()
})
