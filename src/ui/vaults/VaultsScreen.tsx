import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useDeferredValue } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { vaultsPageMachine } from '../../machines/vaults'
import { useAppActors, usePreferences } from '../app/AppActors'
import { useDeferredFrom } from '../app/useDeferredFrom'
import { useInPieces } from '../app/useInPieces'
import { useT } from '../i18n'
import { AlertsPanel } from './AlertsPanel'
import { ApprovalsPanel } from './ApprovalsPanel'
import { NetworkBanner } from './NetworkBanner'
import { RealYieldNote } from './RealYieldNote'
import { RecentVaultActivity } from './RecentVaultActivity'
import { VaultCards } from './VaultCards'
import { VaultControls } from './VaultControls'
import { VaultDialogs } from './VaultDialogs'
import { VaultsContext } from './VaultsContext'
import { VaultTiles } from './VaultTiles'
// .warn (the banner, the alerts, the modal's notice) and .amount-input come with send's sheets.
import '../send/money.css'
import './vaults.css'

/** How many cards each piece shows: the first screenful on a phone, then more a frame at a time, then all. */
const CARD_PIECES = [2, 5]

/** /inflation: the Inflation Hedge Vaults page (spec 001 §2.1), drawn from the page machine its route mounts. */
export function VaultsScreen({ page }: { page: ActorRefFrom<typeof vaultsPageMachine> }) {
  const t = useT()
  const { preferences } = useAppActors()
  const language = usePreferences((s) => s.context.language)
  const later = useDeferredFrom(true, false)
  // What sits below the tiles waits for the page's first read (or its failure): the read grows the tiles, adds
  // the real-yield card and the alerts and puts the cards in APY order, so a control shown before it would
  // move (or become another vault's) under a finger already on its way. It then renders in the background, in
  // short slices (a deferred value), after the tiles have shown the read: not in one long task as it lands.
  const read = useDeferredValue(useSelector(page, (s) => s.context.data !== null || s.context.error !== null))
  // The eight cards come in three pieces, a frame apart, and what follows them after the last: laid out at
  // once, their first frame was one task of 150–200 ms at a cheap phone's speed (new text to shape, new boxes).
  // Nothing moves: each piece goes below what is already there, and the panels below come last.
  const cards = useInPieces(read && later, CARD_PIECES)
  return (
    <VaultsContext.Provider value={page}>
      <main className="screen vaults" data-testid="vaults-page">
        <header className="vaults-header">
          <div>
            <h1>{t('vaults.title')}</h1>
            <p className="vaults-tagline">{t('vaults.tagline')}</p>
          </div>
          <label className="pref vaults-es">
            <input
              type="checkbox"
              checked={language === 'es'}
              aria-label={t('vaults.es.label')}
              onChange={(e) =>
                preferences.send({ type: 'language.set', language: e.target.checked ? 'es' : 'en' })
              }
            />
            <span>{t('vaults.es')}</span>
          </label>
        </header>
        <p className="muted">{t('vaults.intro')}</p>
        <NetworkBanner />
        <VaultTiles />
        {/* The eight cards and what follows them render a moment after the screen's top, in the background
            (a deferred value: short slices), so opening the screen is no single long task. */}
        {read && (
          <>
            <RealYieldNote />
            <VaultControls />
          </>
        )}
        {read && later && (
          <>
            <VaultCards shown={cards.shown} />
            <VaultDialogs />
          </>
        )}
        {cards.all && (
          <>
            <AlertsPanel />
            <RecentVaultActivity />
            <ApprovalsPanel />
            <footer className="muted small">
              {t('vaults.footer')} <Link to="/terms">{t('vaults.footer.terms')}</Link>.
            </footer>
          </>
        )}
      </main>
    </VaultsContext.Provider>
  )
}
