import { expect, test } from '@playwright/test'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import { formatHealthFactor } from '../../src/domain/lending'
import { foreignWords } from '../language/telltales'
import { freshWallet, fundExactly, homePassword, openWithWallet } from './fixtures/homeWallet'
import { LoansPage } from './pages/LoansPage'
import { setReserveFrozen } from './support/aave'
import { sendAs } from './support/positions'
import { chainOf, rpc, tokenBalance } from './support/wallet'

type Hex = `0x${string}`
type AaveChain = { aTokens: { WETH: Hex }; variableDebtTokens: { USDC: Hex }; contracts: { aavePool: Hex } }
const aave = () => chainOf(1) as unknown as AaveChain
const balance = (token: Hex, owner: Hex, blockNumber?: bigint) => tokenBalance(1, token, owner, blockNumber)

/** Opens /loans for a fresh wallet funded with exactly these amounts on Ethereum. */
async function openLoans(
  page: import('@playwright/test').Page,
  language: 'es' | 'en',
  before?: (wallet: ReturnType<typeof freshWallet>) => Promise<void>,
) {
  const wallet = freshWallet()
  await fundExactly(wallet.address, {
    ETH: parseEther('1'),
    WETH: parseEther('2'),
    USDC: parseUnits('50', 6),
  })
  await before?.(wallet)
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await openWithWallet(page, wallet, '/loans')
  return { loans: new LoansPage(page), address: wallet.address }
}

/** The wallet puts 1 WETH into Aave as collateral itself, over RPC, so the test starts at the borrow. */
async function supplyCollateral(wallet: ReturnType<typeof freshWallet>) {
  const { contracts, tokens } = chainOf(1) as unknown as AaveChain & {
    tokens: { WETH: Hex }
  }
  const amount = parseEther('1')
  await sendAs(wallet, [
    { address: tokens.WETH, abi: erc20Abi, functionName: 'approve', args: [contracts.aavePool, amount] },
    {
      address: contracts.aavePool,
      abi: aavePoolAbi,
      functionName: 'supply',
      args: [tokens.WETH, amount, wallet.address, 0],
    },
  ])
}

/**
 * The action's button, the review (`onReview` looks at it; the wallet's password typed in when it asks: a
 * loan), Confirmar; returns the status texts seen until `done` showed.
 */
async function act(
  loans: LoansPage,
  button: RegExp,
  done: string,
  password?: string,
  onReview?: () => Promise<void>,
) {
  await loans.recordStatus()
  await loans.action(button).click()
  await onReview?.()
  // Confirmar in the signer's frame, with the password where the key worker asks for it.
  if (password !== undefined) await loans.passwordFrame.confirmWith(password)
  else await loans.pressConfirm()
  await expect(loans.status()).toHaveText(new RegExp(`^${done}`), { timeout: 20_000 })
  return loans.statusTexts()
}

test.describe('lending on Aave v3 from a funded wallet on the devnet', () => {
  test('supplies WETH, borrows exactly 100 USDC, repays all to exactly 0 and withdraws, with the spec’s status texts', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { loans, address } = await openLoans(page, 'en')
    await expect(loans.heading()).toHaveText('Loans and Advanced Loans')
    await expect(loans.tab(/^Borrow$/)).toHaveAttribute('aria-selected', 'true')
    // For those who move by headings: each goes at most one level below the one before it.
    const levels = await page
      .locator('main')
      .locator('h1, h2, h3, h4')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
    expect(levels.every((level, i) => i === 0 || level <= (levels[i - 1] ?? 0) + 1)).toBe(true)
    await expect(loans.tile('health-factor')).toHaveText('∞')
    await expect(loans.tile('collateral')).toHaveText('$0.00')
    // With no collateral, a share of what can be borrowed is a share of nothing: the buttons are off and say why.
    await expect(loans.fills()).toHaveCount(4)
    for (const fill of await loans.fills().all()) await expect(fill).toBeDisabled()
    await expect(page.getByTestId('loans-nothing')).toHaveText(
      'To borrow, first supply collateral under “Supply collateral”.',
    )

    await loans.prepare(/^Supply collateral$/, 'WETH', '1')
    await loans.action(/^Supply Now$/).click()
    await expect(loans.reviewSteps()).toHaveText(['Allow 1 WETH to Aave v3', 'Deposit 1 WETH into Aave v3'])
    await loans.pressConfirm()
    await expect(loans.status()).toHaveText(/^Supplied successfully/, { timeout: 20_000 })
    await expect(loans.tile('collateral')).not.toHaveText('$0.00')
    expect(await balance(aave().aTokens.WETH, address)).toBeGreaterThanOrEqual(parseEther('1'))

    await loans.prepare(/^Borrow$/, 'USDC', '100')
    // The review books the debt token the loan mints as debt taken on, in what is owed, not as something
    // arriving in the wallet.
    const borrowReview = async () => {
      await expect(loans.reviewLine('arriving')).toHaveText(/^100 USDC/)
      await expect(loans.reviewLine('debt-taken')).toHaveText(/^100 USDC ≈ \$\d+\.\d\d\s*$/)
      await expect(loans.review().getByText('Debt you take on', { exact: true })).toBeVisible()
    }
    expect(await act(loans, /^Borrow Now$/, 'Borrowed successfully', homePassword, borrowReview)).toEqual([
      'Borrowing...',
      'Borrowed successfully',
    ])
    await expect(loans.amount()).toHaveValue('')
    const link = await loans.viewTransaction().getAttribute('href')
    const receipt = await rpc(1).getTransactionReceipt({ hash: link?.split('/tx/')[1] as `0x${string}` })
    expect(await balance(aave().variableDebtTokens.USDC, address, receipt.blockNumber)).toBe(100_000_000n)
    await expect(loans.tile('debt')).toHaveText(/^\$100\.0\d$/)
    // The debt in pesos at the MEP dollar of devnet/recorded ($ 1.468): US$ 100,0x × 1.468 = ARS 146.8xx.
    await expect(loans.tileArs('debt')).toHaveText(/^ARS\u00a0146,[89]\d\d\.\d\d$/)
    await expect(loans.dollarQuote()).toContainText('MEP dollar: ARS\u00a01,468.00 (sell) · ArgentinaDatos')

    await loans.prepare(/^Repay$/, 'USDC')
    await loans.fill(/^Max debt$/).click()
    const repayReview = async () => {
      await expect(loans.reviewLine('debt-repaid')).toHaveText(/^100(\.\d+)? USDC ≈ \$\d+\.\d\d\s*$/)
      await expect(loans.reviewLine('leaving')).not.toContainText('variableDebt')
    }
    expect(await act(loans, /^Repay Now$/, 'Repayed successfully', undefined, repayReview)).toEqual([
      'Repaying...',
      'Repayed successfully',
    ])
    expect(await balance(aave().variableDebtTokens.USDC, address)).toBe(0n)
    await expect(loans.tile('debt')).toHaveText('$0.00')

    await loans.prepare(/^Withdraw$/, 'WETH')
    // A withdrawal comes out of the deposit: the hint says what is supplied, not what the wallet holds.
    await expect(page.getByText(/^Supplied as collateral: 1(\.\d+)? WETH$/)).toBeVisible()
    await expect(loans.inWallet()).toHaveCount(0)
    await loans.fill(/^Max Supply$/).click()
    expect(await act(loans, /^Withdraw Now$/, 'Withdrawn successfully')).toEqual([
      'Withdrawing...',
      'Withdrawn successfully',
    ])
    expect(await balance(aave().aTokens.WETH, address)).toBe(0n)
    expect(await balance(chainOf(1).tokens.WETH as `0x${string}`, address)).toBeGreaterThanOrEqual(
      parseEther('2'),
    )
    await expect(loans.tile('collateral')).toHaveText('$0.00')
    await expect(loans.activity()).toHaveCount(4)
    await expect(loans.activity().first()).toContainText('Withdraw')
  })

  test('refuses a bad amount, and below health factor 1.5 asks "Entiendo el riesgo" on the review', async ({
    page,
  }) => {
    const { loans, address } = await openLoans(page, 'es')
    await expect(loans.heading()).toHaveText('Préstamos y Préstamos Avanzados')
    await loans.prepare(/^Depositar garantía$/, 'WETH', '1')
    await loans.action(/^Depositar ahora$/).click()
    await loans.pressConfirm()
    await expect(loans.status()).toHaveText(/^Depósito realizado/, { timeout: 20_000 })

    await loans.prepare(/^Pedir prestado$/, 'USDC', 'abc')
    await expect(loans.formError()).toHaveText('Ingresá un monto válido')
    await loans.amount().fill('1000000')
    await expect(loans.formError()).toHaveText(
      /^El monto supera lo disponible para pedir \(US\$\s[\d.]+,\d\d\)\. Bajá el monto\.$/,
    )
    await expect(loans.action(/^Pedir Prestado Ahora$/)).toBeDisabled()

    await loans.fill(/^75 %$/).click()
    await expect(loans.newHealthFactor()).toHaveText(/^1,[0-4]\d$/)
    await loans.action(/^Pedir Prestado Ahora$/).click()
    await expect(loans.liquidationPrice()).toHaveText(/^US\$\s[\d.]+,\d\d$/)
    // Below health factor 1.5 the signer's frame, with Confirmar, is laid out only once the risk is accepted.
    await expect(loans.passwordFrame.element()).toHaveCount(0)
    await loans.acknowledge().check()
    // A loan is confirmed with the wallet's password, checked in the key worker: the review says why.
    await expect(loans.reviewPasswordWhy()).toHaveText(
      'Un préstamo es una deuda: si baja el precio de tu garantía, se puede vender una parte para pagarla. Para que ningún script de la página pueda pedir un préstamo a tu nombre, ingresá la contraseña de tu billetera.',
    )
    // The frame says what Confirmar confirms, as the key worker decoded the borrow call.
    await expect(loans.passwordFrame.box().getByTestId('review-summary-steps')).toHaveText(
      /^Pedir prestado [\d.]+(,\d+)? USDC a Aave v3$/,
    )
    // Typed in the signer's frame: a wrong one is said there, and nothing is signed.
    await loans.passwordFrame.refuse('no-es-la-clave-1')
    await expect(loans.passwordFrame.error()).toHaveText('Contraseña incorrecta. Probá de nuevo.')
    expect(await balance(aave().variableDebtTokens.USDC, address)).toBe(0n)
    await loans.passwordFrame.confirmWith(homePassword)
    await expect(loans.status()).toHaveText(/^Préstamo recibido/, { timeout: 20_000 })
    const account = await rpc(1).readContract({
      address: aave().contracts.aavePool,
      abi: aavePoolAbi,
      functionName: 'getUserAccountData',
      args: [address],
    })
    await expect(loans.tile('health-factor')).toHaveText(formatHealthFactor(account[5], 'es-AR'))

    // Collateral taken out while the loan is open asks for the password too: the key worker read the debt itself.
    await loans.prepare(/^Retirar garantía$/, 'WETH', '0,01')
    await loans.action(/^Retirar ahora$/).click()
    await loans.acknowledge().check()
    await expect(loans.reviewPasswordCollateral()).toHaveText(
      'Tenés un préstamo abierto en Aave en esta red, y lo que retirás es la garantía que lo respalda: tu préstamo queda más cerca de la liquidación. Para que ningún script de la página pueda retirarla, ingresá la contraseña de tu billetera.',
    )
    await loans.passwordFrame.confirmWith(homePassword)
    await expect(loans.status()).toHaveText(/^Retiro realizado/, { timeout: 20_000 })
    expect(await balance(aave().aTokens.WETH, address)).toBeLessThan(parseEther('1'))
  })

  for (const [language, borrowTab, borrowNow, failure, why] of [
    [
      'es',
      /^Pedir prestado$/,
      /^Pedir Prestado Ahora$/,
      'No se pudo pedir prestado: La transacción falló',
      /^Un préstamo es una deuda: /,
    ],
    [
      'en',
      /^Borrow$/,
      /^Borrow Now$/,
      'Borrow failed: Transaction failed',
      "A loan is debt: if the price of your collateral falls, part of it can be sold to pay it back. So that no script on the page can take a loan in your name, enter your wallet's password.",
    ],
  ] as const) {
    test(`a borrow that reverts on chain says so once, in ${language === 'es' ? 'Spanish' : 'English'}`, async ({
      page,
    }) => {
      const { loans, address } = await openLoans(page, language, supplyCollateral)
      await loans.prepare(borrowTab, 'USDC', '100')
      await loans.action(borrowNow).click()
      await expect(loans.reviewSteps()).toHaveCount(1)
      await expect(loans.reviewPasswordWhy()).toHaveText(why)
      // Reviewed and simulated while the reserve lent; frozen before Confirmar, the signed borrow reverts.
      await setReserveFrozen('USDC', true)
      try {
        await loans.passwordFrame.confirmWith(homePassword)
        await expect(loans.status()).toHaveAttribute('role', 'alert', { timeout: 20_000 })
        await expect(loans.statusMessage()).toHaveText(failure)
        const shown = (await loans.statusMessage().textContent()) ?? ''
        expect(foreignWords(shown, language)).toEqual([])
        expect(await balance(aave().variableDebtTokens.USDC, address)).toBe(0n)
      } finally {
        await setReserveFrozen('USDC', false)
      }
    })
  }
})
