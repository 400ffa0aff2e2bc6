import { expect, test } from '@playwright/test'
import { parseAbi } from 'viem'
import { setProtocolFaults } from '../../devnet/index.mjs'
import { type DevnetManifest, devnetProfile } from '../../src/chain/devnetProfile'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { VaultsPage } from './pages/VaultsPage'
import { chainOf, manifest, rpc } from './support/wallet'

const vpAbi = parseAbi(['function get_virtual_price() view returns (uint256)'])
const poolAbi = parseAbi([
  'function rewardRate() view returns (uint256)',
  'function periodFinish() view returns (uint256)',
])

test('Convex’s card says its rate is the Curve pool’s base plus CRV and CVX rewards, in both languages', async ({
  page,
}) => {
  const profile = devnetProfile(manifest() as unknown as DevnetManifest)
  const chain = rpc(1)
  const wallet = freshWallet()
  await fundExactly(wallet.address, { ETH: 10n ** 18n })
  await openWithWallet(page, wallet, '/inflation')
  const vaults = new VaultsPage(page)
  await expect(vaults.title()).toHaveText('Bóvedas contra la inflación')
  // A share price sampled on this device a day ago (the 3pool's virtual price 0.01 % lower): the base rate
  // comes from its growth, and the card adds the rewards to it.
  const [vp, block] = await Promise.all([
    chain.readContract({ address: profile.vaults.curve3pool, abi: vpAbi, functionName: 'get_virtual_price' }),
    chain.getBlock(),
  ])
  const sample = { at: Number(block.timestamp) - 86_400, price: String((vp * 9_999n) / 10_000n) }
  await page.evaluate(
    (stored) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onupgradeneeded = () => open.result.createObjectStore('keyval')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite')
          tx.objectStore('keyval').put(stored, 'billetera:vault-share-samples:v1')
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
    { convex: [sample] },
  )
  // Opened again (a reload locks the wallet): the page's first read now has the sample.
  await openWithWallet(page, wallet, '/inflation')
  await vaults.chooseRisk('high')
  const parts = page.getByTestId('apy-parts-convex')
  await expect(parts).toHaveText(
    /^Suma \d+,\d\d\s?% del pool de Curve más premios de \d+,\d\d\s?% en CRV y \d+,\d\d\s?% en CVX \(se pagan en esos tokens, al retirar\)$/,
  )
  await vaults.spanish().uncheck()
  await expect(parts).toHaveText(
    /^Made of \d+\.\d\d\s?% from the Curve pool plus rewards of \d+\.\d\d\s?% in CRV and \d+\.\d\d\s?% in CVX \(paid in those tokens, on withdrawal\)$/,
  )

  // A reward period nobody topped up: the card says the rate is the pool's alone (the period is put back after).
  const rewardPool = profile.vaults.convexRewardPool
  const [rate, finish] = await Promise.all([
    chain.readContract({ address: rewardPool, abi: poolAbi, functionName: 'rewardRate' }),
    chain.readContract({ address: rewardPool, abi: poolAbi, functionName: 'periodFinish' }),
  ])
  const c1 = chainOf(1) as unknown as Parameters<typeof setProtocolFaults>[0]
  try {
    await setProtocolFaults(c1, { convex: { rewards: { rate, periodFinish: block.timestamp - 1n } } })
    await openWithWallet(page, wallet, '/inflation')
    await vaults.chooseRisk('high')
    await expect(parts).toHaveText(
      'The CRV and CVX reward period has ended: the rate is the Curve pool’s alone',
    )
  } finally {
    await setProtocolFaults(c1, { convex: { rewards: { rate, periodFinish: finish } } })
  }
})
