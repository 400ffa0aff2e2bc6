/**
 * The bounds the app writes into protocol calls and the key worker holds them to (issue 42): the app builds
 * with exactly these, the review states them, and the worker refuses anything looser.
 */

/** Yearn v3 withdraw/redeem `max_loss`, in basis points: 1 = 0.01 %. The vault's own defaults (0 for withdraw,
 * 10 000 for redeem) are never left to apply: every call names it. */
export const YEARN_MAX_LOSS_BPS = 1n

/** What a Curve 3pool quote (`calc_token_amount`, `calc_withdraw_one_coin`) may lose by the time the call lands,
 * in basis points: 50 = 0.5 %. */
export const CURVE_SLIPPAGE_BPS = 50n

/** Basis points in a whole. */
export const MAX_BPS = 10_000n
