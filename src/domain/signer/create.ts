import type { SignerLook } from './origins'

/**
 * The signer's create screen (issue 41 step 4, docs/signer-plan.md): Crear billetera's password, the new words
 * and the backup check happen in a frame of the signer's origin, `/?screen=create&lang=…&theme=…`; the app's page
 * learns only the new wallet's address once it is sealed.
 */
export const CREATE_SCREEN = 'create'

/** The address of the create screen's frame, in the app's language and theme (neither is a secret). */
export function createScreenUrl(origin: string, look: SignerLook): string {
  const query = new URLSearchParams({ screen: CREATE_SCREEN, lang: look.language, theme: look.theme })
  return `${origin}/?${query}`
}

/** Whether a signer page was opened as the create screen. */
export const isCreateScreen = (search: string): boolean =>
  new URLSearchParams(search).get('screen') === CREATE_SCREEN

/**
 * The name under which the signer's page that holds the key worker offers the create screen beside it (a frame
 * of the same origin) `('draft')`, a new wallet's words, key and address, sealed nowhere yet, and
 * `('seal', draft, password, answers)`, which seals it once the backup check is right. The app's channel refuses
 * both (`draftWallet`, `sealDraft`).
 */
export const CREATE_HOOK = 'billeteraSignerCreate'

/** What the create screen tells the app once the wallet is sealed and open: its address, never a secret. */
export type SignerCreated = { type: 'billetera-signer-created'; address: `0x${string}` }
export const CREATED = 'billetera-signer-created'

/**
 * What the create screen tells the app when a wallet was stored meanwhile (another tab, a typed URL): nothing
 * was sealed, the stored wallet stays, and the app goes to it.
 */
export type SignerCreateStored = { type: 'billetera-signer-create-stored' }
export const CREATE_STORED = 'billetera-signer-create-stored'
