/** Texts of the settings side panel. */
export const settings = {
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
  'settings.backupConfirm':
    '¿Descargar un respaldo cifrado? El archivo guarda tu clave privada cifrada con la contraseña de la billetera (formato keystore que abren MetaMask y geth). Ingresá tu contraseña para continuar.',
  'settings.backupDownload': 'Descargar respaldo',
  'settings.backupWrongPassword': 'Contraseña incorrecta. No se descargó nada.',
  'settings.delete': 'Borrar datos de la billetera',
  'settings.deleteConfirm':
    '¿Borrar todos los datos de este dispositivo? Sin tu frase semilla o tu clave privada no vas a poder recuperar la billetera. Ingresá tu contraseña para confirmar.',
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
  'settings.autoLock': 'Bloqueo automático (minutos)',
  'settings.lockNow': 'Bloquear ahora',
  'settings.logout': 'Cerrar sesión',
  'settings.logoutConfirm':
    '¿Cerrar sesión? Se borran de este dispositivo la billetera y tu nombre. Para volver a entrar vas a necesitar tu frase semilla o tu clave privada. Ingresá tu contraseña para confirmar.',
  'settings.confirm': 'Confirmar',
  'settings.cancel': 'Cancelar',
  'settings.failed': 'No se pudo completar la acción.',
  'settings.password': 'Contraseña de la billetera',
  'settings.wrongPassword': 'Contraseña incorrecta. No se borró nada.',
}
