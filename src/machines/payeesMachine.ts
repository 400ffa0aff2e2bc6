import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { NetworkId } from '../domain/catalogue/networks'
import { checkPayeeDraft, type Payee } from '../domain/payees'

export type PayeesContext = {
  /** Saved payees, newest first, as storage has them. */
  payees: Payee[]
  name: string
  address: string
  network: NetworkId
  /** i18n key of why the last save was refused. */
  problem: 'payees.invalid' | 'payees.checksum' | 'payees.saveFailed' | null
}

export type PayeesEvent =
  | { type: 'form.toggle' }
  | { type: 'list.toggle' }
  | { type: 'name.change'; name: string }
  | { type: 'address.change'; address: string }
  | { type: 'network.change'; network: NetworkId }
  | { type: 'payee.save' }
  | { type: 'payees.loaded'; payees: Payee[] }

const store = () => import('../chain/payees')
const draftOf = (c: PayeesContext) =>
  checkPayeeDraft({ name: c.name, address: c.address, network: c.network })

/**
 * Saved payees (spec §4): the form toggles open or closed, the list shown or hidden. Saving trims name and
 * address, does nothing when either is blank, refuses a bad address, and puts the payee first (≤ 200).
 * `watchPayees` keeps the list in step with storage and with other tabs.
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
    savePayee: fromPromise<Payee[], { name: string; address: `0x${string}`; network: NetworkId }>(
      async ({ input }) => (await store()).savePayee(input),
    ),
  },
  guards: {
    isBlank: ({ context }) => draftOf(context).kind === 'blank',
    isInvalid: ({ context }) => draftOf(context).kind === 'invalid',
  },
}).createMachine({
  id: 'payees',
  context: ({ input }) => ({
    payees: [],
    name: '',
    address: '',
    network: input?.network ?? 'ethereum',
    problem: null,
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
      states: {
        closed: { on: { 'form.toggle': 'open' } },
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
                  { target: 'saving' },
                ],
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
                  return { name: check.name, address: check.address, network: check.network }
                },
                onDone: {
                  target: '#payees.form.closed',
                  actions: assign({
                    payees: ({ event }) => event.output,
                    name: '',
                    address: '',
                    problem: null,
                  }),
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
        shown: { on: { 'list.toggle': 'hidden' } },
      },
    },
  },
})
