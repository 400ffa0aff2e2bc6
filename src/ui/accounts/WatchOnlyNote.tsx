import { Eye } from 'lucide-react'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'

/** Whether the chosen account is a watched address: the screens show its money and no write button. */
export function useWatchOnly(): boolean {
  return useSession((s) => s.context.watchOnly)
}

/** What stands where a write button would be for a watched address: it has no key on this device. */
export function WatchOnlyNote({ className }: { className?: string }) {
  const t = useT()
  return (
    <p
      className={`watch-only-note${className ? ` ${className}` : ''}`}
      role="note"
      data-testid="watch-only-note"
    >
      <Eye className="icon" aria-hidden="true" />
      <span>{t('accounts.watchOnly.note')}</span>
    </p>
  )
}
