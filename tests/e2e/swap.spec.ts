import { expect, test } from '@playwright/test'
import { createWalletClient, erc20Abi, http, parseAbi, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { freshWallet, fundExactly, openWithWallet } from './fixtures/homeWallet'
import { testAddress } from './fixtures/storedWallet'
import { HomePage } from './pages/HomePage'
import { SwapPage } from './pages/SwapPage'
import { WalletPage } from './pages/WalletPage'
import { seriousViolations } from './support/axe'
import { balanceOf, chainOf, openFundedHome, rpc } from './support/wallet'

/** A figure as the screen writes it in Spanish ('99,45 USDC'), read back into base units. */
const baseUnits = (text: string, decimals: number) => {
  const figure = /([\d.]+(?:,\d+)?)/.exec(text)?.[1] ?? ''
  return parseUnits(figure.replaceAll('.', '').replace(',', '.'), decimals)
}

test.describe('Cambiar: swaps on chain from the wallet (issue 43)', () => {
  test.beforeEach(async ({ page }) => {
    await openFundedHome(page)
  })

  test('100 USDT → USDC on Ethereum: the review says the minimum, exactly 100 USDT leave, at least it arrives', async ({
    page,
  }) => {
    const swap = new SwapPage(page)
    await swap.openFromHome().click()
    await expect(swap.heading()).toBeVisible()
    await expect(swap.from()).toHaveValue('USDT')
    await expect(swap.to()).toHaveValue('USDC')
    await swap.amount().fill('100')
    await expect(swap.route()).toHaveText(/^USDT → USDC · (Uniswap v3 0,01\s?%|Curve 3pool)$/)
    // The network fee, in ETH, US$ and pesos at the chosen dólar.
    await expect(page.getByTestId('swap-fee')).toHaveText(
      /^0,\d+ ETH \(≈ US\$\s\d+,\d\d · \$\s[\d.]+(,\d+)?\)$/,
    )
    // The screen with its quote: no serious or critical axe violation.
    expect(await seriousViolations(page)).toEqual([])
    const minimum = baseUnits((await swap.minimum().textContent()) ?? '', 6)
    expect(minimum).toBeGreaterThan(parseUnits('99', 6))
    const before = {
      usdt: await balanceOf(1, testAddress, 'USDT'),
      usdc: await balanceOf(1, testAddress, 'USDC'),
    }
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 100 USDT por al menos 99,\d+ USDC$/)
    await swap.pressConfirm()
    await expect(swap.done()).toHaveText(/^Cambiaste 100 USDT por al menos 99,\d+ USDC\.$/, {
      timeout: 20_000,
    })
    expect(before.usdt - (await balanceOf(1, testAddress, 'USDT'))).toBe(parseUnits('100', 6))
    const got = (await balanceOf(1, testAddress, 'USDC')) - before.usdc
    expect(got).toBeGreaterThanOrEqual((minimum * 99n) / 100n)
    // Home's activity names it with both amounts, what arrived read from the receipt.
    await page.goBack()
    await page.waitForURL(/\/home$/)
    // Dollars in cents, as every amount of the list (issue 44): cut, never rounded up.
    const cents = (got / 10_000n).toString().padStart(3, '0')
    const figure = `${cents.slice(0, -2)},${cents.slice(-2)}`
    await expect(page.getByTestId('tx-swapped').first()).toHaveText(
      `Cambiaste 100,00 USDT por ${figure} USDC`,
      {
        timeout: 20_000,
      },
    )
  })

  test('ETH → USDC on Arbitrum: the ETH goes along the swap, USDC arrives', async ({ page }) => {
    const swap = new SwapPage(page)
    await swap.openFromHome().click()
    await swap.network().selectOption('arbitrum')
    await swap.from().selectOption('ETH-ARBITRUM')
    await expect(swap.to()).toHaveValue('USDC-ARBITRUM')
    await swap.amount().fill('0,1')
    await expect(swap.route()).toHaveText(/^ETH → USDC · Uniswap v3 0,05\s?%$/)
    const before = {
      eth: await balanceOf(42161, testAddress),
      usdc: await balanceOf(42161, testAddress, 'USDC'),
    }
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 0,1 ETH por al menos 29\d,\d+ USDC$/)
    await swap.pressConfirm()
    await expect(swap.done()).toBeVisible({ timeout: 20_000 })
    const gotUsdc = (await balanceOf(42161, testAddress, 'USDC')) - before.usdc
    expect(gotUsdc).toBeGreaterThan(parseUnits('295', 6))
    expect(gotUsdc).toBeLessThan(parseUnits('300', 6))
    expect(before.eth - (await balanceOf(42161, testAddress))).toBeGreaterThanOrEqual(parseUnits('0.1', 18))
    expect(await rpc(42161).getTransactionCount({ address: testAddress })).toBeGreaterThan(0)
  })

  test('ETH ↔ WETH on Ethereum: WETH9 wraps 0,1 ETH 1:1, and the screen offers ETH as the target of WETH to unwrap it', async ({
    page,
  }) => {
    const swap = new SwapPage(page)
    await swap.openFromHome().click()
    await swap.from().selectOption('ETH')
    await swap.to().selectOption('WETH')
    await swap.amount().fill('0,1')
    await expect(swap.route()).toHaveText('ETH → WETH · contrato de WETH, 1:1 sin comisión de mercado')
    await expect(swap.receive()).toHaveText('0,1 WETH')
    const weth = await balanceOf(1, testAddress, 'WETH')
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 0,1 ETH por al menos 0,1 WETH$/)
    await swap.pressConfirm()
    await expect(swap.done()).toBeVisible({ timeout: 20_000 })
    expect((await balanceOf(1, testAddress, 'WETH')) - weth).toBe(parseUnits('0.1', 18))
    // Back: WETH → ETH, the native coin offered as the target of its wrapped token.
    await swap
      .form()
      .getByRole('button', { name: /^(Invertir|Flip)$/ })
      .click()
    await expect(swap.from()).toHaveValue('WETH')
    await expect(swap.to()).toHaveValue('ETH')
    await swap.amount().fill('0,1')
    await expect(swap.route()).toHaveText('WETH → ETH · contrato de WETH, 1:1 sin comisión de mercado')
    const eth = await balanceOf(1, testAddress)
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 0,1 WETH por al menos 0,1 ETH$/)
    await swap.pressConfirm()
    await expect(swap.done()).toBeVisible({ timeout: 20_000 })
    expect(await balanceOf(1, testAddress, 'WETH')).toBe(weth)
    // 0,1 ETH came back, less the unwrap's network fee.
    const back = (await balanceOf(1, testAddress)) - eth
    expect(back).toBeGreaterThan(parseUnits('0.099', 18))
    expect(back).toBeLessThan(parseUnits('0.1', 18))
  })

  test('100 USDC → ETH on Ethereum: the screen offers ETH as the target, the router unwraps to the wallet, ETH arrives', async ({
    page,
  }) => {
    const swap = new SwapPage(page)
    await swap.openFromHome().click()
    await swap.from().selectOption('USDC')
    await swap.to().selectOption('ETH')
    await swap.amount().fill('100')
    await expect(swap.route()).toHaveText(/^USDC → ETH · Uniswap v3 0,05\s?%$/)
    const before = { eth: await balanceOf(1, testAddress), usdc: await balanceOf(1, testAddress, 'USDC') }
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 100 USDC por al menos 0,03\d* ETH$/)
    const minimum = baseUnits((await swap.sentence().textContent())?.split('al menos')[1] ?? '', 18)
    await swap.pressConfirm()
    await expect(swap.done()).toBeVisible({ timeout: 20_000 })
    expect(before.usdc - (await balanceOf(1, testAddress, 'USDC'))).toBe(parseUnits('100', 6))
    // At least the minimum arrived, less the network fee (approval and swap, about 200 000 gas at the devnet's
    // 8 gwei base fee and its tip: under 0,003 ETH).
    const got = (await balanceOf(1, testAddress)) - before.eth
    expect(got).toBeGreaterThan(minimum - parseUnits('0.003', 18))
    expect(got).toBeLessThan(parseUnits('0.034', 18))
    // Home's activity names both amounts, the ETH read from the receipt.
    await page.goBack()
    await page.waitForURL(/\/home$/)
    await expect(page.getByTestId('tx-swapped').first()).toHaveText(
      /^Cambiaste 100,00 USDC por 0,03\d* ETH$/,
      {
        timeout: 20_000,
      },
    )
  })

  test('Conseguir USDe opens the swap with USDe as the target: USDT → USDe on Ethereum', async ({ page }) => {
    const home = new HomePage(page)
    const swap = new SwapPage(page)
    await home.getUsde().click()
    await expect(home.dialog()).toContainText('Otras formas')
    await home.dialog().getByRole('link', { name: 'Cambiar a USDe en Billetera' }).click()
    await expect(swap.to()).toHaveValue('USDe')
    await expect(swap.network()).toHaveValue('ethereum')
    await swap.amount().fill('100')
    await expect(swap.route()).toHaveText(/^USDT → USDe · Uniswap v3 0,01\s?%$/)
    const before = await balanceOf(1, testAddress, 'USDe')
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 100 USDT por al menos 99,\d+ USDe$/)
    await swap.pressConfirm()
    await expect(swap.done()).toBeVisible({ timeout: 20_000 })
    expect((await balanceOf(1, testAddress, 'USDe')) - before).toBeGreaterThan(parseUnits('99', 18))
  })

  test("a chain whose clock runs ahead of the device's: the swap's deadline counts from the chain, and it goes through", async ({
    page,
  }) => {
    // The devnet's clock moves on with the screens that wait (a cooldown, interest); a phone's clock can be late.
    // Two hours ahead, a deadline of the device's clock + 20 min has passed on the chain.
    await rpc(1).request({ method: 'evm_increaseTime', params: [7_200] } as never)
    await rpc(1).request({ method: 'evm_mine', params: [] } as never)
    const swap = new SwapPage(page)
    await swap.openFromHome().click()
    await expect(swap.from()).toHaveValue('USDT')
    // Through Uniswap, whose router checks the deadline (Curve's exchange has none).
    await swap.to().selectOption('USDe')
    await swap.amount().fill('10')
    await expect(swap.route()).toHaveText(/^USDT → USDe · Uniswap v3 0,01\s?%$/)
    const before = await balanceOf(1, testAddress, 'USDT')
    await swap.submit().click()
    await expect(swap.sentence()).toHaveText(/^Cambiás 10 USDT por al menos 9,\d+ USDe$/)
    await swap.pressConfirm()
    await expect(swap.done()).toBeVisible({ timeout: 20_000 })
    expect(before - (await balanceOf(1, testAddress, 'USDT'))).toBe(parseUnits('10', 6))
  })
})

test.describe('Cambiar from a token card', () => {
  const wallet = freshWallet()
  test.beforeAll(async () => {
    await fundExactly(wallet.address, { 'DAI-POLYGON': 5n * 10n ** 18n })
  })

  test('each swappable token card opens the swap with that token to give, on its network', async ({
    page,
  }) => {
    await openWithWallet(page, wallet, '/wallet')
    const cards = new WalletPage(page)
    const swap = new SwapPage(page)
    // WBTC and LINK have no pool here: their cards offer no swap.
    await expect(cards.card('WBTC').getByTestId('swap-WBTC')).toHaveCount(0)
    await cards.card('DAI-POLYGON').getByTestId('swap-DAI-POLYGON').click()
    await expect(swap.network()).toHaveValue('polygon')
    await expect(swap.from()).toHaveValue('DAI-POLYGON')
    await expect(swap.to()).toHaveValue('USDT-POLYGON')
  })
})

const ROUTER = '0xE592427A0AEce92De3Edee1F18E0157C05861564' as const
const routerAbi = parseAbi([
  'struct P { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(P params) payable returns (uint256)',
])

/** Someone else sells `amount` USDT for USDe in the 0.01 % pool, straight over RPC: the price moves. */
async function whaleSells(amount: bigint) {
  const chain = chainOf(1)
  const request = rpc(1).request as (a: { method: string; params: unknown[] }) => Promise<unknown>
  const whale = privateKeyToAccount(generatePrivateKey())
  await request({ method: 'anvil_setBalance', params: [whale.address, '0x8ac7230489e80000'] })
  await request({
    method: 'anvil_dealERC20',
    params: [whale.address, chain.tokens.USDT, `0x${amount.toString(16)}`],
  })
  const client = createWalletClient({ account: whale, transport: http(chain.rpcUrl) })
  const usdt = chain.tokens.USDT as `0x${string}`
  const approve = await client.writeContract({
    chain: null,
    address: usdt,
    abi: erc20Abi,
    functionName: 'approve',
    args: [ROUTER, amount],
  })
  await rpc(1).waitForTransactionReceipt({ hash: approve })
  const hash = await client.writeContract({
    chain: null,
    address: ROUTER,
    abi: routerAbi,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: usdt,
        tokenOut: chain.tokens.USDe as `0x${string}`,
        fee: 100,
        recipient: whale.address,
        deadline: 4_000_000_000n,
        amountIn: amount,
        amountOutMinimum: 0n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
  expect((await rpc(1).waitForTransactionReceipt({ hash })).status).toBe('success')
}

test.describe('Cambiar when the price moves between the review and the swap', () => {
  test('the swap reverts on chain, the screen says so in plain words and offers a new quote, nothing is swapped', async ({
    page,
  }) => {
    // The pool is put back afterwards: the other swaps of this run quote it at the devnet's prices.
    const request = rpc(1).request as (a: { method: string; params: unknown[] }) => Promise<unknown>
    const snapshot = await request({ method: 'evm_snapshot', params: [] })
    try {
      await openFundedHome(page)
      const swap = new SwapPage(page)
      await swap.openFromHome().click()
      await swap.to().selectOption('USDe')
      await swap.amount().fill('100')
      await expect(swap.route()).toHaveText(/^USDT → USDe · Uniswap v3 0,01\s?%$/)
      await swap.submit().click()
      await expect(swap.sentence()).toHaveText(/^Cambiás 100 USDT por al menos 99,\d+ USDe$/)
      const before = {
        usdt: await balanceOf(1, testAddress, 'USDT'),
        usde: await balanceOf(1, testAddress, 'USDe'),
      }
      await whaleSells(parseUnits('300000', 6))
      // Either the review sees the new price first (it simulates again on a new block) and nothing is sent, or
      // Confirmar is pressed in time and the swap reverts on chain: both end in plain words, nothing swapped.
      const error = page.getByTestId('swap-error')
      await expect(error.or(swap.reviewFrame.element())).toBeVisible()
      if (await swap.reviewFrame.element().isVisible()) await swap.pressConfirm()
      await expect(error).toHaveText(
        /^(El cambio se revirtió en la red: el precio se movió más que tu tolerancia\. No se cambió nada; solo pagaste la comisión de red\.|El precio se movió más que tu tolerancia antes de firmar: no se envió el cambio\.) Pedí una nueva cotización\.$/,
        { timeout: 20_000 },
      )
      await expect(swap.form().getByRole('button', { name: 'Cotizar de nuevo' })).toBeEnabled()
      // A swap that reverted on chain left its exact approval: Revocar el permiso takes it back to 0.
      const revoke = page.getByTestId('swap-revoke')
      if (await revoke.isVisible()) {
        await revoke.click()
        await swap.pressConfirm()
        await expect(error).toHaveText(/^El cambio se revirtió y revocaste el permiso/, { timeout: 20_000 })
      }
      expect(
        await rpc(1).readContract({
          address: chainOf(1).tokens.USDT as `0x${string}`,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [testAddress, ROUTER],
        }),
      ).toBe(0n)
      // Nothing was swapped: only the fees were paid.
      expect(await balanceOf(1, testAddress, 'USDT')).toBe(before.usdt)
      expect(await balanceOf(1, testAddress, 'USDe')).toBe(before.usde)
    } finally {
      await request({ method: 'evm_revert', params: [snapshot] })
    }
  })
})
