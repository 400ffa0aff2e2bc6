/**
 * Texts of the peso figures (issue 22): the dólar they are shown at, its quote with source and time, and the
 * real yield in pesos with its formula in words.
 */
export const pesos = {
  'pesos.dollar.bolsa': 'Dólar MEP',
  'pesos.dollar.cripto': 'Dólar cripto',
  'pesos.dollar.oficial': 'Dólar oficial',
  'pesos.dollar.blue': 'Dólar blue',
  'pesos.name.bolsa': 'dólar MEP',
  'pesos.name.cripto': 'dólar cripto',
  'pesos.name.oficial': 'dólar oficial',
  'pesos.name.blue': 'dólar blue',
  'pesos.option.bolsa': 'Dólar MEP (bolsa)',
  'pesos.option.cripto': 'Dólar cripto',
  'pesos.option.oficial': 'Dólar oficial',
  'pesos.option.blue': 'Dólar blue',
  'pesos.setting': 'Dólar para ver en pesos',
  'pesos.setting.note':
    'Tus saldos en dólares también se muestran en pesos a esta cotización (ArgentinaDatos). Se guarda en este dispositivo.',
  'pesos.inPesos': 'En pesos',
  'pesos.quote': '{dollar}: {price} (venta) · {source}, {date} · consultado a las {time}',
  'pesos.quote.loading': 'Buscando la cotización del dólar…',
  'pesos.quote.unavailable':
    'Sin cotización del {dollar} por ahora: no mostramos montos en pesos hasta tenerla.',
  'pesos.realYield': 'Rendimiento real en pesos',
  'pesos.realYield.of.homeEstimate':
    'Tus stablecoins, si rindieran {tea} TEA: {value} real en pesos {period}.',
  'pesos.realYield.of.deposits': 'Tus depósitos en bóvedas, a {tea} TEA: {value} real en pesos {period}.',
  'pesos.realYield.of.vaultsAverage':
    'El promedio de las bóvedas a la vista, a {tea} TEA (todavía no depositaste): {value} real en pesos {period}.',
  'pesos.realYield.of.vault': 'Rendimiento real de esta bóveda: {value} en pesos {period}.',
  'pesos.realYield.period.months12': 'en los 12 meses a {month}, con una inflación de {inflation}',
  'pesos.realYield.period.year': 'en {year}, con una inflación promedio de {inflation}',
  'pesos.realYield.inputs':
    '{dollar} en 12 meses: {rise} (de {from} el {fromDate} a {to}) · inflación de 12 meses: {inflation} ({source}).',
  'pesos.realYield.inputsYear':
    '{dollar}, promedio de {year} contra el de {before}: {rise} (de {from} a {to}) · inflación promedio de {year}: {inflation} ({source}).',
  'pesos.realYield.inflationOffline': 'cifra de referencia, sin fuente en vivo',
  'pesos.realYield.noLiveInflation':
    'Rendimiento real en pesos: sin inflación en vivo no lo calculamos (la cifra de referencia no corresponde a un período conocido).',
  'pesos.realYield.noDollarYear':
    'Rendimiento real en pesos: la inflación disponible es el promedio de {year} del Banco Mundial y faltan los promedios del {dollar} de {before} y {year} para compararla, así que no lo calculamos.',
  'pesos.realYield.noDollar':
    'Rendimiento real en pesos: falta la suba del {dollar} en 12 meses, así que no lo calculamos.',
  'pesos.help.title': '¿Cómo se calcula?',
  'pesos.help.tea':
    'La TEA (tasa efectiva anual) es lo que rinde un año con la capitalización incluida: es el APY. Las tasas que un protocolo informa como nominales anuales se pasan a TEA con la capitalización que usa: Aave y Compound capitalizan por segundo; Morpho, en forma continua. Las de DefiLlama y las medidas con el valor de la cuota ya son efectivas anuales.',
  'pesos.help.formula':
    'En pesos, tus dólares ganan la TEA y además valen lo que subió el dólar elegido en los últimos 12 meses; la inflación de esos 12 meses se lleva una parte. Rendimiento real en pesos = (1 + TEA) × (1 + suba del dólar en 12 meses) ÷ (1 + inflación de 12 meses) − 1. Si la inflación es la del Banco Mundial (el promedio de un año contra el anterior), la suba del dólar se mide igual: su promedio de ese año contra el del anterior.',
  'pesos.help.example':
    'Por ejemplo, con una TEA de 8 %, un dólar que subió 20 % y una inflación de 31,8 %: 1,08 × 1,20 ÷ 1,318 − 1 = −1,7 %. Ganaste dólares, pero en pesos perdiste poder de compra.',
} as const
