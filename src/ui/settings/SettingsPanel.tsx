import * as Dialog from '@radix-ui/react-dialog'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import {
  Copy,
  Eraser,
  FileDown,
  FileText,
  HardDriveDownload,
  Info,
  KeyRound,
  LifeBuoy,
  Lock,
  LogOut,
  Network,
  RefreshCw,
  ScrollText,
  Settings,
  Shield,
  Trash,
  X,
} from 'lucide-react'
import { type ComponentPropsWithoutRef, type ReactNode, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { version } from '../../../package.json'
import { languages, type TextKey } from '../../domain/i18n'
import type { archiveMachine } from '../../machines/archive'
import type { rpcSettingsMachine } from '../../machines/settings/rpcSettingsMachine'
import type { settingsMachine } from '../../machines/settings/settingsMachine'
import { useAppActors, usePreferences } from '../app/AppActors'
import { RefreshStatus, useRefresh } from '../home/RefreshStatus'
import { useT } from '../i18n'
import { shortAddress } from '../kit/Address'
import { Button, buttonClass } from '../kit/Button'
import { useEscapeCloses } from '../kit/escapeCloses'
import { ConfirmDialog } from '../layout/ConfirmDialog'
import { DollarSetting } from '../pesos/DollarSetting'
import { ArchivedWallets } from './ArchivedWallets'
import { EndpointSettings } from './EndpointSettings'
import { LoanNotifySetting } from './LoanNotifySetting'
import { RecipientGuardSettings } from './RecipientGuardSettings'
import { RemovalLeftovers } from './RemovalLeftovers'
import { SignerAutoLockFrame } from './SignerGuardFrame'
import { SignerKeystoreFrame } from './SignerKeystoreFrame'
import { SignerRemoveFrame } from './SignerRemoveFrame'
import '../onboarding/keys.css'

const item = `${buttonClass('ghost')} settings-item`

/** One row of the panel: an icon and its words (the words name it). */
function Item({
  icon,
  danger,
  ...rest
}: ComponentPropsWithoutRef<'button'> & { icon: ReactNode; danger?: boolean }) {
  return (
    <Button
      {...rest}
      variant="ghost"
      className={danger ? 'settings-item settings-danger' : 'settings-item'}
      icon={icon}
    />
  )
}

/** "Actualizar datos de la billetera": busy while the balances are read again, then when they were. */
function RefreshItem() {
  const t = useT()
  const { busy, request } = useRefresh()
  return (
    <div className="home-refresh">
      <Item icon={<RefreshCw />} disabled={busy} aria-describedby="settings-refresh-status" onClick={request}>
        {t('settings.refresh')}
      </Item>
      <RefreshStatus id="settings-refresh-status" />
    </div>
  )
}

type Actor = ActorRefFrom<typeof settingsMachine>

/** The confirmation each state shows: it stays open, busy, while the worker checks the password. */
const CONFIRMATIONS = {
  confirmingLogout: 'logout',
  loggingOut: 'logout',
  confirmingDelete: 'delete',
  deleting: 'delete',
  confirmingBackup: 'backup',
} as const
const CONFIRM_TITLES = {
  logout: 'settings.logoutConfirm',
  delete: 'settings.deleteConfirm',
  backup: 'settings.backupConfirm',
} as const
/**
 * What each does, under its question: what Log out keeps and how it reopens, what Delete removes; Respaldar's one
 * line on the file's format (the signer's frame below names the wallet and its encryption: the title said it all
 * again, eight lines at 360 px).
 */
const CONFIRM_DESCRIPTIONS = {
  logout: 'settings.logoutDescription',
  delete: 'settings.deleteDescription',
  backup: 'settings.backupDescription',
} as const

/**
 * The panel's button as it looks, holding its place while the panel itself renders a moment later (home's
 * header, src/ui/app/Later.tsx): hidden, so neither a tap, a key nor a screen reader finds it.
 */
export function SettingsSlot() {
  const t = useT()
  return (
    <Button icon={<Settings />} className="slot" tabIndex={-1} aria-hidden="true">
      {t('settings.open')}
    </Button>
  )
}

/**
 * The settings side panel (a Radix dialog): every item of spec 000 §2, plus Networks and endpoints.
 * `onChangeNetworks` lets the host screen open its network selector (elsewhere the item goes to home, which
 * brings it into view: `/home?show=networks`); it runs once the panel has closed, in
 * place of returning focus to the Settings button.
 */
export function SettingsPanel({
  actor,
  endpoints,
  archive,
  onChangeNetworks,
}: {
  actor: Actor
  endpoints?: ActorRefFrom<typeof rpcSettingsMachine> | undefined
  archive?: ActorRefFrom<typeof archiveMachine> | undefined
  onChangeNetworks?: () => void
}) {
  const t = useT()
  const { preferences, session } = useAppActors()
  const wallet = useSelector(session, (s) => s.context.wallet)
  const open = useSelector(actor, (s) => s.matches('open'))
  const notice = useSelector(actor, (s) => s.context.notice)
  const confirmError = useSelector(actor, (s) => s.context.confirmError)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const confirming = useSelector(actor, (s) => {
    const value = s.value
    if (typeof value !== 'object') return null
    // Log out and Delete read what else they touch first: their confirmation is a state with substates.
    const open = value.open
    const state = typeof open === 'string' ? open : Object.keys(open ?? {})[0]
    return CONFIRMATIONS[state as keyof typeof CONFIRMATIONS] ?? null
  })
  const leftovers = useSelector(actor, (s) => s.context.leftovers)
  const reading = useSelector(
    actor,
    (s) =>
      s.matches({ open: { confirmingLogout: 'reading' } }) ||
      s.matches({ open: { confirmingDelete: 'reading' } }),
  )
  const theme = usePreferences((s) => s.context.theme)
  const debug = usePreferences((s) => s.context.debug)
  const language = usePreferences((s) => s.context.language)
  const run = (task: Parameters<Actor['send']>[0]) => actor.send(task)
  const afterClose = useRef<(() => void) | null>(null)
  // Away from home (where the switcher is), Cambiar de red takes the person there and home brings it into view.
  const navigate = useNavigate()
  const changeNetworks =
    onChangeNetworks ?? (() => void navigate({ to: '/home', search: { show: 'networks' } }))
  // Escape closes the panel as soon as nothing is over it, its confirmation included (kit/escapeCloses.ts).
  useEscapeCloses(open, () => actor.send({ type: 'settings.close' }))

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => actor.send({ type: next ? 'settings.open' : 'settings.close' })}
    >
      <Dialog.Trigger asChild>
        <Button icon={<Settings />}>{t('settings.open')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="settings-overlay" />
        <Dialog.Content
          className="settings-panel"
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => {
            const next = afterClose.current
            afterClose.current = null
            if (next) {
              e.preventDefault()
              next()
            }
          }}
        >
          <div className="kit-dialog-head">
            <Dialog.Title className="kit-dialog-title">{t('settings.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={t('settings.close')}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {notice && (
            <p role="alert" className="ok">
              {t(notice as TextKey, { version })}
            </p>
          )}
          <ul aria-busy={busy}>
            <li>
              <Link to="/privacy" className={item}>
                <Shield className="icon" aria-hidden="true" />
                {t('settings.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={item}>
                <FileText className="icon" aria-hidden="true" />
                {t('settings.terms')}
              </Link>
            </li>
            <li>
              <Link to="/support" className={item}>
                <LifeBuoy className="icon" aria-hidden="true" />
                {t('settings.support')}
              </Link>
            </li>
            <li>
              <Item
                icon={<Network />}
                onClick={() => {
                  afterClose.current = changeNetworks
                  actor.send({ type: 'settings.close' })
                }}
              >
                {t('settings.networks')}
              </Item>
            </li>
            {endpoints && (
              <li>
                <EndpointSettings actor={endpoints} />
              </li>
            )}
            <li>
              <RefreshItem />
            </li>
            <li>
              <Item icon={<Copy />} onClick={() => run({ type: 'settings.run', task: 'copyAddress' })}>
                {t('settings.copyAddress')}
              </Item>
            </li>
            <li>
              <Item icon={<FileDown />} onClick={() => run({ type: 'settings.run', task: 'exportInfo' })}>
                {t('settings.export')}
              </Item>
            </li>
            <li>
              <Link to="/view-private-key" className={item}>
                <KeyRound className="icon" aria-hidden="true" />
                {t('settings.viewPrivateKey')}
              </Link>
            </li>
            <li>
              <Link to="/view-seed-phrase" className={item}>
                <ScrollText className="icon" aria-hidden="true" />
                {t('settings.viewSeedPhrase')}
              </Link>
            </li>
            <li>
              <Item icon={<HardDriveDownload />} onClick={() => actor.send({ type: 'backup.request' })}>
                {t('settings.backup')}
              </Item>
            </li>
            {archive && (
              <li>
                <ArchivedWallets actor={archive} />
              </li>
            )}
            <li>
              <Item icon={<Eraser />} onClick={() => run({ type: 'settings.run', task: 'clearCache' })}>
                {t('settings.clearCache')}
              </Item>
            </li>
            <li>
              <Item icon={<Info />} onClick={() => actor.send({ type: 'appInfo.show' })}>
                {t('settings.appInfo')}
              </Item>
            </li>
            <li>
              <label className="pref">
                <input
                  type="checkbox"
                  role="switch"
                  checked={debug}
                  aria-checked={debug}
                  aria-describedby="settings-debug-note"
                  onChange={(e) => preferences.send({ type: 'debug.set', debug: e.target.checked })}
                />
                <span>{t('settings.debug')}</span>
              </label>
              <p id="settings-debug-note" className="muted small">
                {t('settings.debug.note')}
              </p>
            </li>
            <li>
              <label className="pref">
                <input
                  type="checkbox"
                  role="switch"
                  checked={theme === 'dark'}
                  aria-checked={theme === 'dark'}
                  onChange={(e) =>
                    preferences.send({ type: 'theme.set', theme: e.target.checked ? 'dark' : 'light' })
                  }
                />
                <span>{t('settings.darkMode')}</span>
              </label>
            </li>
            <li>
              <label className="field">
                <span>{t('settings.language')}</span>
                <select
                  value={language}
                  onChange={(e) =>
                    preferences.send({
                      type: 'language.set',
                      language: e.target.value === 'en' ? 'en' : 'es',
                    })
                  }
                >
                  {languages.map((code) => (
                    <option key={code} value={code} lang={code}>
                      {t(code === 'es' ? 'lang.es' : 'lang.en')}
                    </option>
                  ))}
                </select>
              </label>
            </li>
            <li>
              <DollarSetting />
            </li>
            <li>
              <SignerAutoLockFrame />
            </li>
            <li>
              <RecipientGuardSettings />
            </li>
            <li>
              <LoanNotifySetting />
            </li>
            <li>
              <Item icon={<Lock />} onClick={() => run({ type: 'settings.run', task: 'lockNow' })}>
                {t('settings.lockNow')}
              </Item>
            </li>
            <li>
              <Item icon={<Trash />} danger onClick={() => actor.send({ type: 'delete.request' })}>
                {t('settings.delete')}
              </Item>
            </li>
            <li>
              <Item icon={<LogOut />} onClick={() => actor.send({ type: 'logout.request' })}>
                {t('settings.logout')}
              </Item>
            </li>
          </ul>
          <ConfirmDialog
            open={confirming !== null}
            title={t(CONFIRM_TITLES[confirming ?? 'logout'])}
            {...(confirming !== null
              ? {
                  description: t(CONFIRM_DESCRIPTIONS[confirming], {
                    address: wallet ? shortAddress(wallet) : '',
                  }),
                }
              : {})}
            confirmLabel={t(confirming === 'backup' ? 'settings.backupDownload' : 'settings.confirm')}
            cancelLabel={t('settings.cancel')}
            busy={busy}
            // Only Delete removes anything: Log out's confirmation is not a danger.
            danger={confirming === 'delete'}
            onCancel={() => actor.send({ type: 'confirm.cancel' })}
          >
            {reading && (
              <p className="muted small" role="status">
                {t('leftovers.reading')}
              </p>
            )}
            {leftovers && confirming !== 'backup' && (
              <RemovalLeftovers
                leftovers={leftovers}
                removal={confirming === 'delete' ? 'delete' : 'logout'}
              />
            )}
            {confirming === 'backup' ? (
              // Respaldar: the password is typed, and the keystore file made and offered, in the signer's frame.
              <SignerKeystoreFrame
                screen="backup"
                archived={null}
                onExported={() => actor.send({ type: 'backup.done' })}
              />
            ) : (
              // Log out and Delete: the password is typed, and the key worker acts, in the signer's frame.
              leftovers &&
              !busy && (
                <SignerRemoveFrame
                  action={confirming === 'delete' ? 'forget' : 'signout'}
                  legacy={leftovers.legacy}
                  onDone={(sealed) => actor.send({ type: 'removal.done', sealed })}
                />
              )
            )}
            {confirmError && (
              <p id="settings-confirm-error" role="alert" className="error">
                {t(confirmError as TextKey)}
              </p>
            )}
          </ConfirmDialog>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
