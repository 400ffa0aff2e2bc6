/**
 * Texts of the Inflation Hedge Vaults (spec 001 §2.1, §2.2, §5, §8). The spec quotes its messages in English:
 * the English dictionary keeps them word for word, this one translates them (es-AR, voseo).
 */
export const vaults = {
  'vaults.error.enterValidAmount': 'Ingresá un monto válido',
  'vaults.error.validAmountGreaterThanZero': 'Ingresá un monto válido mayor que 0',
  'vaults.error.insufficientBalance': 'Saldo de {asset} insuficiente',
  'vaults.error.insufficientGas': 'No tenés ETH suficiente para el gas (necesitás ~0.003 ETH)',
  'vaults.error.morphoMarketNotConfigured': 'El marketId de Morpho no está configurado',
  'vaults.error.invalidAmount': 'Monto inválido',
  'vaults.error.noDaiBalance': 'No detectamos saldo de DAI.',
  'vaults.error.noUsdeBalance': 'No detectamos saldo de USDe',
  'vaults.error.text': '{message}',
  'vaults.error.withdrawSimulateFailed': 'Falló la simulación del retiro: {reason}',
  'vaults.error.approveSimulateFailed': 'Falló la simulación de la aprobación: {reason}',
  'vaults.error.supplySimulateFailed': 'Falló la simulación del depósito: {reason}',
  'vaults.error.stakeSimulateFailed': 'Falló la simulación del stake: {reason}',
  'vaults.error.unstakeSimulateFailed': 'Falló la simulación del unstake: {reason}',
  'vaults.rate.source.chain': 'Tasa leída de la cadena',
  'vaults.rate.source.samples': 'Crecimiento del valor de la cuota medido en este dispositivo',
  'vaults.rate.source.defillama': 'Dato del protocolo según DefiLlama',
  'vaults.rate.source.spec': 'Valor de referencia (sin datos en vivo)',
  'vaults.rate.source.none': 'Sin datos de rendimiento',
  'vaults.ethena.unlocksOn': 'Se libera el {date}',
  'vaults.ethena.claim': 'Retirar USDe liberados',
  'vaults.inflation.source': 'Fuente: {source}, dato de {date}',
  'vaults.inflation.offline': 'Sin conexión: valor de referencia {value} %',
  'vaults.realYield.usd': 'Rendimiento real en dólares: (1 + APY) / (1 + inflación) − 1.',
  'vaults.realYield.pesos':
    'Rendimiento real en pesos: (1 + APY) × (1 + suba del dólar en 12 meses) / (1 + inflación) − 1.',
  'vaults.dollar.cripto': 'Dólar cripto',
  'vaults.dollar.bolsa': 'Dólar MEP (bolsa)',
} as const
