/** Default inactivity before the vault locks itself (minutes). */
export const DEFAULT_AUTO_LOCK_MINUTES = 15
