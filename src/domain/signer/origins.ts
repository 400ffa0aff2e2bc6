/**
 * The two origins of Billetera (DESIGN.md §3): the app, and the signer that keeps the keys. A release names
 * both at build time (`BILLETERA_APP_ORIGIN`, `BILLETERA_SIGNER_ORIGIN`: vite.config.ts writes them into
 * both bundles). A build that names neither — `npm start`, the tests, a local preview — follows one fixed
 * rule instead: the signer is the app's host on the app's port + {@link SIGNER_PORT_OFFSET}. Either way
 * nothing a page script can change (a query string, storage, a message) moves an origin.
 */
export const SIGNER_PORT_OFFSET = 100

/** The origins the build named (vite.config.ts's `define`; '' when it named none). Read when asked, not on import. */
const named = {
  app: (): string => import.meta.env.VITE_BILLETERA_APP_ORIGIN ?? '',
  signer: (): string => import.meta.env.VITE_BILLETERA_SIGNER_ORIGIN ?? '',
}

type Where = Pick<Location, 'protocol' | 'hostname' | 'port'>

const defaultPort = (where: Where) => (where.protocol === 'https:' ? 443 : 80)

/** The same host and scheme, `by` ports further (the build-time rule of builds that name no origin). */
function shifted(where: Where, by: number): string {
  const port = Number(where.port || defaultPort(where)) + by
  return `${where.protocol}//${where.hostname}:${port}`
}

/** The signer's origin, seen from the app's page at `where`. */
export function signerOrigin(where: Where = location, fixed = named.signer()): string {
  return fixed || shifted(where, SIGNER_PORT_OFFSET)
}

/** The only origin the signer answers, seen from the signer's page at `where`. */
export function appOrigin(where: Where = location, fixed = named.app()): string {
  return fixed || shifted(where, -SIGNER_PORT_OFFSET)
}

/** The message the signer posts to the app once it listens. */
export type SignerReady = { type: 'billetera-signer-ready' }
/** The app's request for the vault's channel: `ports[0]` is the app's end; `handover`, see handover.ts. */
export type ConnectRequest = { type: 'billetera-signer-connect'; handover?: unknown }
/** The signer's answer to a connect: which of the handed-over records it now holds (the app drops those). */
export type HandoverAnswer = { type: 'billetera-signer-handover'; vault: boolean; archive: boolean }
/** A message of the signer's vault channel (a lock, an account change), passed on to the app. */
export type SignerBroadcast = { type: 'billetera-signer-broadcast'; message: unknown }

/**
 * The app's question "what is stored?" (`id` names it) with whatever wallet its origin still keeps, and the
 * signer's answer: public facts only, read by the signer's page itself without starting the key worker, so the
 * first screen does not load the worker's code.
 */
export type StoredRequest = { type: 'billetera-signer-stored'; id: string; handover?: unknown }
export type StoredAnswer = {
  type: 'billetera-signer-stored'
  id: string
  exists: boolean
  address: `0x${string}` | null
  kind: 'mnemonic' | 'privateKey' | null
  archived: boolean
  /** Which of the handed-over records the signer holds now (the app drops those). */
  held: { vault: boolean; archive: boolean }
}

export const STORED = 'billetera-signer-stored'
export const READY = 'billetera-signer-ready'
export const CONNECT = 'billetera-signer-connect'
export const HANDOVER = 'billetera-signer-handover'
export const BROADCAST = 'billetera-signer-broadcast'

/**
 * Whether the signer takes a message as the app's connect request: from exactly the app's origin, sent by
 * the window that frames the signer, carrying one port. Anything else is dropped unanswered.
 */
export function isConnectFromApp(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data' | 'ports'>,
  app: string,
  parent: unknown,
): boolean {
  if (event.origin !== app || event.source !== parent || parent === null) return false
  const data = event.data as { type?: unknown } | null
  return data?.type === CONNECT && event.ports.length === 1
}

/** A screen of the signer's page the app lays out in a visible frame (docs/signer-plan.md steps 3 and 4). */
export type SignerScreen =
  | 'unlock'
  | 'reveal'
  | 'guard'
  | 'autolock'
  | 'signout'
  | 'forget'
  | 'backup'
  | 'reopen'
  | 'migrate'
  | 'restore'
  | 'import'
/** How the app asks for a screen: the frame's address. Language and theme are not secrets. */
export type SignerLook = { language: 'es' | 'en'; theme: 'light' | 'dark' }
/**
 * Which secret the reveal screen shows: the wallet's seed phrase, or the private key of `account` (the app's
 * chosen account; the key worker checks it is one of the wallet's). Neither is a secret.
 */
export type RevealWhat = { what: 'mnemonic' | 'privateKey'; account: `0x${string}` | null }

/** The address of a signer screen's frame, with the app's language and theme (and, to reveal, which secret). */
export function signerScreenUrl(
  origin: string,
  screen: SignerScreen,
  look: SignerLook,
  reveal?: RevealWhat,
): string {
  const query = new URLSearchParams({ screen, lang: look.language, theme: look.theme })
  if (screen === 'reveal' && reveal) {
    query.set('what', reveal.what)
    if (reveal.account) query.set('account', reveal.account)
  }
  return `${origin}/?${query}`
}

const SCREENS: readonly SignerScreen[] = [
  'unlock',
  'reveal',
  'guard',
  'autolock',
  'signout',
  'forget',
  'backup',
  'reopen',
  'migrate',
  'restore',
  'import',
]

/**
 * The screen, language and theme a signer page was opened with, and for the reveal screen which secret
 * (anything else: no screen, Spanish, light, the seed phrase, no account).
 */
export function readSignerScreen(search: string): { screen: SignerScreen | null } & SignerLook & RevealWhat {
  const query = new URLSearchParams(search)
  const screen = query.get('screen')
  const account = query.get('account')
  return {
    screen: SCREENS.find((known) => known === screen) ?? null,
    language: query.get('lang') === 'en' ? 'en' : 'es',
    theme: query.get('theme') === 'dark' ? 'dark' : 'light',
    what: query.get('what') === 'privateKey' ? 'privateKey' : 'mnemonic',
    account: account && /^0x[0-9a-fA-F]{40}$/.test(account) ? (account as `0x${string}`) : null,
  }
}

/**
 * The review screen (docs/signer-plan.md steps 4 and 5): which review it shows, the key worker's id (a random
 * 32-hex-digit handle, not a secret). What the plan does and whether it needs the password, the frame asks the key
 * worker; nothing else of the address is read.
 */
export type ReviewAsk = { review: string | null }

/** The address of the review screen (`?screen=review&review=<id>`), with the app's language and theme. */
export function reviewUrl(origin: string, look: SignerLook, ask: ReviewAsk): string {
  const query = new URLSearchParams({ screen: 'review', lang: look.language, theme: look.theme })
  if (ask.review) query.set('review', ask.review)
  return `${origin}/?${query}`
}

/**
 * The review screen and its review id, if the signer page was opened as that, in a frame (`review`) or as the
 * window a frame opens where the browser cannot tell whether the frame is visible (`review-window`); null
 * otherwise.
 */
export function readReviewAsk(search: string): (SignerLook & ReviewAsk & { window: boolean }) | null {
  const query = new URLSearchParams(search)
  const screen = query.get('screen')
  if (screen !== 'review' && screen !== 'review-window') return null
  const review = query.get('review')
  return {
    language: query.get('lang') === 'en' ? 'en' : 'es',
    theme: query.get('theme') === 'dark' ? 'dark' : 'light',
    review: review && /^[0-9a-f]{32}$/.test(review) ? review : null,
    window: screen === 'review-window',
  }
}

/**
 * The name under which the signer's page that holds the key worker offers `approve(reviewId, confirm?)` to the
 * review screen beside it (steps 4 and 5): without `confirm`, the worker's own decoding of that review
 * (`reviewSummary`), what the screen draws; with `{ password? }`, Confirmar pressed there (the worker's
 * `approveReview`). The app's channel refuses both.
 */
export const APPROVE_HOOK = 'billeteraSignerApprove'

/** A signer screen's content height (CSS px), posted to the app, which sizes the frame to it. */
export type SignerSize = { type: 'billetera-signer-size'; height: number }
export const SIZE = 'billetera-signer-size'

/**
 * The name under which the signer's page that holds the key worker offers `unlock(password)` to a signer
 * screen beside it in the same page (a same-origin frame reaches it; the app's origin cannot).
 */
export const UNLOCK_HOOK = 'billeteraSignerUnlock'

/**
 * The name under which the signer's page that holds the key worker offers `reveal(password, what, account)` to
 * the signer's reveal screen beside it (docs/signer-plan.md step 4): the secret goes from the worker to that
 * frame only; the app's channel refuses `reveal`.
 */
export const REVEAL_HOOK = 'billeteraSignerReveal'

/**
 * What the reveal screen tells the app: the secret is on screen or hidden again (never the secret). The app
 * needs no more; it keeps its title, warnings and tips around the frame.
 */
export type SignerRevealState = { type: 'billetera-signer-reveal'; shown: boolean }
export const REVEAL_STATE = 'billetera-signer-reveal'

/**
 * The name under which the signer's page that holds the key worker offers the new-recipient rule to the
 * signer's guard screen beside it (step 4): `('read')` answers the rule held, `('save', password, rule)` saves
 * it after the worker checked the password. The app's channel refuses `setRecipientGuard`.
 */
export const GUARD_HOOK = 'billeteraSignerGuard'

/**
 * The name under which the signer's page that holds the key worker offers the auto-lock time to the signer's
 * auto-lock screen beside it (step 4): `('read')` answers the minutes held, `('save', password, minutes)` stores
 * them after the worker checked the password. The app's channel refuses `setAutoLockMinutes`.
 */
export const AUTO_LOCK_HOOK = 'billeteraSignerAutoLock'

/**
 * The name under which the signer's page that holds the key worker offers log out and delete to the signer's
 * removal screen beside it (step 4): `('signout', password)` sets the wallet aside, `('forget', password)`
 * removes it and the archive, each after the worker checked the password. The app's channel refuses both.
 */
export const REMOVE_HOOK = 'billeteraSignerRemove'

/** What the removal screen tells the app once the worker acted (never the password): it moves on. */
export type SignerRemoved = { type: 'billetera-signer-removed'; action: 'signout' | 'forget' }
export const REMOVED = 'billetera-signer-removed'

/**
 * The name under which the signer's page that holds the key worker offers the keystore file and the reopening of an
 * archived wallet to the keystore screens beside it (step 4, src/domain/signer/keystore.ts): `('read', archived?)` answers the addresses the screen names, `('export', archived?, password)` the
 * keystore file's text, `('reopen', archived, password)` the address opened.
 */
export const KEYSTORE_HOOK = 'billeteraSignerKeystore'

/**
 * The name under which the signer's page that holds the key worker offers the legacy migration to its screen beside
 * it (step 4, src/domain/signer/migrate.ts): `(password, wallets)` seals an earlier version's plaintext wallets
 * under the new password typed there. The app's channel refuses `migrateLegacy`.
 */
export const MIGRATE_HOOK = 'billeteraSignerMigrate'

/**
 * A key a signer screen passes on to the app: Escape, which closes the app's dialog around the frame (the
 * app's own Escape listener never sees a key pressed inside another origin's frame). Nothing else is passed.
 */
export type SignerKey = { type: 'billetera-signer-key'; key: 'Escape' }
export const KEY = 'billetera-signer-key'
