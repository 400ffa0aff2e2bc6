import { languages } from '../../domain/i18n'
import { useAppActors, usePreferences } from '../app/AppActors'
import { useT } from '../i18n'

/** Language and dark mode: reachable from every screen, before and after onboarding (debug lives in Settings). */
export function PreferencesBar() {
  const t = useT()
  const { preferences } = useAppActors()
  const language = usePreferences((s) => s.context.language)
  const theme = usePreferences((s) => s.context.theme)
  return (
    <header className="prefs-bar">
      <span className="brand">{t('app.name')}</span>
      <label className="pref">
        <span className="pref-lang-name">{t('lang.label')}</span>
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
    </header>
  )
}
