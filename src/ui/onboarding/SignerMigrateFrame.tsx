import { useRef } from 'react'
import type { Address } from 'viem'
import {
  LEGACY,
  LEGACY_ASK,
  MIGRATED,
  migrateScreenUrl,
  type SignerLegacy,
} from '../../domain/signer/migrate'
import { signerOrigin } from '../../domain/signer/origins'
import {
  type LegacyWallet,
  legacyWalletsToSeal,
  settleMigration,
} from '../../machines/session/legacyMigrationActors'
import type { KeptLegacy } from '../../machines/session/legacyMigrationMachine'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'
import '../session/unlock.css'

/** The frame's height before the signer says its own (two fields, the strength hint, the button). */
const FIRST_HEIGHT = 300

/**
 * /unlock's legacy migration on the signer's origin (docs/signer-plan.md step 4): a visible frame of the signer's
 * migration screen, where the new password is typed twice. At its button the frame asks for the earlier
 * version's plaintext wallets (already plaintext on this origin) and this page hands them over; the frame says
 * which it sealed, and this page removes those and goes on with the address (`onMigrated`, with those it kept).
 */
export function SignerMigrateFrame({
  onMigrated,
}: {
  onMigrated: (address: Address, kept: KeptLegacy[]) => void
}) {
  const t = useT()
  /** What was handed to the frame: the places it answers are places in this list. */
  const handed = useRef<LegacyWallet[]>([])
  return (
    <SignerFrame
      src={(origin, look) => migrateScreenUrl(origin, look)}
      title={t('migrate.frameTitle')}
      testId="signer-migrate"
      className="signer-frame"
      firstHeight={FIRST_HEIGHT}
      onMessage={(data, frame) => {
        if (data.type === LEGACY_ASK) {
          handed.current = legacyWalletsToSeal()
          const answer: SignerLegacy = { type: LEGACY, wallets: handed.current.map((w) => w.json) }
          frame.postMessage(answer, signerOrigin())
        } else if (
          data.type === MIGRATED &&
          typeof data.address === 'string' &&
          /^0x[0-9a-fA-F]{40}$/.test(data.address)
        )
          onMigrated(data.address as Address, settleMigration(handed.current, data.done, data.kept))
      }}
    />
  )
}
