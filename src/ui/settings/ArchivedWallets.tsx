import { useSelector } from '@xstate/react'
import { Archive, FileDown, LockOpen } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import type { TextKey } from '../../domain/i18n'
import { formatDateTime } from '../../domain/i18n/numbers'
import type { ArchivedWallet } from '../../domain/vault/types'
import type { archiveMachine } from '../../machines/archive'
import { usePreferences } from '../app/AppActors'
import { useT } from '../i18n'
import { Address, shortAddress } from '../kit/Address'
import { Button } from '../kit/Button'
import { ConfirmDialog } from '../layout/ConfirmDialog'
import { SignerKeystoreFrame } from './SignerKeystoreFrame'

type Actor = ActorRefFrom<typeof archiveMachine>

/**
 * Settings → "Billeteras anteriores": each wallet the vault set aside (its address and when), with Abrir and
 * Descargar, which ask that wallet's own password. The list is read each time the section opens.
 */
export function ArchivedWallets({ actor }: { actor: Actor }) {
  const t = useT()
  const wallets = useSelector(actor, (s) => s.context.wallets)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const notice = useSelector(actor, (s) => s.context.notice)

  return (
    <details
      className="archived-wallets"
      data-testid="archived-wallets"
      onToggle={(e) => e.currentTarget.open && actor.send({ type: 'archive.show' })}
    >
      <summary>
        <Archive className="icon" aria-hidden="true" />
        {t('archive.title')}
      </summary>
      <p className="muted small">{t('archive.intro')}</p>
      {loading && (
        <p className="muted small" role="status">
          {t('archive.loading')}
        </p>
      )}
      {failed && (
        <p role="alert" className="error">
          {t('archive.readFailed')}{' '}
          <Button size="sm" variant="ghost" onClick={() => actor.send({ type: 'archive.show' })}>
            {t('archive.retry')}
          </Button>
        </p>
      )}
      {notice && (
        <p role="status" className="ok" data-testid="archive-notice">
          {t(notice as TextKey)}
        </p>
      )}
      {wallets?.length === 0 && !loading && <p className="small">{t('archive.empty')}</p>}
      {wallets && wallets.length > 0 && (
        <ul className="archived-list">
          {wallets.map((wallet) => (
            <ArchivedRow key={wallet.id} actor={actor} wallet={wallet} />
          ))}
        </ul>
      )}
      <ArchivePasswordDialog actor={actor} />
    </details>
  )
}

/** One archived wallet: its address, when it was set aside and how it was made, and its two actions. */
function ArchivedRow({ actor, wallet }: { actor: Actor; wallet: ArchivedWallet }) {
  const t = useT()
  const language = usePreferences((s) => s.context.language)
  const canOpen = useSelector(actor, (s) => s.can({ type: 'archive.open', id: wallet.id }))
  const canDownload = useSelector(actor, (s) => s.can({ type: 'archive.download', id: wallet.id }))
  return (
    <li className="card" data-testid="archived-wallet" data-address={wallet.address}>
      <Address address={wallet.address} />
      <span className="muted small">
        {t('archive.setAside', { date: formatDateTime(language, new Date(wallet.archivedAt)) })} ·{' '}
        {t(wallet.kind === 'mnemonic' ? 'archive.kind.mnemonic' : 'archive.kind.privateKey')}
      </span>
      <span className="row">
        <Button
          size="sm"
          icon={<LockOpen />}
          disabled={!canOpen}
          aria-label={`${t('archive.open')} ${wallet.address}`}
          onClick={() => actor.send({ type: 'archive.open', id: wallet.id })}
        >
          {t('archive.open')}
        </Button>
        <Button
          size="sm"
          icon={<FileDown />}
          disabled={!canDownload}
          aria-label={`${t('archive.download')} ${wallet.address}`}
          onClick={() => actor.send({ type: 'archive.download', id: wallet.id })}
        >
          {t('archive.download')}
        </Button>
      </span>
    </li>
  )
}

/**
 * The question over an archived wallet's Abrir or Descargar: its title and what happens are the app's; the
 * wallet's own password and the button are the signer's frame (docs/signer-plan.md step 4), which acts and says
 * a refusal itself. The question closes when the frame says it was done.
 */
function ArchivePasswordDialog({ actor }: { actor: Actor }) {
  const t = useT()
  const selected = useSelector(actor, (s) => s.context.selected)
  const open = useSelector(actor, (s) => !s.matches('listed') && s.context.selected !== null)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const opening = selected?.action === 'open'
  const address = selected ? shortAddress(selected.wallet.address) : ''
  const id = selected?.wallet.id ?? ''
  return (
    <ConfirmDialog
      open={open}
      title={t(opening ? 'archive.openTitle' : 'archive.downloadTitle', { address })}
      description={t(opening ? 'archive.openDescription' : 'archive.downloadDescription')}
      confirmLabel={t(opening ? 'archive.open' : 'archive.download')}
      cancelLabel={t('archive.cancel')}
      busy={busy}
      onCancel={() => actor.send({ type: 'confirm.cancel' })}
    >
      {selected && !busy && (
        <SignerKeystoreFrame
          screen={opening ? 'reopen' : 'backup'}
          archived={id}
          onExported={() => actor.send({ type: 'archive.downloaded', id })}
          onReopened={(opened) => actor.send({ type: 'archive.reopened', id, address: opened })}
        />
      )}
    </ConfirmDialog>
  )
}
