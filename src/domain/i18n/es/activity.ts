/** Where a transaction this app sent stands, in home's recent transactions (Pendiente is home.tx.pending). */
export const activity = {
  /** An approved token outside the catalogue (Convex's 3Crv), named where its symbol would go. */
  'activity.anyToken': 'un token',
  'activity.status.confirmed': 'Confirmada',
  'activity.status.dropped': 'Descartada',
  'activity.status.dropped.hint': 'Otra transacción usó su nonce: esta ya no se va a confirmar.',
  'activity.status.replaced': 'Reemplazada',
  'activity.status.replaced.hint': 'La reemplazó otra transacción que enviaste con el mismo nonce.',
}
