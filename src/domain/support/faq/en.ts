import { formatAmount } from '../../amounts/formatAmount'
import { MIN_ETH_FOR_GAS } from '../../vaults/validate'
import { contactEmails } from '../contacts'
import type { FaqItem } from '../faqItem'

/** The floor the vault and lending forms check before a write, as the FAQ states it. */
const minGas = formatAmount(MIN_ETH_FOR_GAS, 18, { locale: 'en', decimals: 6, fixed: false })

/** The FAQ in English, item by item the same as the Spanish one. */
export const faqEn: readonly FaqItem[] = [
  {
    id: 'whatIs',
    category: 'general',
    icon: 'wallet',
    question: 'What is Billetera?',
    answer: [
      'Billetera is a crypto wallet that runs entirely in your browser. It lets you keep digital dollars (stablecoins such as USDT, USDC and DAI) and other crypto, send and receive them, and put them to work in DeFi protocols to protect yourself from inflation.',
      'There is nothing to install and no account with personal data: you choose a username and a password, and the wallet lives on this device.',
    ],
  },
  {
    id: 'selfCustody',
    category: 'general',
    icon: 'key-round',
    question: 'What does self-custodial mean?',
    answer: [
      'That you, and only you, hold the keys to your funds. We do not keep your seed phrase, your private key or your password; we cannot move your money, freeze it or reverse a transaction.',
      'The other side of that is responsibility: if you lose both your seed phrase and your password, nobody can recover your funds for you.',
    ],
  },
  {
    id: 'keysOnDevice',
    category: 'security',
    icon: 'lock-keyhole',
    question: 'Where are my keys stored and how are they protected?',
    answer: [
      'Your keys are stored only in this browser, encrypted with your password (AES-256-GCM, with a key derived from your password through hundreds of thousands of PBKDF2 iterations). They never leave the device or travel to any server.',
      'Transactions are signed inside the browser, in an isolated process. The wallet locks itself after a while without activity, and we ask for your password again before showing your seed phrase or private key.',
    ],
  },
  {
    id: 'lostPassword',
    category: 'security',
    icon: 'puzzle',
    question: 'I forgot my password. What can I do?',
    answer: [
      'We cannot reset it: your password is never sent anywhere. What you can do is delete the wallet from this device and import it again with your 12-word seed phrase (or your private key), choosing a new password.',
      'That is why you should write your seed phrase down on paper and keep it somewhere safe. Never share it: nobody from support will ever ask for it.',
    ],
  },
  {
    id: 'fees',
    category: 'fees',
    icon: 'banknote',
    question: 'How much does Billetera charge?',
    answer: [
      'Nothing: the platform fee is 0 %, yield vaults included. We add no charge to your transfers, deposits or withdrawals.',
      'What you do pay is each network’s gas (to its validators, not to us) and, where they apply, each DeFi protocol’s own fees. Should platform fees ever be introduced, we would tell you clearly and in advance.',
    ],
  },
  {
    id: 'supportedAssets',
    category: 'supportedAssets',
    icon: 'coins',
    question: 'Which coins can I keep?',
    answer: [
      'Twenty assets on four networks: on Ethereum, ETH, USDT, USDC, DAI, USDe, WBTC, WETH and LINK; on Polygon, MATIC, USDT, USDC and DAI; on Arbitrum and on Optimism, ETH, USDT, USDC and DAI.',
      'If someone sends another token to your address it is still yours on chain, but Billetera does not show it yet.',
    ],
  },
  {
    id: 'networks',
    category: 'networks',
    icon: 'globe',
    question: 'Which networks are supported, and which should I use?',
    answer: [
      'Ethereum, Polygon, Arbitrum One and Optimism. Your address is the same on all four, but the balances are separate: USDC on Polygon is not the same as USDC on Ethereum.',
      'Before sending or receiving, make sure both sides use the same network. For small amounts, Polygon, Arbitrum and Optimism are usually much cheaper than Ethereum.',
    ],
  },
  {
    id: 'gettingStarted',
    category: 'gettingStarted',
    icon: 'rocket',
    question: 'How do I get started?',
    answer: [
      'Choose to create a new wallet, pick a username and a password of at least 8 characters, accept the terms and write down your 12-word seed phrase. That is it: you now have an address to receive funds.',
      'To add funds, send stablecoins to your address from an exchange or another wallet, on one of the four supported networks.',
    ],
  },
  {
    id: 'importWallet',
    category: 'gettingStarted',
    icon: 'download',
    question: 'Can I use a wallet I already have?',
    answer: [
      'Yes. On the welcome screen choose to import a wallet and paste your seed phrase (12, 15, 18, 21 or 24 English words) or your private key. Billetera uses Ethereum’s standard derivation path, so you will see the same first address as in MetaMask and other wallets.',
    ],
  },
  {
    id: 'gas',
    category: 'gasOptimization',
    icon: 'fuel',
    question: 'What is gas and why do I need it?',
    answer: [
      'Gas is what each network charges to process a transaction. It is paid in that network’s native coin: ETH on Ethereum, Arbitrum and Optimism, and MATIC on Polygon. Even when you send USDC, you need a little of the native coin to pay for it.',
      `To use the vaults on Ethereum we ask you to hold at least ${minGas} ETH for gas. That is a floor to start with, not what it costs: the fee depends on the network at the time and on the operation’s steps (a deposit with its approval is two transactions), and it can be more. The review tells you the maximum fee before you confirm.`,
    ],
  },
  {
    id: 'gasSaving',
    category: 'gasOptimization',
    icon: 'trending-down',
    question: 'How do I pay less gas?',
    answer: [
      'Use Polygon, Arbitrum or Optimism when you can: the same transfer costs a fraction of what it costs on Ethereum. Choose the slow speed when you are not in a hurry and avoid times of heavy congestion.',
      'Batch your operations: one large deposit is usually cheaper than several small ones. Billetera shows the gas price in gwei (slow, standard and fast) before you confirm.',
    ],
  },
  {
    id: 'yield',
    category: 'yield',
    icon: 'trending-up',
    question: 'How do I earn yield on my savings?',
    answer: [
      'In the inflation hedge vaults you can deposit into eight DeFi protocols on Ethereum: Aave, Morpho, Ethena, Compound, Curve, Convex, Yearn and Beefy. Each card shows the current APY, the risk, and how much you would earn in a week, a month or a year.',
      'You deposit straight from your wallet into the protocol’s contract: Billetera neither intermediates nor takes a fee.',
    ],
  },
  {
    id: 'yieldRisks',
    category: 'yield',
    icon: 'triangle-exclamation-point',
    question: 'Is the yield guaranteed?',
    answer: [
      'No. The APY is variable and can fall. DeFi protocols carry real risks: smart contract bugs, oracle failures, a stablecoin losing its peg, or decisions of their governance. That is why every vault shows a risk level (low, medium or high).',
      'Only invest what you can afford to lose and spread it across several protocols. None of this is financial advice.',
    ],
  },
  {
    id: 'withdrawals',
    category: 'withdrawals',
    icon: 'landmark',
    question: 'How do I withdraw my money?',
    answer: [
      'Your funds are always at your address: to move them to an exchange or another wallet, use the send option and check that the destination uses the same network.',
      'To leave a vault, press Withdraw on its card: all eight have it (on Ethena it is called Unstake). You see the withdrawal in the review before signing, and the funds come back to your wallet: DAI from Morpho, USDC or DAI from Aave, USDC from the others. Withdrawing from Convex also claims the CRV earned.',
      'On Ethena, Unstake starts a cooldown: your USDe stay locked until the date the card shows, and then you take them with Withdraw unlocked USDe. Billetera does not convert to pesos: use an exchange you trust for that.',
    ],
  },
  {
    id: 'hardwareWallets',
    category: 'hardwareWallets',
    icon: 'plug',
    question: 'Can I use a hardware wallet (Ledger, Trezor)?',
    answer: [
      'Not yet. For now Billetera only signs with keys stored, encrypted, in this browser. We want to add hardware wallets later, but there is no date yet.',
      'If you hold large amounts, consider keeping that part on a hardware wallet with its own app.',
    ],
  },
  {
    id: 'kyc',
    category: 'kyc',
    icon: 'id-card',
    question: 'Do I have to verify my identity (KYC)?',
    answer: [
      'No. Billetera is a self-custodial wallet: we open no accounts, hold no funds, and ask for no documents, selfies or personal data.',
      'The exchanges or services you use to buy or sell crypto may require verification under their own rules. You remain responsible for meeting your tax obligations.',
    ],
  },
  {
    id: 'troubleshooting',
    category: 'troubleshooting',
    icon: 'wrench',
    question: 'My balance or my transaction does not show up. What do I do?',
    answer: [
      'First check that you are looking at the right network and refresh the wallet data. If a public node does not answer, Billetera tries the next one; in Settings you can add your own RPC node.',
      'A pending transaction usually confirms within minutes; if its gas was low it can take longer. Look the hash up in the block explorer to see its real status. If you see “Insufficient ETH for gas”, add a little of that network’s native coin.',
    ],
  },
  {
    id: 'contactSupport',
    category: 'support',
    icon: 'message-circle',
    question: 'How do I contact support?',
    answer: [
      `From the Contact tab of this page you can write to us at ${contactEmails.support}; we answer by email. Tell us what happened, on which network and, if there is a transaction, its hash.`,
      'We will never ask for your seed phrase, your private key or your password. If someone asks for them on Billetera’s behalf, it is a scam.',
    ],
  },
]
