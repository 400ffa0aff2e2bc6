import { Fragment } from 'react'

/**
 * The seed phrase on one line, for copying as text: the numbered grid is the way to read it. A line ends only
 * between two words (each word is unbreakable), and spaces stay between them, so a selection copies the phrase.
 */
export function PhraseLine({ words, testId }: { words: readonly string[]; testId?: string }) {
  return (
    <p className="phrase-line" data-testid={testId}>
      {words.map((word, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: words repeat; their position is their identity
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className="phrase-word">{word}</span>
        </Fragment>
      ))}
    </p>
  )
}
