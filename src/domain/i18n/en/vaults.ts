import type { vaults as es } from '../es/vaults'

/** English texts of the vaults; the spec's sentences word for word. */
export const vaults: Record<keyof typeof es, string> = {
  'vaults.error.enterValidAmount': 'Enter a valid amount',
  'vaults.error.validAmountGreaterThanZero': 'Please enter a valid amount greater than 0',
  'vaults.error.insufficientBalance': 'Insufficient {asset} balance',
  'vaults.error.insufficientGas': 'Insufficient ETH for gas (need ~0.003 ETH)',
  'vaults.error.morphoMarketNotConfigured': 'Morpho marketId not configured',
  'vaults.error.invalidAmount': 'Invalid amount',
  'vaults.error.noDaiBalance': 'No DAI balance detected.',
  'vaults.error.noUsdeBalance': 'No USDe balance detected',
  'vaults.error.text': '{message}',
  'vaults.error.withdrawSimulateFailed': 'Withdraw simulate failed: {reason}',
  'vaults.error.approveSimulateFailed': 'Approve simulate failed: {reason}',
  'vaults.error.supplySimulateFailed': 'Supply simulate failed: {reason}',
  'vaults.error.stakeSimulateFailed': 'Stake simulate failed: {reason}',
  'vaults.error.unstakeSimulateFailed': 'Unstake simulate failed: {reason}',
  'vaults.rate.source.chain': 'Rate read from the chain',
  'vaults.rate.source.samples': 'Share-price growth measured on this device',
  'vaults.rate.source.defillama': "The protocol's figure from DefiLlama",
  'vaults.rate.source.spec': 'Reference value (no live data)',
  'vaults.rate.source.none': 'No yield data',
  'vaults.ethena.unlocksOn': 'Unlocks on {date}',
  'vaults.ethena.claim': 'Withdraw unlocked USDe',
  'vaults.inflation.source': 'Source: {source}, figure of {date}',
  'vaults.inflation.offline': 'Offline: reference value {value} %',
  'vaults.realYield.usd': 'Real yield in dollars: (1 + APY) / (1 + inflation) − 1.',
  'vaults.realYield.pesos':
    "Real yield in pesos: (1 + APY) × (1 + the dollar's 12-month rise) / (1 + inflation) − 1.",
  'vaults.dollar.cripto': 'Crypto dollar',
  'vaults.dollar.bolsa': 'MEP dollar (bolsa)',
} as const
