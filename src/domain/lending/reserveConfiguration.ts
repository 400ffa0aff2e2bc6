/**
 * One Aave v3 reserve's configuration word (`ReserveConfigurationMap`, the `configuration` of
 * `Pool.getReserveData`), decoded: what the Aave app shows before an action. Caps are whole tokens (0 = no
 * cap); the debt ceiling is in US dollars with 2 decimals (0 = not an isolated asset); thresholds in bps.
 */
export type ReserveConfiguration = {
  ltvBps: bigint
  liquidationThresholdBps: bigint
  liquidationBonusBps: bigint
  decimals: number
  active: boolean
  frozen: boolean
  borrowingEnabled: boolean
  paused: boolean
  borrowableInIsolation: boolean
  siloedBorrowing: boolean
  reserveFactorBps: bigint
  borrowCap: bigint
  supplyCap: bigint
  eModeCategory: number
  debtCeiling: bigint
}

/** Aave's debt ceilings and isolated debt are kept in US dollars with this many decimals. */
export const DEBT_CEILING_DECIMALS = 2

const field = (word: bigint, start: number, bits: number) =>
  (word >> BigInt(start)) & ((1n << BigInt(bits)) - 1n)
const flag = (word: bigint, bit: number) => field(word, bit, 1) === 1n

/**
 * Reads the fields of a configuration word at the bit positions of Aave v3's ReserveConfiguration library
 * (LTV 0–15, threshold 16–31, bonus 32–47, decimals 48–55, active 56, frozen 57, borrowing 58, paused 60,
 * borrowable in isolation 61, siloed 62, reserve factor 64–79, borrow cap 80–115, supply cap 116–151,
 * e-mode category 168–175, debt ceiling 212–251).
 * @example decodeReserveConfiguration(config).supplyCap // 5000n: 5 000 WETH
 */
export function decodeReserveConfiguration(word: bigint): ReserveConfiguration {
  return {
    ltvBps: field(word, 0, 16),
    liquidationThresholdBps: field(word, 16, 16),
    liquidationBonusBps: field(word, 32, 16),
    decimals: Number(field(word, 48, 8)),
    active: flag(word, 56),
    frozen: flag(word, 57),
    borrowingEnabled: flag(word, 58),
    paused: flag(word, 60),
    borrowableInIsolation: flag(word, 61),
    siloedBorrowing: flag(word, 62),
    reserveFactorBps: field(word, 64, 16),
    borrowCap: field(word, 80, 36),
    supplyCap: field(word, 116, 36),
    eModeCategory: Number(field(word, 168, 8)),
    debtCeiling: field(word, 212, 40),
  }
}
