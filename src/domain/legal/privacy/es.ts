import { contactEmails, website } from '../../support/contacts'
import type { LegalDocument } from '../document'

/** Política de privacidad (spec 001 §2.6): las 12 secciones, en orden. */
export const privacyEs: LegalDocument = {
  intro: [
    'Billetera es una billetera de autocustodia que funciona en tu navegador. Esta política explica qué datos se tratan cuando la usás, dónde quedan y qué derechos tenés. La idea central es simple: tus claves y tus datos de uso quedan en tu dispositivo, no en nuestros servidores.',
  ],
  sections: [
    {
      id: 'information',
      title: 'Información que recopilamos',
      blocks: [
        'No te pedimos nombre, documento, teléfono ni correo para usar la billetera. Lo que la aplicación guarda, lo guarda solo en este navegador:',
        {
          list: [
            'tu nombre de usuario y tus preferencias (idioma, tema, modo depuración);',
            'tu frase semilla o clave privada, siempre cifradas con tu contraseña; la contraseña no se guarda;',
            'tu dirección pública, tus contactos frecuentes (nombre y dirección) y tu historial de préstamos;',
            'pedidos que hagas en la app, como el aviso del Seguro DeFi.',
          ],
        },
        'Si nos escribís, recibimos tu dirección de correo y lo que nos cuentes. Tu dirección pública y tus transacciones son, por naturaleza, visibles para cualquiera en la cadena de bloques; no las controlamos.',
      ],
    },
    {
      id: 'use',
      title: 'Cómo usamos la información',
      blocks: [
        'Los datos guardados en tu dispositivo se usan solo para que la billetera funcione: mostrar tus saldos, firmar las transacciones que aprobás y recordar tus preferencias. Los correos que nos envíes se usan solo para responderte y mejorar la ayuda que damos.',
        'No vendemos ni alquilamos datos, no mostramos publicidad y no armamos perfiles de uso.',
      ],
    },
    {
      id: 'thirdParties',
      title: 'Servicios de terceros',
      blocks: [
        'Para leer la cadena de bloques y mostrarte precios, tu navegador se conecta directamente a servicios de terceros. Al hacerlo, esos servicios pueden ver tu dirección IP y la dirección pública que se consulta:',
        {
          list: [
            'nodos públicos (RPC) de Ethereum, Polygon, Arbitrum y Optimism, o el nodo propio que configures;',
            'servicios de precios y oráculos en cadena;',
            'exploradores de bloques, para el historial de transacciones;',
            'fuentes públicas del índice de inflación de Argentina;',
            'los contratos de los protocolos DeFi con los que elijas operar (Aave, Morpho, Ethena, Compound, Curve, Convex, Yearn y Beefy).',
          ],
        },
        'Cada uno se rige por su propia política de privacidad. Nunca les enviamos tus claves ni tu contraseña.',
      ],
    },
    {
      id: 'security',
      title: 'Seguridad de los datos',
      blocks: [
        'Tu secreto se cifra con AES-256-GCM usando una clave derivada de tu contraseña con PBKDF2-SHA256 y al menos 600.000 iteraciones. Las claves solo se descifran dentro de un proceso aislado del navegador, mientras la billetera está desbloqueada, y se borran de la memoria al bloquearla. La billetera se bloquea sola tras un período de inactividad.',
        'Ningún sistema es infalible: la seguridad también depende de tu dispositivo, de una contraseña fuerte y de que guardes tu frase semilla fuera de línea.',
      ],
    },
    {
      id: 'rights',
      title: 'Tus derechos',
      blocks: [
        'Tenés derecho a acceder, rectificar, actualizar y suprimir tus datos personales, según la Ley 25.326 de Protección de Datos Personales, y a los derechos equivalentes del RGPD y la CCPA. Como casi todo queda en tu dispositivo, podés ejercerlos vos mismo desde Configuración: exportar, editar o borrar los datos de la billetera.',
        `Para los datos que tengamos por tus correos, escribinos a ${contactEmails.privacy}; respondemos dentro de los 10 días hábiles para accesos y de los 5 días hábiles para rectificaciones o supresiones, como fija la ley.`,
        'La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
      ],
    },
    {
      id: 'retention',
      title: 'Conservación de los datos',
      blocks: [
        'Los datos de tu dispositivo se conservan hasta que los borres, sea desde Configuración o limpiando los datos del navegador. Los correos de soporte se conservan hasta 24 meses después de cerrada la consulta, salvo que la ley exija un plazo mayor. Las transacciones registradas en una cadena de bloques son permanentes y nadie puede borrarlas.',
      ],
    },
    {
      id: 'transfers',
      title: 'Transferencias internacionales',
      blocks: [
        'Algunos de los servicios de terceros a los que se conecta tu navegador, y nuestro proveedor de correo, pueden estar fuera de la Argentina, por ejemplo en Estados Unidos o la Unión Europea. Cuando tratamos datos tuyos fuera del país lo hacemos con proveedores que ofrecen un nivel de protección adecuado o con cláusulas contractuales que lo garantizan.',
      ],
    },
    {
      id: 'children',
      title: 'Menores de 13 años',
      blocks: [
        `Billetera no está dirigida a menores de 13 años y no recopilamos a sabiendas datos de ellos; además, los términos exigen ser mayor de edad para usarla. Si sabés que un menor nos envió datos, escribinos a ${contactEmails.privacy} y los eliminaremos.`,
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies y almacenamiento local',
      blocks: [
        'No usamos cookies ni herramientas de analítica o publicidad. Usamos el almacenamiento local del navegador (localStorage e IndexedDB) solo para lo estrictamente necesario: la billetera cifrada, tus preferencias, tus contactos y tu historial.',
        'Podés borrarlo cuando quieras desde tu navegador, pero eso elimina también tu billetera de este dispositivo: asegurate antes de tener tu frase semilla.',
      ],
    },
    {
      id: 'changes',
      title: 'Cambios a esta política',
      blocks: [
        'Si cambiamos esta política, actualizamos la fecha de vigencia de arriba y, si el cambio es importante, te lo avisamos en la aplicación antes de que se aplique. Las versiones anteriores están disponibles a pedido.',
      ],
    },
    {
      id: 'contact',
      title: 'Contacto',
      blocks: [
        {
          list: [
            `Privacidad y datos personales: ${contactEmails.privacy}`,
            `Consultas legales: ${contactEmails.legal}`,
            `Soporte: ${contactEmails.support}`,
            `Sitio web: ${website}`,
          ],
        },
      ],
    },
    {
      id: 'compliance',
      title: 'Cumplimiento del RGPD y la CCPA',
      blocks: [
        'Si vivís en el Espacio Económico Europeo o el Reino Unido, tratamos los datos de tus correos sobre la base de nuestro interés legítimo en responderte o de las medidas que nos pidas antes de un contrato. Tenés derecho de acceso, rectificación, supresión, limitación, portabilidad y oposición, y a reclamar ante tu autoridad de control. No tomamos decisiones automatizadas sobre vos.',
        'Si vivís en California, tenés derecho a saber qué información personal tratamos, a pedir que se borre o corrija y a no ser discriminado por ejercer tus derechos. No vendemos ni compartimos información personal, tampoco con fines de publicidad comportamental.',
      ],
    },
  ],
}
