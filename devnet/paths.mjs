import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Absolute paths the devnet reads and writes; all caches live in devnet/.cache (gitignored). */
export const DEVNET_DIR = dirname(fileURLToPath(import.meta.url))
export const REPO_DIR = dirname(DEVNET_DIR)
export const CACHE_DIR = join(DEVNET_DIR, '.cache')
export const CONTRACTS_DIR = join(DEVNET_DIR, 'contracts')
export const MANIFEST_PATH = join(DEVNET_DIR, 'manifest.json')
