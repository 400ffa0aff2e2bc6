import type { Secret } from '../../domain/secret'
import { useT } from '../i18n'

/** The seed phrase as numbered words in a grid, one word per cell, never split across lines. */
export function SeedGrid({ phrase }: { phrase: Secret }) {
  const t = useT()
  const words = phrase.reveal().split(' ')
  return (
    <ol className="seed-grid" data-testid="seed-phrase" aria-label={t('reveal.seedPhrase')}>
      {words.map((word, i) => (
        // The position is the identity of a word in a phrase (words can repeat).
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i}>
          <span className="seed-n" aria-hidden="true">
            {i + 1}
          </span>
          <span className="seed-word" data-testid="seed-word">
            {word}
          </span>
        </li>
      ))}
    </ol>
  )
}
