/** The pipeline's contract types live in src/domain/write (every layer shares them); the chain layer's name for them. */
export * from '../../domain/write/types'
