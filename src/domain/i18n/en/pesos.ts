import type { pesos as es } from '../es/pesos'

/** English texts of the peso figures. */
export const pesos: Record<keyof typeof es, string> = {
  'pesos.dollar.bolsa': 'MEP dollar',
  'pesos.dollar.cripto': 'Crypto dollar',
  'pesos.dollar.oficial': 'Official dollar',
  'pesos.dollar.blue': 'Blue dollar',
  'pesos.name.bolsa': 'MEP dollar',
  'pesos.name.cripto': 'crypto dollar',
  'pesos.name.oficial': 'official dollar',
  'pesos.name.blue': 'blue dollar',
  'pesos.option.bolsa': 'MEP dollar (bolsa)',
  'pesos.option.cripto': 'Crypto dollar',
  'pesos.option.oficial': 'Official dollar',
  'pesos.option.blue': 'Blue dollar (informal)',
  'pesos.setting': 'Dollar for peso figures',
  'pesos.setting.note':
    'Your dollar balances are also shown in pesos at this rate (ArgentinaDatos). Kept on this device.',
  'pesos.inPesos': 'In pesos',
  'pesos.quote': '{dollar}: {price} (sell) · {source}, {date} · checked at {time}',
  'pesos.quote.loading': 'Fetching the dollar rate…',
  'pesos.quote.unavailable': 'No {dollar} rate right now: amounts in pesos stay hidden until there is one.',
  'pesos.realYield': 'Real yield in pesos',
  'pesos.realYield.of.homeEstimate':
    'Your stablecoins, if they earned {tea} APY: {value} real in pesos {period}.',
  'pesos.realYield.of.deposits': 'Your vault deposits, at {tea} APY: {value} real in pesos {period}.',
  'pesos.realYield.of.vaultsAverage':
    'The average of the vaults shown, at {tea} APY (you have no deposit yet): {value} real in pesos {period}.',
  'pesos.realYield.of.vault': 'This vault’s real yield: {value} in pesos {period}.',
  'pesos.realYield.period.months12': 'over the 12 months to {month}, with inflation of {inflation}',
  'pesos.realYield.period.year': 'in {year}, with average inflation of {inflation}',
  'pesos.realYield.inputs':
    '{dollar} over 12 months: {rise} (from {from} on {fromDate} to {to}) · 12-month inflation: {inflation} ({source}).',
  'pesos.realYield.inputsYear':
    '{dollar}, {year} average against {before}’s: {rise} (from {from} to {to}) · {year} average inflation: {inflation} ({source}).',
  'pesos.realYield.inflationOffline': 'reference figure, no live source',
  'pesos.realYield.noLiveInflation':
    'Real yield in pesos: without live inflation we don’t show it (the reference figure isn’t tied to a known period).',
  'pesos.realYield.noDollarYear':
    'Real yield in pesos: inflation is the World Bank’s {year} average, and we don’t have the {dollar}’s {before} and {year} averages to compare it with, so we don’t show it.',
  'pesos.realYield.noDollar':
    'Real yield in pesos: the {dollar}’s 12-month rise is missing, so it is not worked out.',
  'pesos.help.title': 'How is it worked out?',
  'pesos.help.tea':
    'The APY (effective annual rate, the rate Argentine banks quote) is what a year earns with compounding included. A rate a protocol reports as a nominal yearly rate (APR) is turned into an APY with the compounding it uses: Aave and Compound compound every second, Morpho continuously. DefiLlama’s rates and those measured from the share price are already effective yearly rates.',
  'pesos.help.formula':
    'In pesos, your dollars earn the APY and are also worth as much more as the chosen dollar rose over the last 12 months; those 12 months of inflation take part of it away. Real yield in pesos = (1 + APY) × (1 + the dollar’s 12-month rise) ÷ (1 + 12-month inflation) − 1. When inflation is the World Bank’s (one year’s average against the year before), the dollar’s rise is measured the same way: its average that year against the year before’s.',
  'pesos.help.example':
    'For example, at 8 % APY, with the dollar up 20 % and 31.8 % inflation: 1.08 × 1.20 ÷ 1.318 − 1 = −1.7 %. You earned dollars, but in pesos you lost buying power.',
}
