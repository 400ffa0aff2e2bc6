/** Where the inflation figure comes from (home and the vaults page): the source and the date it refers to. */
export const inflation = {
  'inflation.loading': 'Consultando la inflación…',
  'inflation.source.argentinaDatos': 'Fuente: ArgentinaDatos (INDEC), variación interanual a {month}.',
  'inflation.short.worldBank': 'Banco Mundial, promedio de {year}',
  'inflation.source.worldBank':
    'Fuente: Banco Mundial, promedio del año {year} (ArgentinaDatos no respondió).',
  'inflation.source.spec':
    'Cifra de referencia fija: ni ArgentinaDatos ni el Banco Mundial respondieron. Se vuelve a consultar en unos minutos.',
  'inflation.source.chosen': 'Valor de referencia fijo, elegido en Configuración.',
}
