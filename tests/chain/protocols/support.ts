import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  type TransactionReceipt,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect } from 'vitest'
import { createNetworkClient, toViemChain } from '../../../src/chain/clients'
import { freshReceipts } from '../../../src/chain/freshReceipts'
import { executePlan, FeeAboveCeilingError, simulatePlan } from '../../../src/chain/pipeline'
import type { Plan } from '../../../src/chain/pipeline/types'
import type { ChainProfile } from '../../../src/chain/profile'
import type { TokenKey } from '../../../src/domain/catalogue/tokens'
import {
  createSigningPolicy,
  extrasFromManifest,
  type SigningPolicy,
} from '../../../src/workers/vault/signingPolicy'
import type { UnsignedTransaction } from '../../../src/workers/vaultApi'
import { erc20 } from '../helpers/abis'
import { type DevnetClient, deal, manifest } from '../helpers/devnet'
import { type Loopback, startRpcEndpoint } from '../support/loopback'
import { testProfile } from '../support/manifest'
import { reviewedSigner } from '../support/worker'

/** The devnet profile and a plain read client over chain 1, as the app builds them. */
export function appSide(): { profile: ChainProfile; reader: PublicClient } {
  const profile = testProfile({}, 5_000)
  const reader = createPublicClient({
    chain: toViemChain('ethereum', profile),
    transport: freshReceipts(http(profile.networks.ethereum.rpcUrls[0])),
    pollingInterval: 20,
  }) as PublicClient
  return { profile, reader }
}

/** A local key and its address: what the wallet's worker holds, outside the browser. */
export type Wallet = { key: Hex; address: Address }

/** A fresh local key with gas (100 ETH unless told). */
export async function newWallet(client: DevnetClient, eth = parseEther('100')): Promise<Wallet> {
  const key = generatePrivateKey()
  const { address } = privateKeyToAccount(key)
  await client.setBalance({ address, value: eth })
  return { key, address }
}

/**
 * The start of a wallet-path test: the app's profile and reader, a fresh wallet with 100 ETH of gas (`w`, at
 * `me`), and `amount` of the catalogue token `tokenKey` (at `token`) dealt to it.
 */
export async function fundedWallet(client: DevnetClient, tokenKey: TokenKey, amount: bigint) {
  const { profile, reader } = appSide()
  const w = await newWallet(client)
  const token = profile.networks.ethereum.tokenAddresses[tokenKey]!
  await deal(client, token, w.address, amount)
  return { profile, reader, w, me: w.address, token }
}

/**
 * A read client over chain 1 through a loopback endpoint that counts its HTTP requests, one endpoint a call.
 * Call at the top of a test file: the endpoints close after its last test.
 */
export function countingReaders() {
  const endpoints: Loopback[] = []
  afterAll(async () => {
    await Promise.all(endpoints.map((p) => p.close()))
  })
  return async (profile: ChainProfile): Promise<{ counted: PublicClient; endpoint: Loopback }> => {
    const endpoint = await startRpcEndpoint({
      kind: 'forward',
      target: profile.networks.ethereum.rpcUrls[0]!,
    })
    endpoints.push(endpoint)
    const counted = createPublicClient({
      chain: toViemChain('ethereum', profile),
      transport: freshReceipts(http(endpoint.url)),
    }) as PublicClient
    return { counted, endpoint }
  }
}

/** The worker's allow-list as the devnet build has it: the catalogue plus the manifest's own addresses. */
export function walletPolicy(): SigningPolicy {
  return createSigningPolicy(extrasFromManifest(manifest()))
}

/**
 * The worker's review and signature for this wallet's key (support/worker.ts): refuses (throws) at review
 * what the worker refuses, then signs the reviewed plan. Every transaction it signs is pushed to `signed`.
 */
export function workerSigner(wallet: Wallet, signed?: UnsignedTransaction[]) {
  return reviewedSigner(wallet.key, signed)
}

/**
 * The wallet's path for a plan: `simulatePlan`, then `executePlan` signing each call with the worker's signer
 * behind its allow-list. Fails the test unless every step was sent to the planned contract and mined
 * successfully; returns the receipts in step order.
 */
export async function runPlan(
  client: DevnetClient,
  wallet: Wallet,
  plan: Plan,
): Promise<TransactionReceipt[]> {
  expect(plan.from).toBe(wallet.address)
  const eth = createNetworkClient('ethereum', testProfile())
  const signed: UnsignedTransaction[] = []
  // Only the review that went through counts: one the fee refused before anything left signed a first time.
  const hashes = await reviewAndExecute(eth, plan, workerSigner(wallet, signed), () => {
    signed.length = 0
  })
  expect(hashes).toHaveLength(plan.calls.length)
  expect(signed.map((tx) => tx.to)).toEqual(plan.calls.map((c) => c.to))
  const receipts: TransactionReceipt[] = []
  for (const [i, hash] of hashes.entries()) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    expect(receipt.status, `step ${i + 1} (${plan.calls[i]?.step}) mined`).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    receipts.push(receipt)
  }
  return receipts
}

/**
 * Runs a deposit plan that must approve exactly `amount` of `token` to `to`, then call `step` there with it:
 * checks the two steps, the allowance at `amount` in the approve's block and back at 0 in the deposit's.
 * Returns the deposit's block.
 */
export async function runExactDeposit(
  client: DevnetClient,
  wallet: Wallet,
  plan: Plan,
  { token, to, step, amount }: { token: Address; to: Address; step: string; amount: bigint },
): Promise<bigint> {
  expect(plan.calls.map((c) => [c.step, c.to, c.amount])).toEqual([
    ['approve', token, amount],
    [step, to, amount],
  ])
  const [approved, deposited] = await runPlan(client, wallet, plan)
  expect(await allowanceOf(client, token, wallet.address, to, approved!.blockNumber)).toBe(amount)
  const at = deposited!.blockNumber
  expect(await allowanceOf(client, token, wallet.address, to, at)).toBe(0n)
  return at
}

/**
 * Reviews and executes `plan` as the person would: simulate, the worker reviews and signs, broadcast. When the
 * base fee climbed past the reviewed ceiling (the devnet's fee keeper can move it between the simulation and the
 * send; a node can always refuse a fee that was right a block ago), the person would review the new figure
 * again: so does this, up to three times, calling
 * `onReview` before each review (what the earlier one signed was never broadcast from that step on).
 */
export async function reviewAndExecute(
  eth: ReturnType<typeof createNetworkClient>,
  plan: Plan,
  sign: ReturnType<typeof workerSigner>,
  onReview: () => void = () => {},
): Promise<Hex[]> {
  for (let review = 1; ; review++) {
    onReview()
    const simulated = await simulatePlan(eth, plan)
    try {
      return await executePlan(eth, simulated, { sign: sign(simulated), waitForLast: true })
    } catch (error) {
      if (!(error instanceof FeeAboveCeilingError) || review === 3) throw error
    }
  }
}

/** ERC-20 balance, optionally at a block. */
export function balanceOf(client: DevnetClient, token: Address, who: Address, blockNumber?: bigint) {
  return client.readContract({
    address: token,
    abi: erc20,
    functionName: 'balanceOf',
    args: [who],
    ...(blockNumber === undefined ? {} : { blockNumber }),
  })
}

/** ERC-20 allowance, optionally at a block. */
export function allowanceOf(
  client: DevnetClient,
  token: Address,
  owner: Address,
  spender: Address,
  blockNumber?: bigint,
) {
  return client.readContract({
    address: token,
    abi: erc20,
    functionName: 'allowance',
    args: [owner, spender],
    ...(blockNumber === undefined ? {} : { blockNumber }),
  })
}

/**
 * Grants an allowance outside the wallet (a dapp the user once used), by impersonating the wallet's address:
 * setup for the reset-to-0 and revoke paths, not the path under test.
 */
export async function grantElsewhere(
  client: DevnetClient,
  owner: Address,
  token: Address,
  spender: Address,
  amount: bigint,
) {
  await client.impersonateAccount({ address: owner })
  const hash = await client.writeContract({
    account: owner,
    chain: client.chain,
    address: token,
    abi: erc20,
    functionName: 'approve',
    args: [spender, amount],
    maxFeePerGas: 200_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
  await client.stopImpersonatingAccount({ address: owner })
  expect(receipt.status).toBe('success')
}
