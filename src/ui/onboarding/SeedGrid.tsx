import type { Secret } from '../../domain/secret'
import { useT } from '../i18n'

/**
 * The seed phrase as numbered words in a grid, one word per cell: the way to read it and write it down. A
 * word never splits across lines; on a very narrow screen its number goes above it instead.
 */
export function SeedGrid({
  phrase,
  label,
  testId = 'seed-phrase',
}: {
  phrase: Secret
  /** The list's accessible name: "Frase semilla" unless the screen names it otherwise. */
  label?: string
  testId?: string
}) {
  const t = useT()
  const words = phrase.reveal().split(' ')
  return (
    <ol className="seed-grid" data-testid={testId} aria-label={label ?? t('reveal.seedPhrase')}>
      {words.map((word, i) => (
        // The position is the identity of a word in a phrase (words can repeat).
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i}>
          <span className="seed-n" aria-hidden="true">
            {i + 1}
          </span>{' '}
          <span className="seed-word" data-testid="seed-word">
            {word}
          </span>
        </li>
      ))}
    </ol>
  )
}

/** The grid's twelve cells before the password is given: numbered, each word hidden. */
export function MaskedSeedGrid({ label, hidden }: { label: string; hidden: (n: number) => string }) {
  return (
    <ol className="seed-grid" aria-label={label}>
      {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
        <li key={n} aria-label={hidden(n)}>
          <span className="seed-n" aria-hidden="true">
            {n}
          </span>{' '}
          <span className="seed-word" aria-hidden="true">
            ••••••••
          </span>
        </li>
      ))}
    </ol>
  )
}
