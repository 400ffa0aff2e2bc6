import type { LegalSection } from '../document'

/** Terms of Service, sections 1 to 10 (spec 001 §2.7), matching the Spanish text. */
export const termsEn1: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    blocks: [
      'By creating, importing or using a wallet in Billetera you accept these Terms of Service and the Privacy Policy. If you do not agree, do not use the service.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    blocks: [
      'By using Billetera you represent that:',
      {
        list: [
          'you are at least 18 years old, or of legal age in your country if that is higher;',
          'you have the legal capacity to accept these terms;',
          'you are not subject to economic sanctions nor resident in a sanctioned country or territory, and you do not use the service on behalf of anyone who is.',
        ],
      },
    ],
  },
  {
    id: 'nonCustodial',
    title: 'Non-Custodial Service',
    blocks: [
      'Billetera is software that runs on your device. Your keys are generated and stored, encrypted, in your browser; we never receive or keep them. Consequently we do not hold your funds, and we cannot access, freeze or recover them or reverse transactions.',
      'You alone are responsible for keeping your seed phrase, your private key and your password. If you lose them, you lose access to your funds.',
    ],
  },
  {
    id: 'risks',
    title: 'Assumption of Risk',
    blocks: [
      'Using crypto assets and decentralized protocols involves risks that you expressly accept, including:',
      {
        list: [
          'financial: prices are volatile and a stablecoin can lose its peg; you may lose everything you invested;',
          'smart contract: contracts may contain bugs or be attacked;',
          'protocol: third-party protocols may change their rules, pause or fail, and yields are not guaranteed;',
          'network: congestion, high fees, reorganizations or outages of a blockchain;',
          'regulatory: rules on crypto assets may change and affect the service or your assets;',
          'technology: failures of your device, browser or connection, or malicious software.',
        ],
      },
    ],
  },
  {
    id: 'noAdvice',
    title: 'No Financial Advice',
    blocks: [
      'Nothing Billetera shows — rates, estimated yields, health scores, alerts or FAQs — is financial, investment, legal or tax advice. The decisions are yours; if you need advice, consult a professional.',
    ],
  },
  {
    id: 'prohibited',
    title: 'Prohibited Activities',
    blocks: [
      'You agree not to use Billetera to:',
      {
        list: [
          'launder money, finance terrorism, evade sanctions or commit any other crime;',
          'defraud or deceive others;',
          'attack, tamper with or interfere with the service, the protocols or the networks;',
          'infringe the rights of others or applicable law.',
        ],
      },
    ],
  },
  {
    id: 'thirdParty',
    title: 'Third-Party Integrations',
    blocks: [
      'Billetera lets you interact with services we do not control: lending and yield protocols (such as Aave, Morpho, Ethena, Compound, Curve, Convex, Yearn and Beefy), price and inflation data providers, block explorers, and the Ethereum, Polygon, Arbitrum and Optimism networks.',
      'Those services are governed by their own terms. We are not responsible for their availability, accuracy or operation, nor for losses they cause.',
    ],
  },
  {
    id: 'intellectualProperty',
    title: 'Intellectual Property',
    blocks: [
      'The Billetera name, its design, texts and code belong to us or our licensors. We grant you a personal, limited, non-exclusive and non-transferable licence to use the app under these terms. Third-party marks belong to their owners.',
    ],
  },
  {
    id: 'responsibilities',
    title: 'User Responsibilities',
    blocks: [
      'You are responsible for keeping your device secure; for choosing a strong password; for keeping your seed phrase offline and sharing it with no one; for checking the address, network and amount before confirming each transaction, because transactions are irreversible; and for complying with the laws that apply to you.',
    ],
  },
  {
    id: 'fees',
    title: 'Fees and Taxes',
    blocks: [
      'Billetera charges no platform fee. The following may apply:',
      {
        list: [
          'network fees (gas), paid to the network and not to us;',
          'fees of the protocols you use;',
          'third-party fees, such as those of exchanges or payment on-ramps;',
          'the taxes due on your transactions, whose calculation, reporting and payment are your responsibility.',
        ],
      },
      'We may introduce platform fees in the future; if we do, we will disclose them clearly before they apply, and they will never be charged on transactions already made.',
    ],
  },
]
