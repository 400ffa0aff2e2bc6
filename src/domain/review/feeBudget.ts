/**
 * The most the key worker signs in network fees without the password over 24 h, in USD, per open tab, counted
 * at their worst (every gas limit used up at the max fee per gas) and at the reference price of the network's
 * coin. Daily use stays far below it: with Ethereum's base fee at 2 gwei a send's ceiling is under US$ 1 and a
 * four-step Convex deposit's (about 840 000 gas) about US$ 13; at 20 gwei, US$ 3–8 and about US$ 100. On
 * Polygon, Arbitrum and Optimism ceilings are cents. Without it, a script on the page could have plans signed
 * whose gas burns the wallet's ETH (one 16.7 M gas step at 1 000 gwei is 16.7 ETH) while every transfer in
 * them is worth nothing. The review names it when it asks for the password.
 */
export const FEE_BUDGET_USD = 150
