/**
 * Fee caps for test transactions: far above any devnet base fee (≤ 30 gwei). The devnet's fee keeper re-sets
 * the base fee between blocks, so a fee estimated from a block mined in a burst (evm_mine, after a revert)
 * could sit below the next block's, and the transaction would wait in the pool for ever.
 */
export const testFees = { maxFeePerGas: 200_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n } as const
