/**
 * What a signer screen that signs, deletes or loosens a protection says when it does not answer yet
 * (src/signer/consent.ts): the frame was not in view and uncovered long enough, or the keys pressed were not
 * meant for it (the person never moved into it). Each screen imports this file; settings.ts spreads it.
 */
export const signerConsent = {
  'consent.notYet':
    'No se hizo nada: este cuadro responde cuando está a la vista, sin nada encima, y después de que lo tocás o llegás con Tab. Volvé a intentar.',
} as const
