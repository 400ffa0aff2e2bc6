import { contactEmails, website } from '../../support/contacts'
import type { LegalDocument } from '../document'

/** Privacy Policy (spec 001 §2.6): the 12 sections, in order, matching the Spanish text. */
export const privacyEn: LegalDocument = {
  intro: [
    'Billetera is a self-custodial wallet that runs in your browser. This policy explains which data is handled when you use it, where it stays and what rights you have. The core idea is simple: your keys and your usage data stay on your device, not on our servers.',
  ],
  sections: [
    {
      id: 'information',
      title: 'Information We Collect',
      blocks: [
        'We do not ask for your name, ID, phone number or email to use the wallet. What the app stores, it stores only in this browser:',
        {
          list: [
            'your username and your preferences (language, theme, debug mode);',
            'your seed phrase or private key, always encrypted with your password; the password itself is not stored;',
            'your public address, your saved payees (name and address) and your lending history;',
            'requests you make in the app, such as the DeFi insurance notice.',
          ],
        },
        'If you write to us, we receive your email address and whatever you tell us. Your public address and your transactions are, by their nature, visible to anyone on the blockchain; we do not control them.',
      ],
    },
    {
      id: 'use',
      title: 'How We Use Information',
      blocks: [
        'Data stored on your device is used only to make the wallet work: showing your balances, signing the transactions you approve and remembering your preferences. Emails you send us are used only to answer you and to improve the help we give.',
        'We do not sell or rent data, we show no advertising and we build no usage profiles.',
      ],
    },
    {
      id: 'thirdParties',
      title: 'Third-Party Services',
      blocks: [
        'To read the blockchain and show you prices, your browser connects directly to third-party services. When it does, those services may see your IP address and the public address being queried:',
        {
          list: [
            'public (RPC) nodes of Ethereum, Polygon, Arbitrum and Optimism, or your own node if you configure one;',
            'price services and on-chain price oracles;',
            'block explorers, for transaction history;',
            'public sources of Argentina’s inflation index;',
            'the contracts of the DeFi protocols you choose to use (Aave, Morpho, Ethena, Compound, Curve, Convex, Yearn and Beefy).',
          ],
        },
        'Each of them is governed by its own privacy policy. We never send them your keys or your password.',
      ],
    },
    {
      id: 'security',
      title: 'Data Security',
      blocks: [
        'Your secret is encrypted with AES-256-GCM using a key derived from your password with PBKDF2-SHA256 and at least 600,000 iterations. Keys are decrypted only inside an isolated browser process while the wallet is unlocked, and are wiped from memory when it locks. The wallet locks itself after a period of inactivity.',
        'No system is infallible: security also depends on your device, on a strong password and on keeping your seed phrase offline.',
      ],
    },
    {
      id: 'rights',
      title: 'Your Rights',
      blocks: [
        'You have the right to access, rectify, update and delete your personal data under Argentina’s Personal Data Protection Law 25,326, and the equivalent rights under the GDPR and the CCPA. Since almost everything stays on your device, you can exercise them yourself from Settings: export, edit or delete the wallet data.',
        `For data we hold from your emails, write to ${contactEmails.privacy}; we answer within 10 business days for access requests and within 5 business days for rectification or deletion, as the law requires.`,
        'Argentina’s Agency for Access to Public Information, as the supervisory authority of Law 25,326, is empowered to hear complaints from anyone whose rights are affected by a breach of the personal data protection rules.',
      ],
    },
    {
      id: 'retention',
      title: 'Data Retention',
      blocks: [
        'Data on your device is kept until you delete it, from Settings or by clearing the browser’s data. Support emails are kept for up to 24 months after the request is closed, unless the law requires longer. Transactions recorded on a blockchain are permanent and nobody can delete them.',
      ],
    },
    {
      id: 'transfers',
      title: 'International Transfers',
      blocks: [
        'Some of the third-party services your browser connects to, and our email provider, may be located outside Argentina, for example in the United States or the European Union. When we handle your data outside the country we do so with providers that offer an adequate level of protection or under contractual clauses that guarantee it.',
      ],
    },
    {
      id: 'children',
      title: 'Children Under 13',
      blocks: [
        `Billetera is not directed at children under 13 and we do not knowingly collect their data; the terms also require users to be of legal age. If you know that a child has sent us data, write to ${contactEmails.privacy} and we will delete it.`,
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Local Storage',
      blocks: [
        'We use no cookies and no analytics or advertising tools. We use the browser’s local storage (localStorage and IndexedDB) only for what is strictly necessary: the encrypted wallet, your preferences, your payees and your history.',
        'You can clear it from your browser at any time, but doing so also removes your wallet from this device: make sure you have your seed phrase first.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        'If we change this policy, we update the effective date above and, if the change is significant, we tell you in the app before it applies. Earlier versions are available on request.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          list: [
            `Privacy and personal data: ${contactEmails.privacy}`,
            `Legal questions: ${contactEmails.legal}`,
            `Support: ${contactEmails.support}`,
            `Website: ${website}`,
          ],
        },
      ],
    },
    {
      id: 'compliance',
      title: 'GDPR and CCPA Compliance',
      blocks: [
        'If you live in the European Economic Area or the United Kingdom, we process the data in your emails on the basis of our legitimate interest in answering you or of steps you ask us to take before a contract. You have the rights of access, rectification, erasure, restriction, portability and objection, and the right to complain to your supervisory authority. We make no automated decisions about you.',
        'If you live in California, you have the right to know what personal information we process, to ask for it to be deleted or corrected, and not to be discriminated against for exercising your rights. We do not sell or share personal information, including for cross-context behavioral advertising.',
      ],
    },
  ],
}
