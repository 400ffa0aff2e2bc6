import type { TextKey } from '../../domain/i18n'
import { useT } from '../i18n'

/** A screen whose content a later version fills: its title and a short note, so routing is testable now. */
export function Placeholder({ title, note = 'placeholder.soon' }: { title: TextKey; note?: TextKey }) {
  const t = useT()
  return (
    <main className="screen">
      <h1>{t(title)}</h1>
      <p className="muted">{t(note)}</p>
    </main>
  )
}
