/** The welcome screen's texts: the only screen besides the frame that ships with the first load. */
export const welcome = {
  'welcome.heading': 'Bienvenido a tu billetera',
  'welcome.intro':
    'Guardá tus dólares digitales en Ethereum, Polygon, Arbitrum y Optimism. Tus claves nunca salen de este dispositivo.',
  'welcome.create': 'Crear billetera',
  'welcome.import': 'Importar billetera',
}
