import { expect, type Page, test } from '@playwright/test'
import { erc20Abi } from 'viem'
import { type DevnetManifest, devnetProfile } from '../../src/chain/devnetProfile'
import { catalogueContracts } from '../../src/domain/catalogue/contracts'
import { foreignWords } from '../language/telltales'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { VaultsPage } from './pages/VaultsPage'
import { setReserveFrozen } from './support/aave'
import { chainOf, manifest, rpc } from './support/wallet'

/**
 * Issue 42, from the screen: on a node without eth_simulateV1 the review says the approval goes first and comes
 * back to 0 if the deposit would then fail; a reserve frozen after the review leaves the deposit unsent, the
 * allowance at 0, and the person reads so in plain words.
 */
const usdc = (n: number) => BigInt(n) * 1_000_000n

/** The page's Ethereum node answers eth_simulateV1 as a node that lacks it does; everything else as before. */
async function withoutSimulateV1(page: Page) {
  const port = new URL(chainOf(1).rpcUrl).port
  await page.route(
    (url) => url.hostname === '127.0.0.1' && url.port === port,
    async (route) => {
      const body = route.request().postDataJSON() as { id?: unknown; method?: unknown } | null
      if (body?.method !== 'eth_simulateV1') return route.continue()
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: body.id,
          error: { code: -32601, message: 'the method eth_simulateV1 does not exist/is not available' },
        }),
      })
    },
  )
}

for (const [language, deposit, note, failure] of [
  [
    'es',
    /^Depositar$/,
    /Si la operación fallara después de la aprobación, la aprobación vuelve a 0/,
    /^Depositar: no se envió\. Después de la aprobación, la operación habría fallado \(.+\)\. La aprobación volvió a 0, como decía la revisión: no queda ningún permiso abierto\. Pagaste las comisiones de red de la aprobación y de volverla a 0: 0,\d+ ETH\.$/,
  ],
  [
    'en',
    /^Deposit$/,
    /If the operation failed after the approval, the approval goes back to 0/,
    /^Supply: not sent\. After the approval, the operation would have failed \(.+\)\. The approval was set back to 0, as the review said: nothing stays allowed\. You paid the network fees of the approval and of setting it back to 0: 0\.\d+ ETH\.$/,
  ],
] as const) {
  test(`without eth_simulateV1, a deposit frozen after the review is not sent and its approval goes back to 0 (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const profile = devnetProfile(manifest() as unknown as DevnetManifest)
    const token = profile.networks.ethereum.tokenAddresses.USDC as `0x${string}`
    const pool = catalogueContracts.aavePool.address
    const wallet = freshWallet()
    const read = (functionName: 'balanceOf' | 'allowance', args: readonly `0x${string}`[]) =>
      rpc(1).readContract({ address: token, abi: erc20Abi, functionName, args: args as never })
    await fundExactly(wallet.address, { ETH: 10n ** 18n, USDC: usdc(1000) })
    const nonce = await rpc(1).getTransactionCount({ address: wallet.address })
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
    await withoutSimulateV1(page)
    await openWithWallet(page, wallet, '/inflation')
    const vaults = new VaultsPage(page)
    await expect(page.getByTestId('apy-aave')).toHaveText(/\d/)
    await vaults.action('aave', deposit).click()
    await expect(vaults.available()).toContainText(/1[.,]?000[.,]0+\s*USDC/)
    await vaults.amount().fill('100')
    await vaults.submit().click()
    await expect(vaults.reviewSteps()).toHaveCount(2)
    // The review says beforehand what happens if the deposit would fail once the approval is mined.
    await expect(vaults.review().getByTestId('review-stepwise-note')).toHaveText(note)
    await setReserveFrozen('USDC', true)
    try {
      await vaults.pressConfirm()
      await expect(vaults.error()).toHaveText(failure, { timeout: 30_000 })
      await expect(vaults.success()).toHaveCount(0)
      expect(foreignWords((await vaults.error().textContent()) ?? '', language)).toEqual([])
      // On chain: the approve and its reset, nothing else; the USDC stayed, nothing is allowed.
      expect(await rpc(1).getTransactionCount({ address: wallet.address })).toBe(nonce + 2)
      expect(await read('allowance', [wallet.address, pool])).toBe(0n)
      expect(await read('balanceOf', [wallet.address])).toBe(usdc(1000))
    } finally {
      await setReserveFrozen('USDC', false)
    }
  })
}

test('without eth_simulateV1, a deposit goes through step by step and leaves no allowance', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const profile = devnetProfile(manifest() as unknown as DevnetManifest)
  const token = profile.networks.ethereum.tokenAddresses.USDC as `0x${string}`
  const pool = catalogueContracts.aavePool.address
  const wallet = freshWallet()
  await fundExactly(wallet.address, { ETH: 10n ** 18n, USDC: usdc(1000) })
  await withoutSimulateV1(page)
  await openWithWallet(page, wallet, '/inflation')
  const vaults = new VaultsPage(page)
  await expect(page.getByTestId('apy-aave')).toHaveText(/\d/)
  await vaults.start('aave', /^Depositar$/, '100')
  await expect(vaults.review().getByTestId('review-stepwise-note')).toBeVisible()
  await vaults.pressConfirm()
  await expect(vaults.success().getByRole('status')).toHaveText('Depositaste 100 USDC en Aave v3.', {
    timeout: 30_000,
  })
  expect(
    await rpc(1).readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.address, pool],
    }),
  ).toBe(0n)
  expect(
    await rpc(1).readContract({
      address: profile.vaults.aTokens.USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.address],
    }),
  ).toBeGreaterThanOrEqual(usdc(100) - 1n)
})
