import { formatAmount } from '../../amounts/formatAmount'
import { MIN_ETH_FOR_GAS } from '../../vaults/validate'
import { contactEmails } from '../contacts'
import type { FaqItem } from '../faqItem'

/** The floor the vault and lending forms check before a write, as the FAQ states it. */
const minGas = formatAmount(MIN_ETH_FOR_GAS, 18, { locale: 'es-AR', decimals: 6, fixed: false })

/** The FAQ in Spanish (Argentina): the source the English version follows item by item. */
export const faqEs: readonly FaqItem[] = [
  {
    id: 'whatIs',
    category: 'general',
    icon: 'wallet',
    question: '¿Qué es Billetera?',
    answer: [
      'Billetera es una billetera cripto que funciona completa en tu navegador. Te permite guardar dólares digitales (stablecoins como USDT, USDC y DAI) y otras criptomonedas, enviarlas y recibirlas, y ponerlas a rendir en protocolos DeFi para protegerte de la inflación.',
      'No hace falta instalar nada ni crear una cuenta con datos personales: elegís un usuario y una contraseña, y la billetera vive en este dispositivo.',
    ],
  },
  {
    id: 'selfCustody',
    category: 'general',
    icon: 'key-round',
    question: '¿Qué significa que sea autocustodia?',
    answer: [
      'Que vos, y solo vos, tenés las claves de tus fondos. Nosotros no guardamos tu frase semilla, tu clave privada ni tu contraseña, no podemos mover tu dinero, congelarlo ni revertir una transacción.',
      'La contracara es la responsabilidad: si perdés tu frase semilla y tu contraseña, nadie puede recuperar tus fondos por vos.',
    ],
  },
  {
    id: 'keysOnDevice',
    category: 'security',
    icon: 'lock-keyhole',
    question: '¿Dónde se guardan mis claves y cómo se protegen?',
    answer: [
      'Tus claves se guardan solamente en este navegador, cifradas con tu contraseña (AES-256-GCM, con una clave derivada de tu contraseña mediante cientos de miles de iteraciones de PBKDF2). Nunca salen del dispositivo ni viajan a ningún servidor.',
      'Las transacciones se firman dentro del navegador, en un proceso aislado. La billetera se bloquea sola tras un rato de inactividad; para ver tu frase semilla o tu clave privada te volvemos a pedir la contraseña.',
    ],
  },
  {
    id: 'lostPassword',
    category: 'security',
    icon: 'puzzle',
    question: 'Olvidé mi contraseña, ¿qué hago?',
    answer: [
      'No podemos restablecerla: tu contraseña nunca se envía a ningún lado. Lo que sí podés hacer es borrar la billetera de este dispositivo e importarla de nuevo con tu frase semilla de 12 palabras (o tu clave privada), eligiendo una contraseña nueva.',
      'Por eso es clave que anotes tu frase semilla en papel y la guardes en un lugar seguro. Nunca la compartas: nadie de soporte te la va a pedir.',
    ],
  },
  {
    id: 'fees',
    category: 'fees',
    icon: 'banknote',
    question: '¿Cuánto cobra Billetera?',
    answer: [
      'Nada: la comisión de la plataforma es del 0 %, también en las bóvedas de rendimiento. No sumamos ningún cargo a tus envíos, depósitos ni retiros.',
      'Lo que sí pagás es el gas de cada red (a los validadores, no a nosotros) y, si corresponde, las comisiones propias de cada protocolo DeFi. Si algún día hubiera comisiones de plataforma, te lo avisaríamos antes, con claridad.',
    ],
  },
  {
    id: 'supportedAssets',
    category: 'supportedAssets',
    icon: 'coins',
    question: '¿Qué monedas puedo guardar?',
    answer: [
      'Veinte activos en cuatro redes: en Ethereum, ETH, USDT, USDC, DAI, USDe, WBTC, WETH y LINK; en Polygon, MATIC, USDT, USDC y DAI; en Arbitrum y en Optimism, ETH, USDT, USDC y DAI.',
      'Si te envían otro token a tu dirección, sigue siendo tuyo en la cadena, pero Billetera todavía no lo muestra.',
    ],
  },
  {
    id: 'networks',
    category: 'networks',
    icon: 'globe',
    question: '¿Qué redes soporta y cuál conviene usar?',
    answer: [
      'Ethereum, Polygon, Arbitrum One y Optimism. Tu dirección es la misma en las cuatro, pero los saldos son independientes: USDC en Polygon no es lo mismo que USDC en Ethereum.',
      'Antes de enviar o recibir, confirmá que ambas partes usen la misma red. Para montos chicos, Polygon, Arbitrum y Optimism suelen ser mucho más baratas que Ethereum.',
    ],
  },
  {
    id: 'gettingStarted',
    category: 'gettingStarted',
    icon: 'rocket',
    question: '¿Cómo empiezo?',
    answer: [
      'Elegí crear una billetera nueva, poné un usuario y una contraseña de al menos 8 caracteres, aceptá los términos y anotá tu frase semilla de 12 palabras. Listo: ya tenés una dirección para recibir fondos.',
      'Para cargar saldo, enviá stablecoins desde un exchange o desde otra billetera a tu dirección, en una de las cuatro redes soportadas.',
    ],
  },
  {
    id: 'importWallet',
    category: 'gettingStarted',
    icon: 'download',
    question: '¿Puedo usar una billetera que ya tengo?',
    answer: [
      'Sí. En la bienvenida elegí importar una billetera y pegá tu frase semilla (12, 15, 18, 21 o 24 palabras en inglés) o tu clave privada. Billetera usa la ruta de derivación estándar de Ethereum, así que vas a ver la misma primera dirección que en MetaMask y otras billeteras.',
    ],
  },
  {
    id: 'gas',
    category: 'gasOptimization',
    icon: 'fuel',
    question: '¿Qué es el gas y por qué lo necesito?',
    answer: [
      'El gas es lo que cobra cada red por procesar una transacción. Se paga con la moneda nativa de esa red: ETH en Ethereum, Arbitrum y Optimism, y MATIC en Polygon. Aunque envíes USDC, necesitás un poco de la moneda nativa para pagarlo.',
      `Para operar con las bóvedas en Ethereum te pedimos tener al menos ${minGas} ETH para el gas. Es un piso para empezar, no lo que cuesta: la comisión depende de la red en ese momento y de los pasos de la operación (un depósito con su aprobación son dos transacciones), y puede ser mayor. La revisión te dice la comisión máxima antes de que confirmes.`,
    ],
  },
  {
    id: 'gasSaving',
    category: 'gasOptimization',
    icon: 'trending-down',
    question: '¿Cómo pago menos gas?',
    answer: [
      'Usá Polygon, Arbitrum u Optimism cuando puedas: el mismo envío cuesta una fracción de lo que cuesta en Ethereum. Elegí la velocidad lenta si no estás apurado y evitá los momentos de mucha congestión.',
      'Agrupá operaciones: hacer un depósito grande suele salir más barato que varios chicos. Billetera muestra el precio del gas en gwei (lento, estándar y rápido) antes de que confirmes.',
    ],
  },
  {
    id: 'yield',
    category: 'yield',
    icon: 'trending-up',
    question: '¿Cómo genero rendimiento con mis ahorros?',
    answer: [
      'En la sección de bóvedas contra la inflación podés depositar en ocho protocolos DeFi de Ethereum: Aave, Morpho, Ethena, Compound, Curve, Convex, Yearn y Beefy. Cada tarjeta muestra el APY actual, el riesgo y cuánto ganarías en una semana, un mes o un año.',
      'Depositás directo desde tu billetera al contrato del protocolo: Billetera no intermedia ni cobra comisión.',
    ],
  },
  {
    id: 'yieldRisks',
    category: 'yield',
    icon: 'triangle-exclamation-point',
    question: '¿El rendimiento está garantizado?',
    answer: [
      'No. El APY es variable y puede bajar. Los protocolos DeFi tienen riesgos reales: errores en contratos inteligentes, fallas de oráculos, pérdida de paridad de una stablecoin o decisiones de sus gobernanzas. Por eso cada bóveda muestra un nivel de riesgo (bajo, medio o alto).',
      'Invertí solo lo que puedas permitirte perder y repartí entre varios protocolos. Nada de esto es asesoramiento financiero.',
    ],
  },
  {
    id: 'withdrawals',
    category: 'withdrawals',
    icon: 'landmark',
    question: '¿Cómo retiro mi dinero?',
    answer: [
      'Tus fondos están siempre en tu dirección: para llevarlos a un exchange o a otra billetera, usá la opción de enviar y revisá que la red de destino sea la misma.',
      'Para salir de una bóveda, tocá «Retirar» en su tarjeta: las ocho la tienen (en Ethena se llama «Salir del staking»). Ves el retiro en la revisión antes de firmar y los fondos vuelven a tu billetera: DAI desde Morpho, USDC o DAI desde Aave y USDC desde las demás. Al retirar de Convex también cobrás los CRV ganados.',
      'En Ethena, «Salir del staking» inicia un período de enfriamiento: tus USDe quedan bloqueados hasta la fecha que muestra la tarjeta, y después los traés con «Retirar USDe liberados». Billetera no convierte a pesos: para eso usá un exchange de tu confianza.',
    ],
  },
  {
    id: 'hardwareWallets',
    category: 'hardwareWallets',
    icon: 'plug',
    question: '¿Puedo usar una billetera física (Ledger, Trezor)?',
    answer: [
      'Todavía no. Por ahora Billetera solo firma con claves guardadas, cifradas, en este navegador. Queremos sumar billeteras físicas más adelante, pero no tenemos fecha.',
      'Si guardás montos grandes, considerá mantener esa parte en una billetera física con su propia aplicación.',
    ],
  },
  {
    id: 'kyc',
    category: 'kyc',
    icon: 'id-card',
    question: '¿Tengo que verificar mi identidad (KYC)?',
    answer: [
      'No. Billetera es una billetera de autocustodia: no abrimos cuentas, no custodiamos fondos y no te pedimos documentos, selfies ni datos personales.',
      'Los exchanges o servicios que uses para comprar o vender cripto sí pueden pedirte verificación, según sus propias reglas. Vos seguís siendo responsable de cumplir con tus obligaciones impositivas.',
    ],
  },
  {
    id: 'troubleshooting',
    category: 'troubleshooting',
    icon: 'wrench',
    question: 'No veo mi saldo o mi transacción no aparece, ¿qué hago?',
    answer: [
      'Primero revisá que estés mirando la red correcta y actualizá los datos de la billetera. Si un nodo público no responde, Billetera prueba con el siguiente; en Configuración podés agregar tu propio nodo RPC.',
      'Una transacción pendiente suele confirmarse en minutos; si el gas estaba bajo puede tardar más. Buscá el hash en el explorador de bloques para ver su estado real. Si ves «Insufficient ETH for gas», cargá un poco de la moneda nativa de esa red.',
    ],
  },
  {
    id: 'contactSupport',
    category: 'support',
    icon: 'message-circle',
    question: '¿Cómo contacto a soporte?',
    answer: [
      `Desde la pestaña «Contacto» de esta página podés escribirnos a ${contactEmails.support}; te respondemos por correo. Contanos qué pasó, en qué red y, si hay una transacción, su hash.`,
      'Nunca te vamos a pedir tu frase semilla, tu clave privada ni tu contraseña. Si alguien te los pide en nombre de Billetera, es una estafa.',
    ],
  },
]
