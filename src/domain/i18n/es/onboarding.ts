import { signerCreate } from './signerCreate'
import { signerImport } from './signerImport'
import { signerNewPassword } from './signerNewPassword'

/** Onboarding texts: welcome, sign-up, terms (/tos), reveal, import, dashboard, unlock and migration. */
export const onboarding = {
  'signup.intro':
    'Elegí un nombre. Después de los términos elegís la contraseña que cifra tus claves, junto con tu frase semilla, tu clave privada o tu archivo de respaldo.',
  'signup.introCreate':
    'Elegí un nombre. Después de los términos elegís la contraseña que cifra tus claves y ves tus palabras nuevas.',
  'signup.username': 'Nombre de usuario',
  'signup.continue': 'Continuar',
  'signup.failed': 'No se pudo guardar tu nombre. Probá de nuevo.',
  'tos.accept': 'Aceptar y continuar',
  'tos.lastUpdated': 'Última actualización: {date}',
  'reveal.backToSignup': 'Volver al registro',
  'replace.title': '¿Reemplazar la billetera guardada?',
  'replace.setAside':
    'Para crear otra billetera, primero se aparta la que está guardada. Confirmalo con su contraseña, acá abajo.',
  'replace.cancel': 'Cancelar',
  'restore.title': 'Recuperá tu billetera',
  'restore.intro':
    'Escribí tu frase semilla (o tu clave privada) y elegí una contraseña nueva. Si abre la billetera guardada, la volvés a cifrar con la contraseña nueva.',
  'restore.back': 'Volver',
  'dashboard.ready': 'Tu billetera está lista.',
  'dashboard.goHome': 'Ir al inicio',
  'legacy.intro':
    'Encontramos una billetera guardada sin cifrar por una versión anterior. Elegí una contraseña para cifrarla; después se borra la copia sin cifrar. Si había otra, queda cifrada con la misma contraseña en «Billeteras anteriores» (Configuración).',
  'legacy.setPassword': 'Elegir contraseña',
  'legacy.failed': 'No se pudo mover la billetera anterior. Revisá la contraseña e intentá de nuevo.',
  'legacy.partlyKept':
    'Tu billetera ya está cifrada. Esta otra copia sin cifrar no se pudo guardar (sus partes no coinciden), así que sigue donde estaba, sin tocar:',
  'legacy.continue': 'Seguir',
  ...signerNewPassword,
  ...signerImport,
  ...signerCreate,
  ...termsText(),
}

/** The terms shown on /tos (spec 000 §2), in Spanish; the English dictionary has their translation. */
function termsText() {
  return {
    'tos.title': 'Términos y condiciones de uso',
    'tos.intro':
      'Al usar Billetera aceptás estos términos. Leelos con atención: describen tus responsabilidades sobre tus claves y tus fondos.',
    'tos.s1.title': '1. Billetera no custodial',
    'tos.s1.body':
      'Billetera es una billetera no custodial. Tus claves privadas y tu frase semilla se generan y se guardan cifradas únicamente en tu navegador; nunca se envían a nuestros servidores. Sos el único responsable de guardarlas. Si las perdés, nadie, ni siquiera nosotros, puede recuperar tus fondos.',
    'tos.s2.title': '2. Servicios de terceros y contratos inteligentes',
    'tos.s2.body':
      'La aplicación se conecta con redes blockchain, nodos, proveedores de precios y protocolos de contratos inteligentes de terceros (por ejemplo Aave, Morpho, Ethena, Compound, Curve, Convex, Yearn y Beefy). No controlamos esos servicios ni respondemos por su funcionamiento, sus fallas, sus cambios ni sus pérdidas.',
    'tos.s3.title': '3. Asunción de riesgos',
    'tos.s3.body':
      'Los criptoactivos son volátiles. Las stablecoins pueden perder su paridad, los contratos inteligentes pueden tener errores y las transacciones en blockchain son irreversibles. Aceptás todos los riesgos de usar criptoactivos, incluidos la pérdida total de fondos, los errores de dirección y los cambios regulatorios.',
    'tos.s4.title': '4. Sin asesoramiento financiero',
    'tos.s4.body':
      'Nada de lo que muestra la aplicación (rendimientos, comparaciones con la inflación, puntajes de salud del portafolio o recomendaciones) es asesoramiento financiero, legal ni impositivo. Tomá tus decisiones por tu cuenta o consultá a un profesional.',
    'tos.s5.title': '5. Actividades prohibidas',
    'tos.s5.body':
      'No podés usar Billetera para lavado de dinero, financiamiento del terrorismo, evasión de sanciones, fraude ni ninguna actividad ilegal, ni para interferir con la aplicación o con otras personas usuarias.',
    'tos.s6.title': '6. Sin garantía',
    'tos.s6.body':
      'La aplicación se ofrece "tal cual" y "según disponibilidad", sin garantías de ningún tipo, expresas ni implícitas, incluidas las de funcionamiento ininterrumpido, ausencia de errores o idoneidad para un fin determinado.',
    'tos.s7.title': '7. Limitación de responsabilidad',
    'tos.s7.body':
      'En la máxima medida que permita la ley, nuestra responsabilidad total no superará lo que hayas pagado por usar la aplicación, que normalmente es US$\u00a00. No respondemos por daños indirectos, lucro cesante ni pérdida de fondos o datos.',
    'tos.s8.title': '8. Requisitos',
    'tos.s8.body':
      'Para usar Billetera tenés que tener al menos 18 años (o la mayoría de edad de tu país) y capacidad legal para aceptar estos términos.',
    'tos.s9.title': '9. Comisiones e impuestos',
    'tos.s9.body':
      'Las redes cobran comisiones (gas) por cada transacción; no las cobramos nosotros ni las controlamos. Sos responsable de declarar y pagar los impuestos que correspondan por tus operaciones.',
    'tos.s10.title': '10. Cambios y terminación',
    'tos.s10.body':
      'Podemos modificar estos términos o la aplicación en cualquier momento; la versión vigente es la publicada aquí. Podés dejar de usar la aplicación cuando quieras borrando tus datos del dispositivo.',
    'tos.s11.title': '11. Contacto',
    'tos.s11.body': 'Para consultas sobre estos términos usá la sección de Soporte de la aplicación.',
  }
}
