import { expect, test } from '@playwright/test'
import { parseEther, parseUnits } from 'viem'
import { setAaveFaults } from '../../devnet/aaveFaults.mjs'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { VaultsPage } from './pages/VaultsPage'
import { chainOf } from './support/wallet'

const frozen = 'Aave congeló USDC: por ahora no toma depósitos. Podés retirar.'

test('a frozen Aave USDC reserve is said on the Aave card and its form before anything is typed (es)', async ({
  page,
}) => {
  const chain = chainOf(1) as Parameters<typeof setAaveFaults>[0]
  await setAaveFaults(chain, { USDC: { frozen: true } })
  try {
    const wallet = freshWallet()
    await fundExactly(wallet.address, { ETH: parseEther('1'), USDC: parseUnits('100', 6) })
    await openWithWallet(page, wallet, '/inflation')
    const vaults = new VaultsPage(page)
    await expect(vaults.card('aave').getByTestId('vault-limit-aave')).toHaveText(frozen)
    await vaults.action('aave', /^Depositar$/).click()
    await expect(vaults.asset()).toHaveValue('USDC')
    await expect(vaults.notice()).toHaveText(frozen)
    await vaults.amount().fill('10')
    await expect(vaults.submit()).toBeDisabled()
    // DAI still takes deposits: the notice goes.
    await vaults.asset().selectOption('DAI')
    await expect(vaults.notice()).toHaveCount(0)
  } finally {
    await setAaveFaults(chain, { USDC: { frozen: false } })
  }
})
