import type { Address } from 'viem'
import { assign, sendTo } from 'xstate'
import { accountsSetup, cleared, nameOf } from './accountsSetup'
import { watchedAddress } from './accountsWatchAddress'

const NAME_DELAY_MS = 400

export type { AccountsContext, AccountsEvent, AccountsInput, AccountsProblem } from './accountsSetup'

/** The name form's state (adding or renaming an account): the name as typed, checked on submit. */
const nameForm = {
  on: {
    'name.change': { actions: 'assignName' },
    'form.submit': [{ guard: 'nameIsValid', target: 'saving' }, { actions: 'showNameProblem' }],
    'form.cancel': { target: 'browsing', actions: 'clearForm' },
  },
} as const

/**
 * The account switcher (a sheet from the header): `closed` → `open`, where the list is `browsing`; from it
 * `adding` an account of the seed (named), `renaming` one, `watching` an address or ENS name (named,
 * checksummed; a name is looked up and its address kept), each a
 * form that is `saving` once sent; hiding, showing and un-watching are `changing`. Every change goes through
 * an actor (the key worker for the wallet's accounts, storage for the watch list) and its answer to the
 * session, which owns the lists and the chosen account; a new account or watched address becomes the chosen
 * one. A refusal goes back to the form with its message; nothing is changed by a refused call.
 */
export const accountsMachine = accountsSetup.createMachine({
  id: 'accounts',
  context: ({ input }) => ({ session: input.session, walletKind: input.walletKind, ...cleared }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'switcher.open': { target: 'open', actions: 'clearForm' } },
    },
    open: {
      initial: 'browsing',
      on: { 'switcher.close': { target: 'closed', actions: 'clearForm' } },
      states: {
        browsing: {
          on: {
            'account.choose': { target: '#accounts.closed', actions: 'choose' },
            'add.start': {
              guard: 'canAddAccount',
              target: 'adding',
              actions: assign(({ event }) => ({ ...cleared, form: 'add' as const, name: event.suggested })),
            },
            'rename.start': {
              target: 'renaming',
              actions: assign(({ event }) => ({
                ...cleared,
                form: 'rename' as const,
                editing: event.address,
                name: event.name,
              })),
            },
            'watch.start': { target: 'watching', actions: assign({ ...cleared, form: 'watch' }) },
            'account.hide': {
              guard: 'canHide',
              target: 'changing',
              actions: assign(({ event }) => ({
                error: null,
                change: { kind: 'hide', address: event.address },
              })),
            },
            'account.show': {
              target: 'changing',
              actions: assign(({ event }) => ({
                error: null,
                change: { kind: 'show', address: event.address },
              })),
            },
            'watch.remove': {
              target: 'changing',
              actions: assign(({ event }) => ({
                error: null,
                change: { kind: 'unwatch', address: event.address },
              })),
            },
          },
        },
        // Adding an account and renaming one are the same form: a name, checked before it is saved.
        adding: nameForm,
        renaming: nameForm,
        // An address, or an ENS name looked up as the send form does: after a pause in typing, or on submit.
        watching: {
          initial: 'editing',
          on: {
            'name.change': { actions: 'assignName' },
            'address.change': { target: '.editing', reenter: true, actions: 'assignAddress' },
            'form.cancel': { target: 'browsing', actions: 'clearForm' },
          },
          states: {
            editing: {
              entry: assign({ submitAfterLookup: false }),
              after: { [NAME_DELAY_MS]: { guard: 'needsLookup', target: 'resolving' } },
              on: {
                'form.submit': [
                  {
                    guard: 'needsLookup',
                    target: 'resolving',
                    actions: assign({ submitAfterLookup: true }),
                  },
                  { guard: 'watchIsValid', target: '#accounts.open.saving' },
                  { actions: 'showWatchProblem' },
                ],
              },
            },
            resolving: {
              tags: ['resolving'],
              on: { 'form.submit': { actions: assign({ submitAfterLookup: true }) } },
              invoke: {
                id: 'resolveName',
                src: 'resolveName',
                input: ({ context }) => ({ text: context.address.trim() }),
                onDone: [
                  { guard: 'submitAfterLookup', target: 'checking', actions: 'assignLookup' },
                  { target: 'editing', actions: 'assignLookup' },
                ],
              },
            },
            checking: {
              always: [
                { guard: 'watchIsValid', target: '#accounts.open.saving' },
                { target: 'editing', actions: 'showWatchProblem' },
              ],
            },
          },
        },
        saving: {
          tags: ['busy'],
          initial: 'route',
          states: {
            // Which form was sent decides the call; the form's fields stay until it answers.
            route: {
              always: [
                { guard: ({ context }) => context.form === 'rename', target: 'renamingAccount' },
                { guard: ({ context }) => context.form === 'watch', target: 'addingWatch' },
                { target: 'addingAccount' },
              ],
            },
            addingAccount: {
              invoke: {
                id: 'addAccount',
                src: 'addAccount',
                input: ({ context }) => ({ name: nameOf(context) }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: [
                    sendTo(
                      ({ context }) => context.session,
                      ({ event }) => ({ type: 'accounts.read', accounts: event.output.accounts }),
                    ),
                    sendTo(
                      ({ context }) => context.session,
                      ({ event }) => ({ type: 'account.select', address: event.output.account.address }),
                    ),
                    'clearForm',
                  ],
                },
                onError: { target: '#accounts.open.adding', actions: 'assignError' },
              },
            },
            renamingAccount: {
              invoke: {
                id: 'renameAccount',
                src: 'renameAccount',
                input: ({ context }) => ({ address: context.editing as Address, name: nameOf(context) }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: [
                    sendTo(
                      ({ context }) => context.session,
                      ({ event }) => ({ type: 'accounts.read', accounts: event.output }),
                    ),
                    'clearForm',
                  ],
                },
                onError: { target: '#accounts.open.renaming', actions: 'assignError' },
              },
            },
            addingWatch: {
              invoke: {
                id: 'addWatch',
                src: 'addWatch',
                input: ({ context }) => ({ address: watchedAddress(context), name: nameOf(context) }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: [
                    sendTo(
                      ({ context }) => context.session,
                      ({ event }) => ({ type: 'accounts.read', watchList: event.output }),
                    ),
                    sendTo(
                      ({ context }) => context.session,
                      ({ context }) => ({ type: 'account.select', address: watchedAddress(context) }),
                    ),
                    'clearForm',
                  ],
                },
                onError: { target: '#accounts.open.watching', actions: 'assignError' },
              },
            },
          },
        },
        changing: {
          tags: ['busy'],
          initial: 'route',
          exit: assign({ change: null }),
          states: {
            route: {
              always: [
                { guard: ({ context }) => context.change?.kind === 'unwatch', target: 'removingWatch' },
                { target: 'settingHidden' },
              ],
            },
            settingHidden: {
              invoke: {
                id: 'setHidden',
                src: 'setHidden',
                input: ({ context }) => ({
                  address: context.change?.address as Address,
                  hidden: context.change?.kind === 'hide',
                }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: sendTo(
                    ({ context }) => context.session,
                    ({ event }) => ({ type: 'accounts.read', accounts: event.output }),
                  ),
                },
                onError: { target: '#accounts.open.browsing', actions: 'assignError' },
              },
            },
            removingWatch: {
              invoke: {
                id: 'removeWatch',
                src: 'removeWatch',
                input: ({ context }) => ({ address: context.change?.address as Address }),
                onDone: {
                  target: '#accounts.open.browsing',
                  actions: sendTo(
                    ({ context }) => context.session,
                    ({ event }) => ({ type: 'accounts.read', watchList: event.output }),
                  ),
                },
                onError: { target: '#accounts.open.browsing', actions: 'assignError' },
              },
            },
          },
        },
      },
    },
  },
})
