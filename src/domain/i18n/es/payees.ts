/** Texts of the saved payees. */
export const payees = {
  'payees.title': 'Destinatarios guardados',
  'payees.form.open': 'Agregar destinatario',
  'payees.form.close': 'Cerrar formulario',
  'payees.name': 'Nombre',
  'payees.address': 'Dirección',
  'payees.save': 'Guardar destinatario',
  'payees.list.show': 'Ver destinatarios ({count})',
  'payees.list.hide': 'Ocultar destinatarios',
  'payees.empty': 'Todavía no guardaste destinatarios.',
  'payees.pick': 'Usar',
  'payees.invalid': 'La dirección no es válida.',
  'payees.checksum': 'La dirección no coincide con su checksum (EIP-55).',
  'payees.saveFailed': 'No se pudo guardar el destinatario. Probá de nuevo.',
} as const
