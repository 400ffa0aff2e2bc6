import type { Address } from 'viem'
import { and, assign, fromPromise, setup } from 'xstate'
import type { Secret } from '../../domain/secret'
import type { ArchivedWallet } from '../../workers/vaultApi'

/** What the user asked to do with an archived wallet: make it the open one, or download it as a file. */
export type ArchiveAction = 'open' | 'download'

export type ArchiveContext = {
  /** The archived wallets, newest first, as the vault last listed them (null: not read yet). */
  wallets: ArchivedWallet[] | null
  /** The wallet whose password is being asked, and what for. */
  selected: { wallet: ArchivedWallet; action: ArchiveAction } | null
  /** Text key of why the last read, open or download did not happen (nothing changed). */
  error: string | null
  /** Text key of what the last open or download did. */
  notice: string | null
}

export type ArchiveEvent =
  /** The section was opened: read the list (again). */
  | { type: 'archive.show' }
  | { type: 'archive.open'; id: string }
  | { type: 'archive.download'; id: string }
  /** The archived wallet's own password, wrapped. */
  | { type: 'confirm.accept'; password: Secret }
  | { type: 'confirm.cancel' }

/** What opening or downloading an archived wallet takes: its id and its own password. */
export type ArchiveInput = { id: string; password: Secret }

const notImplemented = () => Promise.reject(new Error('provide this actor'))

/** The text of a refused open or download; in every case nothing changed. */
export function archiveErrorKey(error: unknown): string {
  switch ((error as { name?: unknown } | null)?.name) {
    case 'WrongPasswordError':
      return 'archive.wrongPassword'
    case 'NoVaultError':
      return 'archive.notFound'
    case 'VaultLockedError':
      return 'archive.lockedMeanwhile'
    default:
      return 'archive.failed'
  }
}

/** The listed wallet an `archive.open` / `archive.download` names, with what the user asked for. */
function selection(context: ArchiveContext, event: ArchiveEvent, action: ArchiveAction) {
  const wallet = 'id' in event ? context.wallets?.find((w) => w.id === event.id) : undefined
  return wallet ? { wallet, action } : null
}

const selectedInput = ({ context, event }: { context: ArchiveContext; event: ArchiveEvent }) => ({
  id: context.selected?.wallet.id ?? '',
  password: (event as Extract<ArchiveEvent, { type: 'confirm.accept' }>).password,
})

/**
 * Settings → "Billeteras anteriores": every wallet the vault set aside on this device (a restore of another
 * wallet, a replacement, a reopened wallet's predecessor, a second legacy wallet). hidden → loading → listed
 * (→ confirming → reopening | exporting) | failed. Open and Download ask that wallet's own password; a refusal
 * keeps the question open with its reason and changes nothing. After an open the list is read again: the
 * wallet open until then is in it.
 */
export const archiveMachine = setup({
  types: { context: {} as ArchiveContext, events: {} as ArchiveEvent },
  actors: {
    /** The vault's archive list (public facts only). */
    listArchived: fromPromise<ArchivedWallet[]>(notImplemented),
    /** Makes the archived wallet the open one (the session shows it); answers its address. */
    reopenArchived: fromPromise<{ address: Address }, ArchiveInput>(notImplemented),
    /** Downloads the archived wallet as a keystore file encrypted under its own password. */
    exportArchived: fromPromise<void, ArchiveInput>(notImplemented),
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
    hasPassword: ({ event }) => event.type === 'confirm.accept' && event.password.length > 0,
    isOpening: ({ context }) => context.selected?.action === 'open',
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
        'confirm.accept': [
          { guard: and(['hasPassword', 'isOpening']), target: 'reopening' },
          { guard: 'hasPassword', target: 'exporting' },
        ],
        'confirm.cancel': { target: 'listed', actions: assign({ selected: null, error: null }) },
      },
    },
    reopening: {
      tags: ['busy'],
      invoke: {
        id: 'reopenArchived',
        src: 'reopenArchived',
        input: selectedInput,
        onDone: {
          target: 'loading',
          actions: assign({ selected: null, error: null, notice: 'archive.opened' }),
        },
        onError: {
          target: 'confirming',
          actions: assign({ error: ({ event }) => archiveErrorKey(event.error) }),
        },
      },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportArchived',
        src: 'exportArchived',
        input: selectedInput,
        onDone: {
          target: 'listed',
          actions: assign({ selected: null, error: null, notice: 'archive.downloaded' }),
        },
        onError: {
          target: 'confirming',
          actions: assign({ error: ({ event }) => archiveErrorKey(event.error) }),
        },
      },
    },
  },
})
