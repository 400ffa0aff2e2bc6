/**
 * Importing a wallet and "¿Olvidaste tu contraseña?" in the signer's frame (docs/signer-plan.md step 4): the seed
 * phrase, the private key or the backup file and its password, and the new password, are typed on the signer's
 * origin only. The app opens the screen by its address (`signerScreenUrl(origin, 'import' | 'restore', look)`)
 * and hears back the address that opened, never a secret.
 */

/** How a wallet was made: from its seed phrase, or from one private key (a key or a backup file). */
export type ImportedKind = 'mnemonic' | 'privateKey'

/**
 * The name under which the signer's page that holds the key worker offers
 * `restore(secret, newPassword, allowDifferent)` to the restore screen beside it: the key worker's `restore`,
 * which the app's channel refuses. Without `allowDifferent`, a secret of another wallet than the stored one is
 * answered with both addresses (`different`), for the screen to ask the person; only their choice there calls it
 * again with `allowDifferent`.
 */
export const RESTORE_HOOK = 'billeteraSignerRestore'

/** What the restore hook answers: the wallet restored and open, or the question to ask first. */
export type RestoreOutcome =
  | { restored: { address: `0x${string}`; kind: ImportedKind } }
  | { different: { stored: `0x${string}` | null; other: `0x${string}` } }

/**
 * The name under which the signer's page that holds the key worker offers
 * `import(what, secret, filePassword, newPassword)` to the import screen beside it: the new password is kept by
 * the key worker (`setPassword`) and names the seal of the wallet imported (`importMnemonic`, `importPrivateKey`
 * or `importKeystore`), all on that page's own port; the app's channel refuses the imports.
 */
export const IMPORT_HOOK = 'billeteraSignerImport'

/** Which secret the import screen takes: a seed phrase, a private key, or a v3 backup file with its password. */
export type ImportWhat = 'mnemonic' | 'privateKey' | 'keystore'

/** What the restore screen tells the app: this wallet is restored and open (never the secret or the password). */
export type SignerRestored = { type: 'billetera-signer-restored'; address: `0x${string}`; kind: ImportedKind }
export const RESTORED = 'billetera-signer-restored'

/**
 * What the import screen tells the app: this wallet is imported and open; or (`stored`) that a wallet was stored
 * meanwhile (another tab), which an import never replaces: the app goes to it.
 */
export type SignerImported =
  | { type: 'billetera-signer-imported'; address: `0x${string}`; kind: ImportedKind }
  | { type: 'billetera-signer-imported'; stored: true }
export const IMPORTED = 'billetera-signer-imported'

/** An address as the signer's messages carry it (anything else is not read). */
export const isAddress = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
