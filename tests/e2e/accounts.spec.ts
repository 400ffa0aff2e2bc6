import { expect, type Page, test } from '@playwright/test'
import { generateMnemonic, mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { freshWallet, fundExactly } from './fixtures/homeWallet'
import { openOrigin, storeLockedWallet } from './fixtures/storedWallet'
import { AccountSwitcher } from './pages/AccountSwitcher'
import { AppFrame } from './pages/AppFrame'
import { HomePage } from './pages/HomePage'
import { SecretPage, SettingsPanel } from './pages/SecretPages'
import { SendDialog } from './pages/SendDialog'
import { UnlockPage } from './pages/UnlockPage'
import { watchSendSuccess } from './support/sendSuccess'
import { balanceOf, freshAddress, rpc } from './support/wallet'

/**
 * Several accounts of one seed (issue 25), as a user meets them on the devnet: add one by name, switch in the
 * header, each account's own balances and activity, rename, hide and show, watch an address, a key wallet's
 * one account, and the choice kept across a reload.
 */
const password = 'clave-de-cuentas-123'
const ETH = 10n ** 18n

/** Anvil's own methods, straight over RPC. */
const anvil = (chainId: number, method: string, params: unknown[] = []) =>
  rpc(chainId).request({ method: method as never, params: params as never })

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** A fresh seed (so the accounts' balances and activity are exactly this test's), stored locked. */
function freshSeed() {
  const mnemonic = generateMnemonic(wordlist)
  const at = (addressIndex: number) => mnemonicToAccount(mnemonic, { addressIndex }).address
  return { mnemonic, entropy: bytesToHex(mnemonicToEntropy(mnemonic, wordlist)), first: at(0), second: at(1) }
}

async function openHome(page: Page, language: 'es' | 'en', store: () => Promise<void>) {
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await openOrigin(page)
  await store()
  await page.goto('/home')
  await new UnlockPage(page).unlock(password)
  await page.waitForURL(/\/home$/)
}

const texts = {
  es: { first: 'Cuenta 1', empty: 'No hay transacciones recientes.', sent: /Enviado/, eth: (w: string) => w },
  en: {
    first: 'Account 1',
    empty: 'No recent transactions.',
    sent: /Sent/,
    eth: (w: string) => w.replace(',', '.'),
  },
} as const

for (const language of ['es', 'en'] as const) {
  const text = texts[language]

  test(`${language}: add, switch, send from the second account, rename, hide and show, watch; reload keeps the choice`, async ({
    page,
  }) => {
    const seed = freshSeed()
    await fundExactly(seed.first, { ETH: 3n * ETH })
    await fundExactly(seed.second, { ETH: 2n * ETH })
    await openHome(page, language, () =>
      storeLockedWallet(page, password, { key: seed.entropy, address: seed.first }, 'mnemonic'),
    )
    const accounts = new AccountSwitcher(page)
    const home = new HomePage(page)
    await expect(accounts.button()).toContainText(text.first)
    await expect(accounts.button()).toContainText(short(seed.first))
    await expect(home.balance('ETH')).toHaveText(text.eth('3,000000'))

    // Agregar cuenta: the seed's next account, named, chosen at once; its own balance and an empty activity.
    await accounts.addAccount('Ahorro')
    await expect(accounts.choose('Ahorro')).toContainText(short(seed.second))
    await expect(accounts.choose('Ahorro')).toHaveAttribute('aria-current', 'true')
    await accounts.close().click()
    await expect(accounts.button()).toContainText('Ahorro')
    await expect(accounts.button()).toContainText(short(seed.second))
    await expect(home.balance('ETH')).toHaveText(text.eth('2,000000'))
    await expect(home.transactions()).toContainText(text.empty)

    // A send from "Ahorro" leaves from its address and shows in its activity only.
    const to = freshAddress()
    const send = new SendDialog(page)
    await send.open()
    await expect(send.balance()).toContainText(text.eth('2,000000'))
    await send.send(to, text.eth('0,01'))
    await expect(send.dialog()).toBeHidden({ timeout: 15_000 })
    expect(await balanceOf(1, to)).toBe(ETH / 100n)
    expect(await balanceOf(1, seed.first)).toBe(3n * ETH)
    expect(await balanceOf(1, seed.second)).toBeLessThan(2n * ETH - ETH / 100n)
    await expect(home.transactions().getByRole('listitem')).toHaveCount(1)
    await expect(home.transactions().getByRole('listitem')).toContainText(text.sent)

    // Back to the first account: its balance, and none of Ahorro's activity.
    await accounts.switchTo(text.first)
    await expect(accounts.button()).toContainText(short(seed.first))
    await expect(home.balance('ETH')).toHaveText(text.eth('3,000000'))
    await expect(home.transactions()).toContainText(text.empty)
    await expect(home.transactions().getByRole('listitem')).toHaveCount(0)

    // Rename; hide Ahorro (never lost: listed under the hidden ones) and show it again.
    await accounts.open()
    await accounts.renameAccount(text.first, 'Gastos')
    await expect(accounts.choose('Gastos')).toBeVisible()
    await accounts.hide('Ahorro').click()
    await expect(accounts.choose('Ahorro')).toBeHidden()
    await expect(accounts.hide('Gastos')).toBeHidden() // the last visible account stays visible
    await accounts.hiddenAccounts().locator('summary').click()
    await accounts.show('Ahorro').click()
    await expect(accounts.choose('Ahorro')).toBeVisible()
    await accounts.close().click()
    await expect(accounts.button()).toContainText('Gastos')

    // An account of the seed can borrow; a watched address (below) cannot.
    const frame = new AppFrame(page)
    const borrow = () => page.getByRole('button', { name: /^(Pedir Prestado Ahora|Borrow Now)$/ })
    await frame.tab(/^(Préstamos|Loans)$/).click()
    await expect(borrow()).toBeVisible()
    await frame.tab(/^(Inicio|Home)$/).click()

    // A watched address: its balances, a note where Send would be.
    const watched = freshWallet().address
    await fundExactly(watched, { USDC: 250_000_000n })
    await accounts.open()
    await accounts.watchAddressNamed(watched, 'Mamá')
    await accounts.close().click()
    await expect(accounts.button()).toContainText('Mamá')
    await expect(home.balance('USDC')).toHaveText(text.eth('250,000000'))
    await expect(page.getByTestId('watch-only-note').first()).toBeVisible()
    await expect(page.getByTestId('wallet-address-label')).toHaveText(
      /^(Dirección observada|Watched address)$/,
    )
    await expect(home.send()).toHaveCount(0)
    await expect(home.receive()).toBeVisible()
    // Nothing that funds it as if it were the user's: no faucet, no Get USDe.
    const funding = /^(Cargar tokens de prueba|Fund with test tokens|Conseguir USDe|Get USDe)$/
    await expect(page.getByRole('button', { name: funding })).toHaveCount(0)
    // Loans and vaults show its positions, with the note where a write button would be.
    await frame.tab(/^(Préstamos|Loans)$/).click()
    await expect(page.getByTestId('watch-only-note').first()).toBeVisible()
    await expect(borrow()).toHaveCount(0)
    await frame.tab(/^(Inflación|Inflation)$/).click()
    await expect(page.getByTestId('watch-only-note').first()).toBeVisible()
    await frame.tab(/^(Inicio|Home)$/).click()

    // The seed phrase page shows the one seed, beside the wallet's first address, whichever account is chosen.
    const settings = new SettingsPanel(page)
    await settings.open().click()
    await settings.link(/^(Ver frase semilla|View seed phrase)$/).click()
    const secret = new SecretPage(page)
    await expect(page.getByTestId('wallet-address')).toHaveText(seed.first)
    await secret.revealWith(password)
    await expect(secret.value()).toHaveText(seed.mnemonic)
    await secret.goBack().click()
    await page.waitForURL(/\/home$/)

    // Back on Ahorro, then a reload: the tab opens locked and comes back to Ahorro.
    await accounts.switchTo('Ahorro')
    await expect(accounts.button()).toContainText(short(seed.second))
    await page.reload()
    await page.waitForURL(/\/unlock/)
    // The unlock screen names the wallet it opens (its first account), whichever account is chosen.
    await expect(page.getByRole('main')).toContainText(seed.first)
    await expect(page.getByRole('main')).not.toContainText(seed.second)
    await new UnlockPage(page).unlock(password)
    await page.waitForURL(/\/home$/)
    await expect(accounts.button()).toContainText('Ahorro')
    await expect(home.balance('ETH')).not.toHaveText(text.eth('3,000000'))
    await expect(home.transactions().getByRole('listitem')).toHaveCount(1)
  })

  test(`${language}: a wallet imported with a private key has one account and says so`, async ({ page }) => {
    const wallet = freshWallet()
    await openHome(page, language, () => storeLockedWallet(page, password, wallet))
    const accounts = new AccountSwitcher(page)
    await expect(accounts.button()).toContainText(text.first)
    await accounts.open()
    await expect(accounts.rows()).toHaveCount(1)
    await expect(accounts.keyWalletNote()).toHaveText(
      language === 'es'
        ? 'Esta billetera se importó con una clave privada: tiene una sola cuenta.'
        : 'This wallet was imported with a private key: it has a single account.',
    )
    await expect(accounts.add()).toHaveCount(0)
  })
}

/** The status the activity store (IndexedDB, shared by every tab) holds for `hash`, read in the page. */
function storedStatus(page: Page, hash: string) {
  return page.evaluate(async (hash) => {
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      const req = indexedDB.open('billetera-activity')
      req.onsuccess = () => ok(req.result)
      req.onerror = () => fail(req.error)
    })
    const entries = await new Promise<{ hash: string; status: string }[]>((ok, fail) => {
      const req = db.transaction('entries').objectStore('entries').get('activity')
      req.onsuccess = () => ok(req.result ?? [])
      req.onerror = () => fail(req.error)
    })
    db.close()
    return entries.find((e) => e.hash === hash)?.status ?? null
  }, hash)
}

test('a send from one account turns Confirmada while another account is on screen', async ({ page }) => {
  const seed = freshSeed()
  await fundExactly(seed.first, { ETH })
  await fundExactly(seed.second, { ETH })
  await openHome(page, 'es', () =>
    storeLockedWallet(page, password, { key: seed.entropy, address: seed.first }, 'mnemonic'),
  )
  const accounts = new AccountSwitcher(page)
  const home = new HomePage(page)
  await accounts.addAccount('Ahorro')
  await accounts.close().click()
  await expect(accounts.button()).toContainText(short(seed.second))
  // Ethereum holds its blocks: the send from Ahorro stays pending until the test mines one.
  await anvil(1, 'evm_setAutomine', [false])
  try {
    const send = new SendDialog(page)
    await send.open()
    const success = await watchSendSuccess(page)
    await send.send(freshAddress(), '0,01')
    const { hash } = await success()
    await expect(home.transactions().getByTestId('tx-pending')).toHaveText('Pendiente')

    // On the first account, Ahorro's send is not listed; its block comes, and the watcher still settles it.
    await accounts.switchTo('Cuenta 1')
    await expect(accounts.button()).toContainText(short(seed.first))
    await expect(home.transactions()).toContainText('No hay transacciones recientes.')
    await anvil(1, 'evm_mine')
    await expect.poll(() => storedStatus(page, hash)).toBe('confirmed')

    // Back on Ahorro, the row already says so.
    await accounts.switchTo('Ahorro')
    await expect(home.transactions().getByTestId('tx-confirmed')).toHaveText('Confirmada')
    await expect(home.transactions().getByTestId('tx-pending')).toHaveCount(0)
  } finally {
    await anvil(1, 'evm_setAutomine', [true])
  }
})
