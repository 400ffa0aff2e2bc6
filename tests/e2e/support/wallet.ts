import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http } from 'viem'
import { fund } from '../../../devnet/index.mjs'
import { freshReceipts } from '../../../src/chain/freshReceipts'
import { openOrigin, storeLockedWallet, testAddress, testPassword } from '../fixtures/storedWallet'
import { e2eManifestPath } from '../globalSetup'
import { UnlockPage } from '../pages/UnlockPage'

type Chain = { chainId: number; rpcUrl: string; tokens: Record<string, `0x${string}`> }
/** The running e2e devnet's manifest. */
export const manifest = () =>
  JSON.parse(readFileSync(e2eManifestPath, 'utf8')) as { chains: Record<string, Chain> }
export const chainOf = (chainId: number) => manifest().chains[String(chainId)] as Chain

/** A read client for a devnet chain, straight over RPC (not through the app); its receipt waits end (freshReceipts). */
export const rpc = (chainId: number) =>
  createPublicClient({ transport: freshReceipts(http(chainOf(chainId).rpcUrl)) })

/** ERC-20 balance of `owner` at the `token` address (in `blockNumber`, else the latest), read over RPC. */
export const tokenBalance = (
  chainId: number,
  token: `0x${string}`,
  owner: `0x${string}`,
  blockNumber?: bigint,
) =>
  rpc(chainId).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
    blockNumber,
  })

/** Native coin (no symbol) or token balance of `owner`, read over RPC. */
export async function balanceOf(chainId: number, owner: `0x${string}`, symbol?: string) {
  if (!symbol) return rpc(chainId).getBalance({ address: owner })
  return tokenBalance(chainId, chainOf(chainId).tokens[symbol] as `0x${string}`, owner)
}

/** A fresh random address nobody has touched. */
export const freshAddress = () =>
  `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('hex')}` as `0x${string}`

/** Funds the test wallet on the devnet, stores it sealed, unlocks it and lands on /home. */
export async function openFundedHome(page: Page) {
  await fund(manifest() as never, testAddress)
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/home')
  await new UnlockPage(page).unlock(testPassword)
  await page.waitForURL(/\/home$/)
}

/** Opens /home in a page whose tab has not unlocked yet (a reload or a new tab) and unlocks it. */
export async function unlockHome(page: Page) {
  await page.goto('/home')
  await page.waitForURL(/\/unlock/)
  await new UnlockPage(page).unlock(testPassword)
  await page.waitForURL(/\/home$/)
}
