import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { type Hex, hexToBytes, serializeTransaction, type TransactionSerializable } from 'viem'
import { UnsupportedChainError } from '../../domain/errors'
import type { UnsignedTransaction } from '../vaultApi'
import { toHex } from './bytes'

/** The four networks the wallet signs for: Ethereum, Polygon, Arbitrum One, Optimism. */
export const SUPPORTED_CHAIN_IDS: readonly number[] = [1, 137, 42161, 10]

/**
 * Signs an EIP-1559 transaction (or a legacy EIP-155 one when only `gasPrice` is given) and returns the
 * raw serialized transaction, ready for `eth_sendRawTransaction`.
 */
export function signTransaction(privateKey: Uint8Array, tx: UnsignedTransaction): Hex {
  if (!SUPPORTED_CHAIN_IDS.includes(tx.chainId)) {
    throw new UnsupportedChainError({ details: `chain id ${tx.chainId}` })
  }
  const base = { chainId: tx.chainId, to: tx.to, value: tx.value, nonce: tx.nonce, gas: tx.gas }
  const withData = tx.data === undefined ? base : { ...base, data: tx.data }
  const unsigned: TransactionSerializable =
    tx.maxFeePerGas === undefined && tx.gasPrice !== undefined
      ? { ...withData, type: 'legacy', gasPrice: tx.gasPrice }
      : {
          ...withData,
          type: 'eip1559',
          maxFeePerGas: tx.maxFeePerGas ?? 0n,
          maxPriorityFeePerGas: tx.maxPriorityFeePerGas ?? 0n,
        }
  const hash = keccak_256(hexToBytes(serializeTransaction(unsigned)))
  const sig = secp256k1.Signature.fromBytes(
    secp256k1.sign(hash, privateKey, { prehash: false, format: 'recovered' }),
    'recovered',
  )
  const recovery = sig.recovery ?? 0
  const r = toHex(numberToBytes32(sig.r))
  const s = toHex(numberToBytes32(sig.s))
  const v = unsigned.type === 'legacy' ? BigInt(tx.chainId * 2 + 35 + recovery) : BigInt(27 + recovery)
  return serializeTransaction(unsigned, { r, s, v, yParity: recovery })
}

function numberToBytes32(n: bigint): Uint8Array {
  const out = new Uint8Array(32)
  let x = n
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(x & 0xffn)
    x >>= 8n
  }
  return out
}
