import { contactEmails, website } from '../../support/contacts'
import type { LegalSection } from '../document'

/** Terms of Service, sections 11 to 19 (spec 001 §2.7), matching the Spanish text. */
export const termsEn2: readonly LegalSection[] = [
  {
    id: 'termination',
    title: 'Termination',
    blocks: [
      'You may stop using Billetera at any time and delete its data from your device; your funds stay on the blockchain and you can reach them with your seed phrase from another wallet. We may suspend or discontinue the service, or parts of it, at any time; since we do not hold your funds, that does not affect your access to them.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    blocks: [
      'The service is provided “as is” and “as available”. To the extent the law allows, we do not warrant that it will work without interruptions or errors, that third-party data (prices, rates, inflation) is accurate, or that any transaction will be confirmed.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    blocks: [
      'To the extent the law allows, we are not liable for indirect damages, lost profits or loss of funds arising from your use of the service, from third parties or from the networks. Our total liability will not exceed what you paid us for the service in the 12 months before the claim, which is typically zero.',
      'Nothing in these terms limits the non-waivable rights granted to you by Argentina’s Consumer Protection Law 24,240, nor liability for wilful misconduct or gross negligence.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    blocks: [
      'You agree to hold us harmless from third-party claims, damages and reasonable expenses (including legal fees) arising from your breach of these terms, of the law or of the rights of others.',
    ],
  },
  {
    id: 'governingLaw',
    title: 'Governing Law and Dispute Resolution',
    blocks: [
      'These terms are governed by the laws of the Argentine Republic. In a dispute, we will first try to resolve it in good faith: write to us and we will negotiate for at least 30 days.',
      'If no agreement is reached, the dispute will be settled by binding arbitration in the Autonomous City of Buenos Aires, on an individual basis only: class actions and collective claims are not allowed. This does not prevent you from turning to consumer protection authorities or the courts of your domicile where the law guarantees it.',
    ],
  },
  {
    id: 'severability',
    title: 'Severability',
    blocks: [
      'If any provision of these terms is found invalid or unenforceable, it will apply to the fullest extent permitted and the rest will remain in force.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to the Terms',
    blocks: [
      'We may change these terms. The new version carries a new effective date; if the change is significant, we tell you in the app before it takes effect. We keep earlier versions and send them to you on request. If you keep using the service after the effective date, you accept the new version.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    blocks: [
      {
        list: [
          `Legal questions: ${contactEmails.legal}`,
          `Support: ${contactEmails.support}`,
          `Website: ${website}`,
        ],
      },
    ],
  },
  {
    id: 'entireAgreement',
    title: 'Entire Agreement',
    blocks: [
      'These terms, together with the Privacy Policy, are the entire agreement between you and Billetera about the service, and replace any earlier agreement or communication on the same subject.',
    ],
  },
]
