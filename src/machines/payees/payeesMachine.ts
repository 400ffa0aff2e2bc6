import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { NetworkId } from '../../domain/catalogue/networks'
import type { ErrorMessage } from '../../domain/errors/message'
import { checkPayeeDraft, type Payee, payeeWithAddress } from '../../domain/payees'
import { type NameLookup, recipientProblemText } from '../../domain/send'
import { resolveName } from '../shared/resolveNameActor'

export type PayeesContext = {
  /** Saved payees, newest first, as storage has them. */
  payees: Payee[]
  name: string
  address: string
  network: NetworkId
  /** Why the last save was refused: the one bad-address text, Send's words for a name, or storage. */
  problem: ErrorMessage | null
  /** The last ENS lookup of the address field; it counts only while the field still says that name. */
  lookup: NameLookup | null
  /** Save was pressed while the name was being looked up: save once it answers. */
  saveAfterLookup: boolean
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

const store = () => import('../../chain/payees')
const draftOf = (c: PayeesContext) =>
  checkPayeeDraft({ name: c.name, address: c.address, network: c.network, lookup: c.lookup })
/** Another saved payee with the typed address (not the one being edited). */
const duplicateOf = (c: PayeesContext) => {
  const check = draftOf(c)
  const found = check.kind === 'ok' ? payeeWithAddress(c.payees, check.address) : undefined
  return found && found.id !== c.editingId ? found : null
}
const clearedForm = {
  name: '',
  address: '',
  problem: null,
  lookup: null,
  saveAfterLookup: false,
  editingId: null,
  duplicate: null,
}
const saveFailed: ErrorMessage = { key: 'payees.saveFailed' }
/** How long typing pauses before a name is looked up, as in the send form. */
const NAME_DELAY_MS = 400

/**
 * Saved payees (spec §4): the form toggles open or closed, the list shown or hidden. Saving trims name and
 * address, does nothing when either is blank, refuses a bad address, and puts the payee first (≤ 200).
 * An ENS name in the address field is looked up as the send form does (`resolving`, after a 400 ms pause or
 * on save) and the payee is saved with the address it gives; a name without one is refused in Send's words.
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
    resolveName,
  },
  actions: {
    assignAddress: assign(({ event }) =>
      event.type === 'address.change' ? { address: event.address, problem: null } : {},
    ),
    assignLookup: assign(({ context, event }) => {
      const lookup = (event as { output?: NameLookup }).output
      return lookup && lookup.text === context.address.trim() ? { lookup } : {}
    }),
    showProblem: assign(({ context }) => {
      const check = draftOf(context)
      if (check.kind !== 'invalid') return {}
      const lookup = context.lookup
      const name = lookup && 'name' in lookup ? lookup.name : context.address.trim()
      return { problem: recipientProblemText(check.problem, name) }
    }),
  },
  guards: {
    isBlank: ({ context }) => draftOf(context).kind === 'blank',
    needsLookup: ({ context }) => draftOf(context).kind === 'lookup',
    saveAfterLookup: ({ context }) => context.saveAfterLookup,
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
    lookup: null,
    saveAfterLookup: false,
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
              entry: assign({ saveAfterLookup: false }),
              after: { [NAME_DELAY_MS]: { guard: 'needsLookup', target: 'resolving' } },
              on: {
                'name.change': { actions: assign({ name: ({ event }) => event.name, problem: null }) },
                // Re-entering restarts the pause before a lookup.
                'address.change': { target: 'editing', reenter: true, actions: 'assignAddress' },
                'payee.save': [{ guard: 'isBlank' }, { target: 'checking' }],
              },
            },
            checking: {
              always: [
                {
                  guard: 'needsLookup',
                  target: 'resolving',
                  actions: assign({ saveAfterLookup: true }),
                },
                { guard: 'isInvalid', target: 'editing', actions: 'showProblem' },
                {
                  guard: 'isDuplicate',
                  target: 'confirmingRename',
                  actions: assign({ duplicate: ({ context }) => duplicateOf(context) }),
                },
                { target: 'saving' },
              ],
            },
            // Looking the typed name up (Ethereum's ENS); any edit goes back to editing, which stops it.
            resolving: {
              tags: ['resolving'],
              on: {
                'name.change': { actions: assign({ name: ({ event }) => event.name, problem: null }) },
                'address.change': { target: 'editing', actions: 'assignAddress' },
                'payee.save': { actions: assign({ saveAfterLookup: true }) },
              },
              invoke: {
                id: 'resolveName',
                src: 'resolveName',
                input: ({ context }) => ({ text: context.address.trim() }),
                onDone: [
                  { guard: 'saveAfterLookup', target: 'checking', actions: 'assignLookup' },
                  { target: 'editing', actions: 'assignLookup' },
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
                onError: { target: 'editing', actions: assign({ problem: saveFailed }) },
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
                  actions: assign({ deleting: null, problem: saveFailed }),
                },
              },
            },
          },
        },
      },
    },
  },
})
