import type { Address } from 'viem'
import { assign, fromPromise, setup } from 'xstate'
import type { ArchivedWallet } from '../../workers/vaultApi'

/** What the user asked to do with an archived wallet: make it the open one, or download it as a file. */
export type ArchiveAction = 'open' | 'download'

export type ArchiveContext = {
  /** The archived wallets, newest first, as the vault last listed them (null: not read yet). */
  wallets: ArchivedWallet[] | null
  /** The wallet whose question is open (its password is typed in the signer's frame), and what for. */
  selected: { wallet: ArchivedWallet; action: ArchiveAction } | null
  /** Text key of why the list could not be read (nothing changed). */
  error: string | null
  /** Text key of what the last open or download did. */
  notice: string | null
}

export type ArchiveEvent =
  /** The section was opened: read the list (again). */
  | { type: 'archive.show' }
  | { type: 'archive.open'; id: string }
  | { type: 'archive.download'; id: string }
  /**
   * The signer's frame made archived wallet `id`'s keystore file and offered it for download, with that wallet's
   * own password typed there (docs/signer-plan.md step 4): the app holds neither.
   */
  | { type: 'archive.downloaded'; id: string }
  /** The signer's frame opened archived wallet `id` with its own password: `address` is the open wallet now. */
  | { type: 'archive.reopened'; id: string; address: Address }
  | { type: 'confirm.cancel' }

/** What the app does once the frame opened an archived wallet: the session shows `address`. */
export type ReopenedInput = { address: Address }

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/** The listed wallet an `archive.open` / `archive.download` names, with what the user asked for. */
function selection(context: ArchiveContext, event: ArchiveEvent, action: ArchiveAction) {
  const wallet = 'id' in event ? context.wallets?.find((w) => w.id === event.id) : undefined
  return wallet ? { wallet, action } : null
}

/**
 * Settings → "Billeteras anteriores": every wallet the vault set aside on this device (a restore of another
 * wallet, a replacement, a reopened wallet's predecessor, a second legacy wallet). hidden → loading → listed
 * (→ confirming → reopened) | failed. Open and Download ask that wallet's own password in the signer's frame
 * laid out in the question (docs/signer-plan.md step 4), which says a refusal itself and acts through the key
 * worker; the app's channel refuses `reopenArchived` and `exportArchived`. The question closes when the frame
 * says it was done, for the wallet and the action asked. After an open the session shows the wallet opened and
 * the list is read again: the wallet open until then is in it.
 */
export const archiveMachine = setup({
  types: { context: {} as ArchiveContext, events: {} as ArchiveEvent },
  actors: {
    /** The vault's archive list (public facts only). */
    listArchived: fromPromise<ArchivedWallet[]>(notImplemented),
    /** The signer's frame opened an archived wallet: the session shows it (the header, balances, every page). */
    walletOpened: fromPromise<void, ReopenedInput>(notImplemented),
  },
  actions: {
    selectToOpen: assign(({ context, event }) => ({
      selected: selection(context, event, 'open'),
      error: null,
      notice: null,
    })),
    selectToDownload: assign(({ context, event }) => ({
      selected: selection(context, event, 'download'),
      error: null,
      notice: null,
    })),
  },
  guards: {
    isListed: ({ context, event }) =>
      'id' in event && (context.wallets?.some((w) => w.id === event.id) ?? false),
    /** The frame's word is about the wallet and the action the question asks. */
    isAsked: ({ context, event }) =>
      'id' in event &&
      context.selected?.wallet.id === event.id &&
      context.selected.action === (event.type === 'archive.reopened' ? 'open' : 'download'),
  },
}).createMachine({
  id: 'archive',
  context: { wallets: null, selected: null, error: null, notice: null },
  initial: 'hidden',
  states: {
    hidden: { on: { 'archive.show': 'loading' } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listArchived',
        src: 'listArchived',
        onDone: { target: 'listed', actions: assign({ wallets: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: 'archive.readFailed' }) },
      },
    },
    failed: { on: { 'archive.show': { target: 'loading', actions: assign({ error: null }) } } },
    listed: {
      on: {
        'archive.show': { target: 'loading', actions: assign({ error: null, notice: null }) },
        'archive.open': { guard: 'isListed', target: 'confirming', actions: 'selectToOpen' },
        'archive.download': { guard: 'isListed', target: 'confirming', actions: 'selectToDownload' },
      },
    },
    confirming: {
      on: {
        'archive.downloaded': {
          guard: 'isAsked',
          target: 'listed',
          actions: assign({ selected: null, error: null, notice: 'archive.downloaded' }),
        },
        'archive.reopened': { guard: 'isAsked', target: 'reopened' },
        'confirm.cancel': { target: 'listed', actions: assign({ selected: null, error: null }) },
      },
    },
    reopened: {
      tags: ['busy'],
      invoke: {
        id: 'walletOpened',
        src: 'walletOpened',
        input: ({ event }) => ({
          address: (event as Extract<ArchiveEvent, { type: 'archive.reopened' }>).address,
        }),
        onDone: {
          target: 'loading',
          actions: assign({ selected: null, error: null, notice: 'archive.opened' }),
        },
        // The key worker opened it; only the session could not be told: the list is read again all the same.
        onError: { target: 'loading', actions: assign({ selected: null, notice: null }) },
      },
    },
  },
})
