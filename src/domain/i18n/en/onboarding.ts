import type { onboarding as es } from '../es/onboarding'
import { signerCreate } from './signerCreate'
import { signerImport } from './signerImport'
import { signerNewPassword } from './signerNewPassword'

export const onboarding: Record<keyof typeof es, string> = {
  'signup.intro':
    'Choose a name. After the terms you choose the password that encrypts your keys, together with your seed phrase, private key or backup file.',
  'signup.introCreate':
    'Choose a name. After the terms you choose the password that encrypts your keys and see your new words.',
  'signup.username': 'Username',
  'signup.continue': 'Continue',
  'signup.failed': 'Your name could not be saved. Please try again.',
  'tos.accept': 'Accept and Continue',
  'tos.lastUpdated': 'Last updated: {date}',
  'reveal.backToSignup': 'Back to sign-up',
  'replace.title': 'Replace the stored wallet?',
  'replace.setAside':
    'To create another wallet, the stored one is set aside first. Confirm it with its password, below.',
  'replace.cancel': 'Cancel',
  'restore.title': 'Restore your wallet',
  'restore.intro':
    'Type your seed phrase (or your private key) and choose a new password. If it opens the stored wallet, it is sealed again with the new password.',
  'restore.back': 'Back',
  'dashboard.ready': 'Your wallet is ready.',
  'dashboard.goHome': 'Go to Home',
  'legacy.intro':
    'We found a wallet stored unencrypted by an earlier version. Choose a password to encrypt it; the unencrypted copy is then deleted. If there was another one, it is encrypted with the same password in “Previous wallets” (Settings).',
  'legacy.setPassword': 'Set a password',
  'legacy.failed': 'The earlier wallet could not be moved. Check the password and try again.',
  'legacy.partlyKept':
    'Your wallet is encrypted now. This other unencrypted copy could not be sealed (its parts disagree), so it stays where it was, untouched:',
  'legacy.continue': 'Continue',
  ...signerNewPassword,
  ...signerImport,
  ...signerCreate,
  // The terms stay in Spanish, as the original's did (spec 000 §2: "mostly Spanish").
  'tos.title': 'Terms and Conditions of Use',
  'tos.intro':
    'By using Billetera you accept these terms. Read them carefully: they describe your responsibilities for your keys and your funds.',
  'tos.s1.title': '1. Non-custodial wallet',
  'tos.s1.body':
    'Billetera is a non-custodial wallet. Your private keys and your seed phrase are generated and kept, encrypted, only in your browser; they are never sent to our servers. You alone are responsible for keeping them. If you lose them, nobody, not even us, can recover your funds.',
  'tos.s2.title': '2. Third-party services and smart contracts',
  'tos.s2.body':
    'The app connects to blockchain networks, nodes, price providers and third-party smart-contract protocols (for example Aave, Morpho, Ethena, Compound, Curve, Convex, Yearn and Beefy). We do not control those services and are not liable for how they work, their failures, their changes or their losses.',
  'tos.s3.title': '3. Assumption of risk',
  'tos.s3.body':
    'Crypto assets are volatile. Stablecoins can lose their peg, smart contracts can have bugs and blockchain transactions are irreversible. You accept every risk of using crypto assets, including the total loss of funds, mistaken addresses and regulatory changes.',
  'tos.s4.title': '4. No financial advice',
  'tos.s4.body':
    'Nothing the app shows (yields, comparisons with inflation, portfolio health scores or recommendations) is financial, legal or tax advice. Make your own decisions or consult a professional.',
  'tos.s5.title': '5. Prohibited activities',
  'tos.s5.body':
    'You may not use Billetera for money laundering, terrorist financing, sanctions evasion, fraud or any illegal activity, nor to interfere with the app or with other people who use it.',
  'tos.s6.title': '6. No warranty',
  'tos.s6.body':
    'The app is provided "as is" and "as available", without warranties of any kind, express or implied, including uninterrupted operation, absence of errors or fitness for a particular purpose.',
  'tos.s7.title': '7. Limitation of liability',
  'tos.s7.body':
    'To the fullest extent the law allows, our total liability will not exceed what you paid to use the app, which is normally $0. We are not liable for indirect damages, lost profits or loss of funds or data.',
  'tos.s8.title': '8. Eligibility',
  'tos.s8.body':
    'To use Billetera you must be at least 18 years old (or of legal age in your country) and have the legal capacity to accept these terms.',
  'tos.s9.title': '9. Fees and taxes',
  'tos.s9.body':
    'Networks charge fees (gas) for every transaction; we do not charge or control them. You are responsible for reporting and paying the taxes due on your transactions.',
  'tos.s10.title': '10. Changes and termination',
  'tos.s10.body':
    'We may change these terms or the app at any time; the version in force is the one published here. You may stop using the app whenever you like by deleting your data from the device.',
  'tos.s11.title': '11. Contact',
  'tos.s11.body': "For questions about these terms, use the app's Support section.",
}
