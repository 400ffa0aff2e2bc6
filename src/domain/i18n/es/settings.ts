import { signerAutoLock } from './signerAutoLock'
import { signerConsent } from './signerConsent'
import { signerGuard } from './signerGuard'
import { signerRemove } from './signerRemove'

/** Texts of the settings side panel. */
export const settings = {
  ...signerGuard,
  ...signerAutoLock,
  ...signerRemove,
  ...signerConsent,
  'settings.open': 'Configuración',
  'settings.title': 'Configuración',
  'settings.close': 'Cerrar',
  'settings.privacy': 'Política de privacidad',
  'settings.terms': 'Términos del servicio',
  'settings.support': 'Soporte',
  'settings.networks': 'Cambiar de red',
  'settings.refresh': 'Actualizar datos de la billetera',
  'settings.copyAddress': 'Copiar dirección',
  'settings.addressCopied': '¡Dirección copiada al portapapeles!',
  'settings.export': 'Exportar información de la billetera',
  'settings.exported': 'Información exportada.',
  'settings.viewPrivateKey': 'Ver clave privada',
  'settings.viewSeedPhrase': 'Ver frase semilla',
  'settings.backup': 'Respaldar datos de la billetera',
  'settings.backedUp':
    'Respaldo descargado: un archivo keystore con tu clave privada cifrada con tu contraseña. Guardalo fuera de este dispositivo; sin la contraseña no se puede abrir.',
  'settings.backupConfirm': 'Respaldar la billetera',
  'settings.backupDescription': 'Se descarga un archivo keystore, el formato que abren MetaMask y geth.',
  'settings.delete': 'Borrar datos de la billetera',
  'settings.deleteConfirm': '¿Borrar los datos de la billetera?',
  'settings.deleteDescription':
    'Se borran de este dispositivo, sin vuelta atrás: la billetera {address} con sus cuentas, tu nombre, tus destinatarios, el historial, los respaldos y tus preferencias. Sin tu frase semilla o tu clave privada no vas a poder recuperarla. Ingresá tu contraseña para confirmar.',
  'debug.panel': 'Inspector de máquinas',
  'debug.empty': 'No hay actores vivos.',
  'debug.state': 'Estado',
  'debug.context': 'Contexto',
  'debug.events': 'Últimos eventos',
  'debug.vitals': 'Métricas web de esta página',
  'debug.vitals.waiting': 'Sin medir todavía',
  'debug.vitals.good': 'bien',
  'debug.vitals.needs-improvement': 'mejorable',
  'debug.vitals.poor': 'mal',
  'debug.vitals.note': 'Medidas en este dispositivo; no se envían a ningún lado.',
  'settings.debug': 'Modo depuración',
  'settings.debug.note':
    'Muestra abajo de la pantalla cada máquina de estado en vivo de la app, con su estado, su contexto y sus últimos eventos. Para quien quiera ver cómo funciona; no muestra claves.',
  'settings.clearCache': 'Limpiar caché',
  'settings.cacheCleared': 'Caché limpia.',
  'settings.appInfo': 'Información de la app',
  'settings.appInfoText':
    'Billetera {version}: billetera no custodial para Ethereum, Polygon, Arbitrum y Optimism. Tus claves quedan cifradas en este dispositivo.',
  'settings.darkMode': 'Modo oscuro',
  'settings.language': 'Idioma',
  'settings.guard.title': 'Direcciones nuevas',
  'settings.guard.intro':
    'Si enviás a una dirección a la que nunca le confirmaste un envío con tu contraseña, y el monto (sumado a lo que mandaste así en las últimas 24 horas) supera el límite, la billetera te pide la contraseña antes de firmar. Así, un programa que se meta en esta página no puede mandar tus ahorros a otra dirección sin vos.',
  'settings.lockNow': 'Bloquear ahora',
  'settings.logout': 'Cerrar sesión',
  'settings.logoutConfirm': '¿Cerrar sesión?',
  'settings.logoutDescription':
    'Tu billetera no se borra: se bloquea y queda guardada, cifrada, en este dispositivo, en «Billeteras anteriores». Para volver a abrirla, elegila ahí en la pantalla de inicio e ingresá su contraseña. Se borran tu nombre, los saldos en pantalla, el modo y el tema. Ingresá tu contraseña para confirmar.',
  'settings.confirm': 'Confirmar',
  'settings.cancel': 'Cancelar',
  'settings.failed': 'No se pudo completar la acción.',
  'settings.password': 'Contraseña de la billetera',
  'settings.wrongPassword': 'Contraseña incorrecta. No se borró nada.',
}
