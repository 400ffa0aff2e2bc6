import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  type Hex,
  type PublicClient,
  toFunctionSelector,
} from 'viem'
import type { ChainProfile } from '../../src/chain/profile'
import type { NetworkId } from '../../src/domain/catalogue/networks'
import { multicall3BlockAbi } from './abis'
import {
  addressInSlot,
  dispatcherSelectors,
  implementationSlots,
  minimalProxyTarget,
  missingSelectors,
} from './bytecode'
import { PROBE } from './commonTargets'
import { short } from './findings'
import type { Read, ReadResult, Row, Target } from './types'

/**
 * Checks one network's targets through one endpoint, in few round trips: the chain id, then every target's
 * code and proxy slots (one JSON-RPC batch), the implementations' code, then every read in one Multicall3
 * `aggregate3`, and a static call for each write selector no dispatcher pushes.
 */
export async function verifyNetwork(
  client: PublicClient,
  network: NetworkId,
  targets: Target[],
  profile: ChainProfile,
): Promise<Row[]> {
  const rows: Row[] = []
  const row = (contract: string, check: string, status: Row['status'], detail: string) =>
    rows.push({ network, contract, check, status, detail })
  const expectedChainId = profile.networks[network].chainId
  const chainId = await client.getChainId()
  if (chainId !== expectedChainId) {
    row('endpoint', 'chain id', 'fail', `the endpoint is chain ${chainId}, not ${expectedChainId}`)
    return rows
  }
  const codes = await Promise.all(targets.map((t) => client.getCode({ address: t.address })))
  const implementations = await Promise.all(
    targets.map(async (t, i) => {
      const code = codes[i]
      if (!t.writes?.length || !code || code === '0x') return null
      const clone = minimalProxyTarget(code)
      if (clone) return clone
      const words = await Promise.all(
        implementationSlots.map((slot) => client.getStorageAt({ address: t.address, slot })),
      )
      return words.map(addressInSlot).find((a): a is Address => !!a) ?? null
    }),
  )
  const implementationCodes = await Promise.all(
    implementations.map((a) => (a ? client.getCode({ address: a }) : Promise.resolve(undefined))),
  )

  const live = targets.filter((_, i) => codes[i] && codes[i] !== '0x')
  const reads: { target: Target; key: string; read: Read; optional: boolean }[] = live.flatMap((target) => [
    ...Object.entries(target.reads ?? {}).map(([key, read]) => ({ target, key, read, optional: false })),
    ...Object.entries(target.optionalReads ?? {}).map(([key, read]) => ({
      target,
      key,
      read,
      optional: true,
    })),
  ])
  const multicall = profile.networks[network].multicall3
  const multicallIndex = targets.findIndex((t) => t.address === multicall)
  const multicallCode =
    multicallIndex >= 0 ? codes[multicallIndex] : await client.getCode({ address: multicall })
  // Without Multicall3 nothing can be batched: its own row says so, and every read is reported unanswered.
  const batch =
    !multicallCode || multicallCode === '0x'
      ? []
      : await client.multicall({
          multicallAddress: multicall,
          allowFailure: true,
          batchSize: 0,
          contracts: [
            { address: multicall, abi: multicall3BlockAbi, functionName: 'getCurrentBlockTimestamp' },
            ...reads.map(({ read }) => ({ ...read, args: read.args ?? [] })),
          ] as never,
        })
  const [clock, ...answers] = batch as {
    status: 'success' | 'failure'
    result?: unknown
    error?: Error
  }[]
  const blockTimestamp =
    clock?.status === 'success' ? (clock.result as bigint) : (await client.getBlock()).timestamp

  for (const [i, target] of targets.entries()) {
    const code = codes[i]
    if (!code || code === '0x') {
      row(target.name, 'code', 'fail', `no code at ${target.address}`)
      continue
    }
    const implementation = implementations[i]
    const implementationCode = implementationCodes[i]
    row(
      target.name,
      'code',
      'ok',
      `${(code.length - 2) / 2} bytes at ${short(target.address)}${implementation ? `, proxy of ${short(implementation)} (${implementationCode && implementationCode !== '0x' ? (implementationCode.length - 2) / 2 : 0} bytes)` : ''}`,
    )
    if (target.writes?.length) {
      const selectors = dispatcherSelectors(code)
      if (implementationCode) for (const s of dispatcherSelectors(implementationCode)) selectors.add(s)
      const notPushed = missingSelectors(selectors, target.writes)
      const silent: string[] = []
      for (const signature of notPushed)
        if (!(await answersStaticCall(client, target.address, signature))) silent.push(signature)
      row(
        target.name,
        'writes',
        silent.length ? 'fail' : 'ok',
        silent.length
          ? `not found: ${silent.join(', ')}`
          : `${target.writes.length} selector${target.writes.length > 1 ? 's' : ''} in the dispatcher${notPushed.length ? ` (${notPushed.length} by static call)` : ''}`,
      )
    }
    const own = reads.flatMap((r, j) => (r.target === target ? [{ ...r, answer: answers[j] }] : []))
    const results: Record<string, ReadResult> = {}
    for (const { key, answer } of own)
      results[key] =
        answer?.status === 'success'
          ? { ok: true, value: answer.result }
          : { ok: false, error: reason(answer?.error) }
    const required = own.filter((r) => !r.optional)
    if (required.length) {
      const failed = required.filter((r) => !results[r.key]?.ok)
      row(
        target.name,
        'reads',
        failed.length ? 'fail' : 'ok',
        failed.length
          ? `no answer: ${failed.map((r) => `${r.key} (${(results[r.key] as { error?: string }).error})`).join(', ')}`
          : `${required.length} read${required.length > 1 ? 's' : ''} answer${required.length > 1 ? '' : 's'}`,
      )
    }
    for (const finding of target.inspect?.(results, { profile, network, blockTimestamp }) ?? [])
      row(target.name, finding.check, finding.status, finding.detail)
  }
  return rows
}

/**
 * Whether a function the dispatcher does not visibly push still exists: a static call with zeroed arguments
 * that succeeds, or reverts with a reason, reached the function; an empty revert is what Solidity's and
 * Vyper's dispatchers give for an unknown selector.
 */
async function answersStaticCall(client: PublicClient, to: Address, signature: string): Promise<boolean> {
  const data = `${toFunctionSelector(signature)}${'0'.repeat(64 * 8)}` as Hex
  try {
    await client.call({ to, data, account: PROBE })
    return true
  } catch (error) {
    const revert = error instanceof BaseError ? error.walk((e) => 'data' in (e as object)) : null
    const payload = (revert as { data?: unknown } | null)?.data
    return typeof payload === 'string' ? payload !== '0x' : typeof payload === 'object' && payload !== null
  }
}

/** Why a read failed, in a few words: `reverted`, `reverted: <its reason>`, or the error's first line. */
function reason(error: Error | undefined): string {
  if (!error) return 'no result'
  const reverted =
    error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
  if (reverted instanceof ContractFunctionRevertedError)
    return reverted.reason ? `reverted: ${reverted.reason}` : 'reverted'
  const short = error instanceof BaseError ? error.shortMessage : error.message
  return short.split('\n')[0]?.slice(0, 80) ?? 'failed'
}
