/**
 * What the restore screen tells the app while it asks before another wallet replaces the stored one (`asking`), and
 * when it stops: the question has its own way back (Volver y revisar), so the app's Volver under the frame steps
 * aside meanwhile (two back buttons, one above the other, at 360 px).
 *
 * Its own module: kept out of the signer page's shared chunk (importing.ts), which every frame loads.
 */
export type SignerRestoreAsking = { type: 'billetera-signer-restore-asking'; asking: boolean }
export const RESTORE_ASKING = 'billetera-signer-restore-asking'
