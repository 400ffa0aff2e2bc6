import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { liveArchiveMachine } from '../../machines/archive'
import { inspect } from '../../machines/shared/inspect'
import { useAppActors } from '../../ui/app/AppActors'
import { useMoreTexts, useT } from '../../ui/i18n'
import { ArchivedWallets } from '../../ui/settings/ArchivedWallets'

/**
 * Welcome after Cerrar sesión (or any wallet set aside here): "Billeteras anteriores", each reopened with its
 * own password. It mounts the archive's machine (the worker starts only when the list is opened) and goes
 * home once a wallet is open. Loaded only when the welcome machine found wallets set aside.
 */
export default function WelcomeArchive() {
  // The archive's texts are not in the first screen's dictionary: Suspense waits for them.
  useMoreTexts()
  const t = useT()
  const { session } = useAppActors()
  const navigate = useNavigate()
  const machine = useMemo(() => liveArchiveMachine({ session }), [session])
  const actor = useActorRef(machine, { inspect })
  const opened = useSelector(session, (s) => s.matches('unlocked'))
  useEffect(() => {
    if (opened) void navigate({ to: '/home', replace: true })
  }, [opened, navigate])
  return (
    <section className="stack" aria-labelledby="welcome-previous">
      <p id="welcome-previous" className="small">
        {t('archive.welcome')}
      </p>
      <ArchivedWallets actor={actor} />
    </section>
  )
}
