import { languages } from '../../domain/i18n'
import { useAppActors, usePreferences } from '../app/AppActors'
import { useT } from '../i18n'

/** Language, dark mode and debug: reachable from every screen, before and after onboarding. */
export function PreferencesBar() {
  const t = useT()
  const { preferences } = useAppActors()
  const language = usePreferences((s) => s.context.language)
  const theme = usePreferences((s) => s.context.theme)
  const debug = usePreferences((s) => s.context.debug)
  return (
    <header className="prefs-bar">
      <span className="brand">{t('app.name')}</span>
      <label className="pref">
        <span>{t('lang.label')}</span>
        <select
          value={language}
          onChange={(e) =>
            preferences.send({ type: 'language.set', language: e.target.value === 'en' ? 'en' : 'es' })
          }
        >
          {languages.map((code) => (
            // Each language is named in itself, so it carries its own lang.
            <option key={code} value={code} lang={code}>
              {t(code === 'es' ? 'lang.es' : 'lang.en')}
            </option>
          ))}
        </select>
      </label>
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
        <span>{t('theme.label')}</span>
      </label>
      <label className="pref">
        <input
          type="checkbox"
          role="switch"
          checked={debug}
          aria-checked={debug}
          onChange={(e) => preferences.send({ type: 'debug.set', debug: e.target.checked })}
        />
        <span>{t('debug.label')}</span>
      </label>
    </header>
  )
}
