import { expect, test } from '@playwright/test'
import { createWalletClient, http, parseAbi } from 'viem'
import { DEVNET_OWNER } from '../../devnet/index.mjs'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { chainOf, rpc } from './support/wallet'

type Hex = `0x${string}`
const feedAbi = parseAbi(['function setUpdatedAt(uint256 updatedAt)'])

/** Stops (or, with 0, restarts) the e2e devnet's ETH / USD feed as its owner does: its answer made at `at`. */
async function stopEthFeed(at: bigint) {
  const chain = chainOf(1) as ReturnType<typeof chainOf> & { priceFeeds: { ETH: Hex } }
  const client = rpc(1)
  const request = client.request as (a: { method: string; params: unknown[] }) => Promise<unknown>
  await request({ method: 'anvil_impersonateAccount', params: [DEVNET_OWNER] })
  try {
    const owner = createWalletClient({ account: DEVNET_OWNER as Hex, transport: http(chain.rpcUrl) })
    const hash = await owner.writeContract({
      chain: null,
      address: chain.priceFeeds.ETH,
      abi: feedAbi,
      functionName: 'setUpdatedAt',
      args: [at],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('setUpdatedAt reverted')
  } finally {
    await request({ method: 'anvil_stopImpersonatingAccount', params: [DEVNET_OWNER] })
  }
}

for (const [language, said] of [
  [
    'es',
    'Sin precio al día de ETH, WETH: su oráculo no publica desde hace 2 h. Se muestra el valor de referencia fijo.',
  ],
  [
    'en',
    'No current price for ETH, WETH: its feed has not published for 2 h. The fixed reference value is shown.',
  ],
] as const) {
  test(`${language}: home says a feed older than its heartbeat is not live, and how old it is`, async ({
    page,
  }) => {
    const block = await rpc(1).getBlock()
    // Two hours and a minute before the chain's time: stopped (ETH's heartbeat is an hour), said as "2 h".
    await stopEthFeed(block.timestamp - 2n * 3_600n - 60n)
    try {
      const wallet = freshWallet()
      await fundExactly(wallet.address, { ETH: 10n ** 18n })
      if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
      await openWithWallet(page, wallet, '/home')
      await expect(page.getByTestId('price-stale')).toHaveText(said)
    } finally {
      await stopEthFeed(0n)
    }
  })
}
