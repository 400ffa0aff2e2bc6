import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import type { Hex } from 'viem'
import { UnsupportedChainError } from '../../domain/errors'
import type { UnsignedTransaction } from '../vaultApi'
import { fromHex, toHex } from './bytes'
import { concat, integerBytes, type RlpItem, rlpEncode } from './rlp'

/** The four networks the wallet signs for: Ethereum, Polygon, Arbitrum One, Optimism. */
export const SUPPORTED_CHAIN_IDS: readonly number[] = [1, 137, 42161, 10]

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const DATA = /^0x(?:[0-9a-fA-F]{2})*$/

type Fields = { legacy: boolean; items: RlpItem[]; chainId: number }

/** The transaction's fields in signing order: EIP-1559 (type 2) or legacy with EIP-155 replay protection. */
function fields(tx: UnsignedTransaction): Fields {
  if (!ADDRESS.test(tx.to)) throw new TypeError('to must be a 20-byte hex address')
  const data = tx.data ?? '0x'
  if (!DATA.test(data)) throw new TypeError('data must be hex bytes')
  const common = [integerBytes(tx.gas), fromHex(tx.to), integerBytes(tx.value), fromHex(data)]
  if (tx.maxFeePerGas === undefined && tx.gasPrice !== undefined) {
    return {
      legacy: true,
      chainId: tx.chainId,
      items: [integerBytes(tx.nonce), integerBytes(tx.gasPrice), ...common],
    }
  }
  const maxFeePerGas = tx.maxFeePerGas ?? 0n
  const maxPriorityFeePerGas = tx.maxPriorityFeePerGas ?? 0n
  if (maxPriorityFeePerGas > maxFeePerGas) throw new RangeError('maxPriorityFeePerGas exceeds maxFeePerGas')
  const head = [integerBytes(tx.chainId), integerBytes(tx.nonce), integerBytes(maxPriorityFeePerGas)]
  // The empty list is the access list.
  return { legacy: false, chainId: tx.chainId, items: [...head, integerBytes(maxFeePerGas), ...common, []] }
}

const TYPE_2 = Uint8Array.of(2)

/**
 * Signs an EIP-1559 transaction (or a legacy EIP-155 one when only `gasPrice` is given) and returns the
 * raw serialized transaction, ready for `eth_sendRawTransaction`. One secp256k1 and one keccak (the
 * noble ones @scure brings) do all the work, so the worker ships a single copy of the curve code.
 */
export function signTransaction(privateKey: Uint8Array, tx: UnsignedTransaction): Hex {
  if (!SUPPORTED_CHAIN_IDS.includes(tx.chainId)) {
    throw new UnsupportedChainError({ details: `chain id ${tx.chainId}` })
  }
  const { legacy, items, chainId } = fields(tx)
  const unsigned = legacy
    ? rlpEncode([...items, integerBytes(chainId), new Uint8Array(), new Uint8Array()])
    : concat([TYPE_2, rlpEncode(items)])
  const sig = secp256k1.Signature.fromBytes(
    secp256k1.sign(keccak_256(unsigned), privateKey, { prehash: false, format: 'recovered' }),
    'recovered',
  )
  const recovery = sig.recovery ?? 0
  const rs = [integerBytes(sig.r), integerBytes(sig.s)]
  const signed = legacy
    ? rlpEncode([...items, integerBytes(chainId * 2 + 35 + recovery), ...rs])
    : concat([TYPE_2, rlpEncode([...items, integerBytes(recovery), ...rs])])
  return toHex(signed)
}
