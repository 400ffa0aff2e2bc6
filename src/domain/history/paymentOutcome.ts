/**
 * How a payment that was sped up or cancelled turned out: its speed-up was mined (`spedUp`), its cancel was
 * (`cancelled`), or a version sent before the newest was mined first and the later replacement was not used
 * (`originalFirst` when that was the original, `earlierFirst` when an earlier speed-up).
 */
export type PaymentOutcome = 'spedUp' | 'cancelled' | 'originalFirst' | 'earlierFirst'
