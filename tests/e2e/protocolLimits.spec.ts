import { expect, type Page, test } from '@playwright/test'
import { erc20Abi, erc4626Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { setProtocolFaults } from '../../devnet/index.mjs'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { VaultsPage } from './pages/VaultsPage'
import { sendAs } from './support/positions'
import { chainOf, rpc, tokenBalance } from './support/wallet'

type Hex = `0x${string}`
type Ethereum = {
  tokens: Record<'USDC', Hex>
  contracts: { yearnUsdcVault: Hex; comet: Hex; curve3crv: Hex }
}
const ethereum = () => chainOf(1) as unknown as Ethereum
/** The e2e devnet's Ethereum as setProtocolFaults takes it. */
const devnetChain = () => chainOf(1) as unknown as Parameters<typeof setProtocolFaults>[0]

async function openAs(page: Page, wallet: ReturnType<typeof freshWallet>, language: 'es' | 'en') {
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await openWithWallet(page, wallet, '/inflation')
  const vaults = new VaultsPage(page)
  // Yearn sits among the medium-risk cards: Alta shows every card.
  await vaults.chooseRisk('high')
  return vaults
}

test.describe('Protocols that lose, pause or fill up, said in plain words (issue 42)', () => {
  test('a Yearn withdraw-all states its 0.01 % max loss in the review and the worker signs it (es)', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { tokens, contracts } = ethereum()
    const wallet = freshWallet()
    const hundred = parseUnits('100', 6)
    await fundExactly(wallet.address, { ETH: parseEther('1'), USDC: hundred })
    await sendAs(wallet, [
      {
        address: tokens.USDC,
        abi: erc20Abi,
        functionName: 'approve',
        args: [contracts.yearnUsdcVault, hundred],
      },
      {
        address: contracts.yearnUsdcVault,
        abi: erc4626Abi,
        functionName: 'deposit',
        args: [hundred, wallet.address],
      },
    ])
    const vaults = await openAs(page, wallet, 'es')
    await expect(vaults.held('yearn')).toContainText('yvUSDC')
    await vaults.action('yearn', /^Retirar$/).click()
    await vaults.max().click()
    await vaults.submit().click()
    await expect(vaults.review().getByTestId('review-bound-maxLoss')).toHaveText(
      /^Pérdida máxima aceptada: 0,01\s?%\. Si la estrategia de Yearn pierde más, el retiro no se hace\.$/,
    )
    await vaults.pressConfirm()
    await expect(vaults.success()).toBeVisible({ timeout: 30_000 })
    expect(await tokenBalance(1, contracts.yearnUsdcVault, wallet.address)).toBe(0n)
  })

  test('a Curve deposit states its 0.5 % slippage and the worker, reading the pool itself, signs its minimum (en)', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const wallet = freshWallet()
    await fundExactly(wallet.address, { ETH: parseEther('1'), USDC: parseUnits('100', 6) })
    const vaults = await openAs(page, wallet, 'en')
    await vaults.start('curve', /^Deposit$/, '100')
    await expect(vaults.review().getByTestId('review-bound-slippage')).toHaveText(
      /^Maximum slippage: 0\.5\s?%\. If the Curve pool’s price moves more before it is confirmed, the operation does not go through\.$/,
    )
    await vaults.pressConfirm()
    await expect(vaults.success()).toBeVisible({ timeout: 30_000 })
    expect(await tokenBalance(1, ethereum().contracts.curve3crv, wallet.address)).toBeGreaterThan(0n)
  })

  test('a paused Comet and a full Yearn vault are said on their cards and forms before anything is typed (en)', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { contracts } = ethereum()
    const wallet = freshWallet()
    await fundExactly(wallet.address, { ETH: parseEther('1'), USDC: parseUnits('100', 6) })
    const total = await rpc(1).readContract({
      address: contracts.yearnUsdcVault,
      abi: erc4626Abi,
      functionName: 'totalAssets',
    })
    await setProtocolFaults(devnetChain(), { comet: { supplyPaused: true }, yearn: { depositLimit: total } })
    try {
      const vaults = await openAs(page, wallet, 'en')
      await expect(vaults.card('compound').getByTestId('vault-limit-compound')).toHaveText(
        'Compound has paused deposits in this market. You cannot deposit until it resumes them.',
      )
      await expect(vaults.card('yearn').getByTestId('vault-limit-yearn')).toHaveText(
        'The Yearn vault is full: it reached its deposit limit and takes no more today.',
      )
      await vaults.action('compound', /^Deposit$/).click()
      await expect(vaults.notice()).toHaveText(
        'Compound has paused deposits in this market. You cannot deposit until it resumes them.',
      )
      await vaults.amount().fill('10')
      await expect(vaults.submit()).toBeDisabled()
    } finally {
      // The e2e devnet is shared by the specs after this one: both switches go back.
      await setProtocolFaults(devnetChain(), {
        comet: { supplyPaused: false },
        yearn: { depositLimit: maxUint256 },
      })
    }
  })
})
