import { useEffect, useSyncExternalStore } from 'react'
import { loadLanguage } from '../../domain/i18n'
import { inspectorStore } from '../../machines/shared/inspect'
import { usePreferences } from '../app/AppActors'
import { useT } from '../i18n'
import { VitalsPanel } from './VitalsPanel'

const SECRET = /password|mnemonic|privatekey|secret|seed/i

/** Context as text: bigints shown as strings, anything that smells of a secret masked. */
function show(value: unknown): string {
  try {
    return JSON.stringify(
      value,
      (key, v) => {
        if (SECRET.test(key)) return '•••'
        if (typeof v === 'bigint') return `${v}n`
        if (v && typeof v === 'object' && 'sessionId' in v && 'send' in v) return `[actor ${String(v.id)}]`
        return v
      },
      2,
    )
  } catch {
    return String(value)
  }
}

/** Debug mode's live list of actors: id, state value, context and latest events. */
export function InspectorPanel() {
  const t = useT()
  const language = usePreferences((s) => s.context.language)
  // Its texts are not in the first screen's load (debug mode is rare): on /welcome they come now.
  useEffect(() => void loadLanguage(language, 'more').catch(() => {}), [language])
  const actors = useSyncExternalStore(inspectorStore.subscribe, inspectorStore.getSnapshot)
  return (
    <aside className="inspector" aria-label={t('debug.panel')} data-testid="inspector-panel">
      <h2>{t('debug.panel')}</h2>
      <VitalsPanel />
      {actors.length === 0 && <p>{t('debug.empty')}</p>}
      <ul>
        {actors.map((actor) => (
          <li key={actor.sessionId} data-testid="inspector-actor" data-actor={actor.machineId}>
            <h3>
              {actor.machineId} <small>{actor.sessionId}</small>
            </h3>
            <dl>
              <dt>{t('debug.state')}</dt>
              <dd data-testid="inspector-state">{show(actor.value)}</dd>
              <dt>{t('debug.events')}</dt>
              <dd>{actor.events.join(', ') || '—'}</dd>
              <dt>{t('debug.context')}</dt>
              <dd>
                <pre>{show(actor.context)}</pre>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </aside>
  )
}
