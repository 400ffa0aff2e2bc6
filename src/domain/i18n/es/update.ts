/** A new version of the installed app, waiting for the user (src/ui/layout/UpdateNotice.tsx). */
export const update = {
  'update.available': 'Hay una versión nueva',
  'update.apply': 'Actualizar',
  'update.applying': 'Actualizando…',
}
