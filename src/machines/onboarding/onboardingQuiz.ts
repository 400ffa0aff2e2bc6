import type { Secret } from '../../domain/secret'

/** How many words the backup check asks for. */
export const QUIZ_SIZE = 3

/** The backup check: which words (1-based positions, ascending) are asked, and which answers were wrong. */
export type Quiz = { positions: number[]; wrong: number[] }

/** Three distinct positions of a phrase of `words` words, ascending, chosen with the platform's CSPRNG. */
export function pickQuizPositions(words: number): number[] {
  const picked = new Set<number>()
  const random = new Uint32Array(1)
  while (picked.size < Math.min(QUIZ_SIZE, words)) {
    crypto.getRandomValues(random)
    picked.add(((random[0] as number) % words) + 1)
  }
  return [...picked].sort((a, b) => a - b)
}

/** The asked positions whose answer is not the phrase's word there (trimmed, any case). */
export function wrongAnswers(phrase: Secret, positions: number[], answers: Secret[]): number[] {
  const words = phrase.reveal().split(' ')
  return positions.filter((position, i) => {
    const answer = answers[i]?.reveal().trim().toLowerCase() ?? ''
    return answer === '' || answer !== words[position - 1]
  })
}
