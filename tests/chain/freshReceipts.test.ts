import { createPublicClient, custom, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { freshReceipts } from '../../src/chain/freshReceipts'

const hash = `0x${'ab'.repeat(32)}` as Hex
const sender = `0x${'11'.repeat(20)}`

/**
 * A node that mines the transaction while the wait's receipt request for the block before is still being
 * answered — the order that left a devnet test waiting for ever: the request left before block 2 existed, so
 * its answer is "no receipt", and no block comes after 2.
 */
function racingNode() {
  let block = 1n
  let mined = false
  let receiptRequests = 0
  let pollsSinceMined = 0
  let releaseHeld: (() => void) | undefined
  const receipt = {
    transactionHash: hash,
    transactionIndex: '0x0',
    blockHash: `0x${'cd'.repeat(32)}`,
    blockNumber: '0x2',
    from: sender,
    to: sender,
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: '0x1',
    contractAddress: null,
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    status: '0x1',
    type: '0x2',
  }
  const pending = {
    hash,
    from: sender,
    to: sender,
    nonce: '0x0',
    value: '0x0',
    input: '0x',
    gas: '0x5208',
    maxFeePerGas: '0x2',
    maxPriorityFeePerGas: '0x1',
    type: '0x2',
    chainId: '0x1',
    blockHash: null,
    blockNumber: null,
    transactionIndex: null,
    v: '0x0',
    r: '0x1',
    s: '0x1',
    yParity: '0x0',
    accessList: [],
  }
  const request = async ({ method }: { method: string; params?: unknown }): Promise<unknown> => {
    switch (method) {
      case 'eth_chainId':
        return '0x1'
      case 'eth_blockNumber':
        if (mined && ++pollsSinceMined === 2) releaseHeld?.()
        return `0x${block.toString(16)}`
      case 'eth_getTransactionByHash':
        return mined
          ? { ...pending, blockNumber: '0x2', blockHash: receipt.blockHash, transactionIndex: '0x0' }
          : pending
      case 'eth_getBlockByNumber':
        return {
          number: `0x${block.toString(16)}`,
          hash: `0x${'ee'.repeat(32)}`,
          parentHash: `0x${'ff'.repeat(32)}`,
          timestamp: '0x1',
          transactions: [],
          gasLimit: '0x1',
          gasUsed: '0x0',
          baseFeePerGas: '0x1',
          miner: sender,
          extraData: '0x',
          logsBloom: receipt.logsBloom,
          difficulty: '0x0',
          nonce: '0x0000000000000000',
          sha3Uncles: `0x${'00'.repeat(32)}`,
          size: '0x1',
          stateRoot: `0x${'00'.repeat(32)}`,
          receiptsRoot: `0x${'00'.repeat(32)}`,
          transactionsRoot: `0x${'00'.repeat(32)}`,
          mixHash: `0x${'00'.repeat(32)}`,
          uncles: [],
        }
      case 'eth_getTransactionReceipt': {
        receiptRequests++
        // The wait's first look, before anything is mined: nothing yet.
        if (receiptRequests === 1) return null
        // Its look for block 1: the node takes it in, then mines block 2 before answering, and the answer
        // ("no receipt") leaves only once the wait has seen block 2 and had the chance to ask again.
        if (receiptRequests === 2) {
          block = 2n
          mined = true
          await new Promise<void>((resolve) => {
            releaseHeld = resolve
          })
          return null
        }
        return receipt
      }
      default:
        throw new Error(`unexpected ${method}`)
    }
  }
  return { request, receiptRequests: () => receiptRequests }
}

describe('a receipt wait that always sees its block', () => {
  it('asks for the receipt again once the block holding the transaction shows, while the earlier look is still out', async () => {
    const node = racingNode()
    const client = createPublicClient({ transport: freshReceipts(custom(node)), pollingInterval: 5 })
    const got = await client.waitForTransactionReceipt({ hash, timeout: 20_000 })
    expect(got).toMatchObject({ transactionHash: hash, blockNumber: 2n, status: 'success' })
    // the first look, the held one, and the look for block 2 of its own
    expect(node.receiptRequests()).toBe(3)
  })

  it('shares nothing else: identical reads in flight at once still go to the node as one request', async () => {
    let calls = 0
    const client = createPublicClient({
      transport: freshReceipts(
        custom({
          request: async ({ method }: { method: string }) => {
            if (method !== 'eth_getTransactionByHash') throw new Error(`unexpected ${method}`)
            calls++
            return null
          },
        }),
      ),
    })
    await Promise.all(
      [client.getTransaction({ hash }), client.getTransaction({ hash })].map((p) => p.catch(() => 0)),
    )
    expect(calls).toBe(1)
  })
})
