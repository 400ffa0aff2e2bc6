import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { NetworkId } from '../domain/catalogue/networks'
import { checkPayeeDraft, type Payee, payeeWithAddress } from '../domain/payees'

export type PayeesContext = {
  /** Saved payees, newest first, as storage has them. */
  payees: Payee[]
  name: string
  address: string
  network: NetworkId
  /** i18n key of why the last save was refused. */
  problem: 'payees.invalid' | 'payees.checksum' | 'payees.saveFailed' | null
  /** The payee the form edits (null: a new one). */
  editingId: string | null
  /** A saved payee that already has the typed address: saving offers to rename it instead. */
  duplicate: Payee | null
  /** The payee asked to be deleted. */
  deleting: Payee | null
}

export type PayeesEvent =
  | { type: 'form.toggle' }
  | { type: 'list.toggle' }
  | { type: 'name.change'; name: string }
  | { type: 'address.change'; address: string }
  | { type: 'network.change'; network: NetworkId }
  | { type: 'payee.save' }
  | { type: 'rename.confirm' }
  | { type: 'rename.cancel' }
  | { type: 'payee.edit'; id: string }
  | { type: 'payee.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'payees.loaded'; payees: Payee[] }

const store = () => import('../chain/payees')
const draftOf = (c: PayeesContext) =>
  checkPayeeDraft({ name: c.name, address: c.address, network: c.network })
/** Another saved payee with the typed address (not the one being edited). */
const duplicateOf = (c: PayeesContext) => {
  const check = draftOf(c)
  const found = check.kind === 'ok' ? payeeWithAddress(c.payees, check.address) : undefined
  return found && found.id !== c.editingId ? found : null
}
const clearedForm = { name: '', address: '', problem: null, editingId: null, duplicate: null }

/**
 * Saved payees (spec §4): the form toggles open or closed, the list shown or hidden. Saving trims name and
 * address, does nothing when either is blank, refuses a bad address, and puts the payee first (≤ 200).
 * An address is saved once: typing one already saved offers to rename that payee (`confirmingRename`).
 * Each payee can be edited (the form opens with it) and deleted after a confirmation. `watchPayees` keeps
 * the list in step with storage and with other tabs.
 */
export const payeesMachine = setup({
  types: {
    context: {} as PayeesContext,
    events: {} as PayeesEvent,
    input: {} as { network?: NetworkId } | undefined,
  },
  actors: {
    watchPayees: fromCallback(({ sendBack }) => {
      let live = true
      let stop = () => {}
      const load = () =>
        store()
          .then((s) => s.readPayees())
          .then((payees) => live && sendBack({ type: 'payees.loaded', payees }))
          .catch((error) => console.warn('[payees] unavailable', error))
      void store().then((s) => {
        if (live) stop = s.watchPayeeStore(() => void load())
      })
      void load()
      return () => {
        live = false
        stop()
      }
    }),
    savePayee: fromPromise<
      Payee[],
      { id: string | null; name: string; address: `0x${string}`; network: NetworkId }
    >(async ({ input }) => (await store()).savePayee(input)),
    deletePayee: fromPromise<Payee[], { id: string }>(async ({ input }) =>
      (await store()).deletePayee(input.id),
    ),
  },
  guards: {
    isBlank: ({ context }) => draftOf(context).kind === 'blank',
    isInvalid: ({ context }) => draftOf(context).kind === 'invalid',
    isDuplicate: ({ context }) => duplicateOf(context) !== null,
  },
}).createMachine({
  id: 'payees',
  context: ({ input }) => ({
    payees: [],
    name: '',
    address: '',
    network: input?.network ?? 'ethereum',
    problem: null,
    editingId: null,
    duplicate: null,
    deleting: null,
  }),
  invoke: { id: 'watchPayees', src: 'watchPayees' },
  on: {
    'payees.loaded': { actions: assign({ payees: ({ event }) => event.payees }) },
    'network.change': { actions: assign({ network: ({ event }) => event.network }) },
  },
  type: 'parallel',
  states: {
    form: {
      initial: 'closed',
      // On the region, not the root: a root transition would reset the list region too.
      on: {
        'payee.edit': {
          target: '.open',
          actions: assign(({ context, event }) => {
            const payee = context.payees.find((p) => p.id === event.id)
            return payee
              ? { ...clearedForm, name: payee.name, address: payee.address, editingId: payee.id }
              : {}
          }),
        },
      },
      states: {
        closed: { entry: assign(clearedForm), on: { 'form.toggle': 'open' } },
        open: {
          initial: 'editing',
          on: { 'form.toggle': 'closed' },
          states: {
            editing: {
              on: {
                'name.change': { actions: assign({ name: ({ event }) => event.name, problem: null }) },
                'address.change': {
                  actions: assign({ address: ({ event }) => event.address, problem: null }),
                },
                'payee.save': [
                  { guard: 'isBlank' },
                  {
                    guard: 'isInvalid',
                    actions: assign(({ context }) => {
                      const check = draftOf(context)
                      const bad = check.kind === 'invalid' && check.problem === 'checksum'
                      return { problem: bad ? ('payees.checksum' as const) : ('payees.invalid' as const) }
                    }),
                  },
                  {
                    guard: 'isDuplicate',
                    target: 'confirmingRename',
                    actions: assign({ duplicate: ({ context }) => duplicateOf(context) }),
                  },
                  { target: 'saving' },
                ],
              },
            },
            confirmingRename: {
              on: {
                'rename.confirm': { target: 'saving' },
                'rename.cancel': { target: 'editing', actions: assign({ duplicate: null }) },
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'savePayee',
                src: 'savePayee',
                input: ({ context }) => {
                  const check = draftOf(context)
                  if (check.kind !== 'ok') throw new TypeError('payee draft')
                  const id = context.editingId ?? context.duplicate?.id ?? null
                  return { id, name: check.name, address: check.address, network: check.network }
                },
                onDone: {
                  target: '#payees.form.closed',
                  actions: assign({ payees: ({ event }) => event.output }),
                },
                onError: { target: 'editing', actions: assign({ problem: 'payees.saveFailed' }) },
              },
            },
          },
        },
      },
    },
    list: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'list.toggle': 'shown' } },
        shown: {
          initial: 'idle',
          on: { 'list.toggle': 'hidden' },
          states: {
            idle: {
              on: {
                'payee.delete': {
                  target: 'confirmingDelete',
                  actions: assign({
                    deleting: ({ context, event }) => context.payees.find((p) => p.id === event.id) ?? null,
                  }),
                },
              },
            },
            confirmingDelete: {
              on: {
                'delete.confirm': 'deleting',
                'delete.cancel': { target: 'idle', actions: assign({ deleting: null }) },
              },
            },
            deleting: {
              tags: ['busy'],
              invoke: {
                id: 'deletePayee',
                src: 'deletePayee',
                input: ({ context }) => ({ id: context.deleting?.id ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: assign({ payees: ({ event }) => event.output, deleting: null }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ deleting: null, problem: 'payees.saveFailed' }),
                },
              },
            },
          },
        },
      },
    },
  },
})
