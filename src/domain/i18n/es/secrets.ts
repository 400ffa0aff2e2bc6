import { signerReveal } from './signerReveal'

/** Texts of /view-private-key and /view-seed-phrase (the reveal in the signer's frame: signerReveal.ts). */
export const secrets = {
  ...signerReveal,
  'secrets.address': 'Dirección de la billetera',
  'secrets.goBack': 'Volver',
  'pk.title': 'Clave privada',
  'pk.warning':
    'Advertencia de seguridad: nunca compartas tu clave privada. Quien la tenga puede llevarse todos tus fondos. Billetera nunca te la va a pedir.',
  'pk.tipsTitle': 'Consejos de seguridad',
  'pk.tip1': 'Guardala fuera de línea, en papel o en un dispositivo cifrado.',
  'pk.tip2': 'No la pegues en sitios web, chats ni correos.',
  'pk.tip3': 'Asegurate de que nadie esté mirando tu pantalla.',
  'pk.notAvailable': 'Clave privada no disponible',
  'pk.notAvailableBody':
    'Esta billetera se importó con una frase semilla, así que no hay una clave privada aparte para mostrar. Usá "Ver frase semilla".',
  'seed.title': 'Frase semilla',
  'seed.warning1': 'Tu frase semilla da acceso total a tu billetera. Nunca la compartas con nadie.',
  'seed.warning2': 'Billetera nunca te la va a pedir. Cualquiera que la pida intenta robarte.',
  'seed.backupTitle': 'Cómo respaldarla',
  'seed.backup1': 'Escribí las palabras en papel, en orden y numeradas.',
  'seed.backup2': 'Revisá cada palabra contra la pantalla.',
  'seed.backup3': 'Guardá el papel en un lugar seguro y privado.',
  'seed.backup4': 'Considerá una segunda copia en otro lugar seguro.',
  'seed.practicesTitle': 'Buenas prácticas',
  'seed.practice1': 'Nunca la guardes en una foto, en la nube ni en un correo.',
  'seed.practice2': 'Nunca la escribas en un sitio web ni en una app que te la pida.',
  'seed.practice3': 'Si creés que alguien la vio, pasá tus fondos a una billetera nueva.',
  'seed.notAvailable': 'Frase semilla no disponible',
  'seed.notAvailableBody':
    'Esta billetera se importó con una clave privada, así que no tiene frase semilla. Usá "Ver clave privada".',
}
