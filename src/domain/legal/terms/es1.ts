import type { LegalSection } from '../document'

/** Términos del servicio, secciones 1 a 10 (spec 001 §2.7). */
export const termsEs1: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Aceptación de los términos',
    blocks: [
      'Al crear, importar o usar una billetera en Billetera aceptás estos Términos del servicio y la Política de privacidad. Si no estás de acuerdo, no uses el servicio.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Requisitos para usar el servicio',
    blocks: [
      'Para usar Billetera declarás que:',
      {
        list: [
          'tenés al menos 18 años o la mayoría de edad de tu país, si es mayor;',
          'tenés capacidad legal para aceptar estos términos;',
          'no sos objeto de sanciones económicas ni residís en un país o territorio sancionado, y no usás el servicio en nombre de alguien que lo sea.',
        ],
      },
    ],
  },
  {
    id: 'nonCustodial',
    title: 'Servicio de autocustodia',
    blocks: [
      'Billetera es un programa que corre en tu dispositivo. Tus claves se generan y se guardan cifradas en tu navegador; nunca las recibimos ni las guardamos. En consecuencia, no custodiamos tus fondos, no podemos acceder a ellos, congelarlos, recuperarlos ni revertir transacciones.',
      'Vos sos el único responsable de guardar tu frase semilla, tu clave privada y tu contraseña. Si los perdés, perdés el acceso a tus fondos.',
    ],
  },
  {
    id: 'risks',
    title: 'Asunción de riesgos',
    blocks: [
      'Usar criptoactivos y protocolos descentralizados implica riesgos que aceptás expresamente, entre ellos:',
      {
        list: [
          'financieros: los precios son volátiles y una stablecoin puede perder su paridad; podés perder todo lo invertido;',
          'de contratos inteligentes: pueden tener errores o ser atacados;',
          'de protocolos: los protocolos de terceros pueden cambiar sus reglas, pausarse o fallar, y los rendimientos no están garantizados;',
          'de red: congestión, comisiones altas, reorganizaciones o caídas de una cadena de bloques;',
          'regulatorios: las normas sobre criptoactivos pueden cambiar y afectar el servicio o tus activos;',
          'tecnológicos: fallas de tu dispositivo, del navegador, de conexión o software malicioso.',
        ],
      },
    ],
  },
  {
    id: 'noAdvice',
    title: 'Sin asesoramiento financiero',
    blocks: [
      'Nada de lo que muestra Billetera —tasas, rendimientos estimados, puntajes de salud, alertas o preguntas frecuentes— es asesoramiento financiero, de inversión, legal ni impositivo. Las decisiones son tuyas; si lo necesitás, consultá a un profesional.',
    ],
  },
  {
    id: 'prohibited',
    title: 'Actividades prohibidas',
    blocks: [
      'Te comprometés a no usar Billetera para:',
      {
        list: [
          'lavar dinero, financiar el terrorismo, evadir sanciones o cometer cualquier otro delito;',
          'defraudar o engañar a terceros;',
          'atacar, alterar o interferir con el servicio, los protocolos o las redes;',
          'infringir derechos de terceros o la legislación aplicable.',
        ],
      },
    ],
  },
  {
    id: 'thirdParty',
    title: 'Integraciones con terceros',
    blocks: [
      'Billetera te permite interactuar con servicios que no controlamos: protocolos de préstamo y de rendimiento (como Aave, Morpho, Ethena, Compound, Curve, Convex, Yearn y Beefy), proveedores de datos de precios y de inflación, exploradores de bloques y las redes Ethereum, Polygon, Arbitrum y Optimism.',
      'Esos servicios se rigen por sus propios términos. No respondemos por su disponibilidad, exactitud ni funcionamiento, ni por las pérdidas que causen.',
    ],
  },
  {
    id: 'intellectualProperty',
    title: 'Propiedad intelectual',
    blocks: [
      'El nombre Billetera, su diseño, textos y código son nuestros o de sus licenciantes. Te damos una licencia personal, limitada, no exclusiva e intransferible para usar la aplicación según estos términos. Las marcas de terceros pertenecen a sus titulares.',
    ],
  },
  {
    id: 'responsibilities',
    title: 'Tus responsabilidades',
    blocks: [
      'Sos responsable de mantener seguro tu dispositivo; de elegir una contraseña fuerte; de guardar tu frase semilla fuera de línea y no compartirla con nadie; de revisar la dirección, la red y el monto antes de confirmar cada transacción, porque son irreversibles; y de cumplir las leyes que te apliquen.',
    ],
  },
  {
    id: 'fees',
    title: 'Comisiones e impuestos',
    blocks: [
      'Billetera no cobra comisión de plataforma. Sí pueden aplicarse:',
      {
        list: [
          'comisiones de red (gas), que se pagan a la red y no a nosotros;',
          'comisiones de los protocolos con los que operes;',
          'comisiones de terceros, como exchanges o proveedores de rampas de pago;',
          'los impuestos que correspondan a tus operaciones, cuyo cálculo, declaración y pago son tu responsabilidad.',
        ],
      },
      'Podríamos introducir comisiones de plataforma en el futuro; si lo hacemos, te lo informaremos con claridad antes de que se apliquen y nunca se cobrarán sobre operaciones ya realizadas.',
    ],
  },
]
