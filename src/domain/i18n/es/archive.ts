import { signerKeystore } from './signerKeystore'
import { signerMigrate } from './signerMigrate'

/** Texts of Settings → "Billeteras anteriores" and of what Borrar datos / Cerrar sesión say about them. */
export const archive = {
  ...signerKeystore,
  ...signerMigrate,
  'archive.title': 'Billeteras anteriores',
  'archive.intro':
    'Billeteras que este dispositivo dejó aparte: al cerrar sesión, al recuperar otra, al reemplazarla o al abrir una de esta lista. Siguen cifradas, cada una con su propia contraseña.',
  'archive.welcome':
    'Tus billeteras anteriores siguen en este dispositivo, cifradas. Abrí «Billeteras anteriores», elegí una y entrá con su contraseña.',
  'archive.empty': 'No hay billeteras anteriores en este dispositivo.',
  'archive.loading': 'Leyendo la lista…',
  'archive.readFailed': 'No se pudo leer la lista. No cambió nada.',
  'archive.retry': 'Reintentar',
  'archive.setAside': 'Apartada el {date}',
  'archive.kind.mnemonic': 'Frase semilla',
  'archive.kind.privateKey': 'Clave privada',
  'archive.openTitle': '¿Abrir {address}?',
  'archive.openDescription':
    'Pasa a ser la billetera abierta. Si tenés otra abierta, no se borra: queda en esta lista, con su contraseña.',
  'archive.downloadTitle': '¿Descargar {address}?',
  'archive.downloadDescription':
    'Un archivo keystore con su clave privada cifrada con su propia contraseña (lo abren MetaMask y geth).',
  'archive.cancel': 'Cancelar',
  'archive.opened': 'Listo: esa billetera es la abierta ahora. La anterior quedó en esta lista.',
  'archive.downloaded':
    'Archivo descargado. Guardalo fuera de este dispositivo; sin su contraseña no se puede abrir.',
  'leftovers.reading': 'Revisando qué hay guardado en este dispositivo…',
  'leftovers.readFailed':
    'No se pudo leer qué hay guardado en este dispositivo, así que no se borra nada. Cancelá y probá de nuevo.',
  'leftovers.deleteArchived.one': 'También se borra 1 billetera anterior:',
  'leftovers.deleteArchived.other': 'También se borran {count} billeteras anteriores:',
  'leftovers.keepArchived.one':
    '1 billetera anterior queda en este dispositivo, en «Billeteras anteriores», con su contraseña:',
  'leftovers.keepArchived.other':
    '{count} billeteras anteriores quedan en este dispositivo, en «Billeteras anteriores», cada una con su contraseña:',
  'leftovers.deleteLegacy': 'Y copias sin cifrar que dejó una versión anterior de la app:',
  'leftovers.keepLegacy': 'Copias sin cifrar que dejó una versión anterior de la app:',
  'leftovers.legacyCopy': 'copia de esta billetera: se borra',
  'leftovers.legacyArchived': 'se guarda cifrada en «Billeteras anteriores»',
  'leftovers.legacyNoAddress': 'sin dirección',
  'leftovers.unconfirmed.one':
    'Nunca confirmaste las palabras de esta billetera. Si no las anotaste, al borrarla se pierde para siempre, con todo lo que tenga:',
  'leftovers.unconfirmed.other':
    'Nunca confirmaste las palabras de estas {count} billeteras. Si no las anotaste, al borrarlas se pierden para siempre, con todo lo que tengan:',
  'leftovers.unconfirmedHint':
    'Cancelá y anotalas antes, en papel: Configuración → Ver frase semilla (una billetera anterior, abrila primero). Si solo querés salir, usá «Cerrar sesión»: no borra nada.',
}
