/** A 20-byte hex address. */
type Address = `0x${string}`

/** What a payment request says: who gets paid, on which chain, optionally which token and how much. */
export type PaymentRequest = {
  /** Who receives the money. */
  recipient: Address
  chainId: number
  /** ERC-20 contract for a token transfer; absent for the native coin. */
  token?: Address
  /** Base units (wei for the native coin, the token's smallest unit otherwise). */
  amount?: bigint
}

/**
 * Builds an EIP-681 URI that other wallets can scan: `ethereum:<to>@<chainId>` (with `?value=` when an
 * amount is given) for the native coin, `ethereum:<token>@<chainId>/transfer?address=<to>&uint256=<n>`
 * for a token.
 * @example buildEip681({ recipient: '0xAb…', chainId: 137 }) // 'ethereum:0xAb…@137'
 * @throws TypeError for a chain id that is not a positive integer or a negative amount.
 */
export function buildEip681(request: PaymentRequest): string {
  const { recipient, chainId, token, amount } = request
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new TypeError('chainId')
  if (amount !== undefined && amount < 0n) throw new TypeError('amount')
  if (token) {
    const query = amount === undefined ? '' : `&uint256=${amount}`
    return `ethereum:${token}@${chainId}/transfer?address=${recipient}${query}`
  }
  return `ethereum:${recipient}@${chainId}${amount === undefined ? '' : `?value=${amount}`}`
}
