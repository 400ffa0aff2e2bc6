import { type ActorRefFrom, assign, fromCallback, setup, stopChild } from 'xstate'
import type { SessionRef } from './sendActors'
import { sendMachine } from './sendMachine'

export type SendDialogInput = { session: SessionRef | null }

export type SendDialogEvent =
  /** Enviar on home: a fresh form, amounts written with the user's decimal separator. */
  { type: 'dialog.open'; decimalSeparator: '.' | ',' } | { type: 'dialog.close' }

export type SendRef = ActorRefFrom<typeof sendMachine>

/**
 * The Send dialog: closed ↔ open. Each opening spawns a fresh {@link sendMachine} for the session's wallet
 * (every opening starts clean) and closing stops it; the send machine's own close, 2 s after a transaction
 * is sent, closes the dialog.
 */
export const sendDialogMachine = setup({
  types: {
    context: {} as { session: SessionRef | null; send: SendRef | null },
    events: {} as SendDialogEvent,
    input: {} as SendDialogInput,
  },
  actors: {
    send: sendMachine,
    /** The form's own close (2 s after a send) closes the dialog. */
    followClose: fromCallback<SendDialogEvent, { send: SendRef | null }>(({ input, sendBack }) => {
      const subscription = input.send?.on('send.closed', () => sendBack({ type: 'dialog.close' }))
      return () => subscription?.unsubscribe()
    }),
  },
}).createMachine({
  id: 'sendDialog',
  context: ({ input }) => ({ session: input.session, send: null }),
  initial: 'closed',
  states: {
    closed: {
      entry: [stopChild('send'), assign({ send: null })],
      on: {
        'dialog.open': {
          target: 'open',
          actions: assign({
            send: ({ context, event, spawn }) =>
              spawn('send', {
                id: 'send',
                input: {
                  address: context.session?.getSnapshot().context.address ?? null,
                  session: context.session,
                  decimalSeparator: event.decimalSeparator,
                },
              }),
          }),
        },
      },
    },
    open: {
      invoke: { src: 'followClose', input: ({ context }) => ({ send: context.send }) },
      on: { 'dialog.close': 'closed' },
    },
  },
})
