import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import type { DevnetManifest } from '../../src/chain/devnetProfile'
import { freshWallet, fundExactly, homePassword, openWithWallet } from './fixtures/homeWallet'
import { e2eManifestPath } from './globalSetup'
import { EndpointSettings } from './pages/EndpointSettings'
import { HomePage } from './pages/HomePage'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'

const rpcUrl = (chainId: number) => {
  const manifest = JSON.parse(readFileSync(e2eManifestPath, 'utf8')) as DevnetManifest
  return manifest.chains[String(chainId)]!.rpcUrl
}
/** Every devnet node the page may reach, whatever path or query the URL carries. */
const devnetPorts = () => new Set([1, 137, 42161, 10].map((id) => new URL(rpcUrl(id)).port))

async function openEndpoints(page: Page) {
  const settings = new SettingsPanel(page)
  await settings.open().click()
  const endpoints = new EndpointSettings(page)
  await endpoints.toggle().click()
  return endpoints
}

test.describe('Settings → Networks and endpoints', () => {
  const wallet = freshWallet()
  test.beforeAll(async () => {
    await fundExactly(wallet.address, { ETH: 1_500_000_000_000_000_000n })
  })

  test('saves an endpoint that answers the right chain id, refuses another chain, and reads through it first', async ({
    page,
  }) => {
    // The devnet's own chain-1 node under another address, so its requests can be told apart.
    const mine = `${rpcUrl(1)}/?mine=1`
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.balance('ETH')).toHaveText('1,500000')
    const endpoints = await openEndpoints(page)
    await expect(endpoints.network('ethereum')).toContainText('Sin nodos propios')

    const readThroughMine = page.waitForRequest(
      (r) => r.url() === mine && (r.postData() ?? '').includes('eth_call'),
    )
    await endpoints.add('ethereum', 'Ethereum', mine)
    await expect(endpoints.notice()).toHaveText(/Nodo guardado para Ethereum/)
    await expect(endpoints.saved('ethereum')).toHaveCount(1)
    await expect(endpoints.saved('ethereum')).toContainText(mine)
    await expect(endpoints.urlInput('Ethereum')).toHaveValue('')
    await readThroughMine
    await expect(home.balance('ETH')).toHaveText('1,500000')

    await endpoints.add('ethereum', 'Ethereum', rpcUrl(137))
    await expect(endpoints.notice()).toHaveText(
      /Ese nodo es de otra red: no respondió con el ID de cadena 1 de Ethereum\. No se guardó\./,
    )
    await expect(endpoints.saved('ethereum')).toHaveCount(1)
    expect(await page.evaluate(() => localStorage.getItem('rpcEndpoints'))).toBe(
      JSON.stringify({ ethereum: [mine] }),
    )

    await page.reload()
    await new UnlockPage(page).unlock(homePassword)
    await page.waitForURL(/\/home$/)
    await new SettingsPanel(page).open().click()
    await endpoints.toggle().click()
    await expect(endpoints.saved('ethereum')).toContainText(mine)
    await endpoints.remove(mine).click()
    await expect(endpoints.notice()).toHaveText(/Nodo quitado de Ethereum/)
    await expect(endpoints.network('ethereum')).toContainText('Sin nodos propios')
  })

  test('says so in English, and keeps API keys masked', async ({ page }) => {
    await page.goto('/welcome')
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    await openWithWallet(page, wallet, '/home')
    const endpoints = await openEndpoints(page)
    await endpoints.add('polygon', 'Polygon', 'http://127.0.0.1:9/')
    await expect(endpoints.notice()).toHaveText(
      /The endpoint did not answer eth_chainId.*Nothing was saved\./,
    )
    await endpoints.add('polygon', 'Polygon', 'not a url')
    await expect(endpoints.notice()).toHaveText(/That address is not valid/)
    await expect(endpoints.network('polygon')).toContainText('No endpoints of your own')

    await expect(endpoints.keyState('etherscan')).toHaveText('Not set')
    await endpoints.keyInput(/Etherscan key/).fill('ABCDEFGH12345678')
    await endpoints.saveKeys().click()
    await expect(endpoints.notice()).toHaveText(/Keys saved\./)
    await expect(endpoints.keyState('etherscan')).toContainText('Set: ••••5678')
    await expect(endpoints.keyInput(/Etherscan key/)).toHaveValue('')
    await expect(endpoints.section()).not.toContainText('ABCDEFGH12345678')
    expect(await page.evaluate(() => localStorage.getItem('apiKeys'))).toBe(
      JSON.stringify({ etherscan: 'ABCDEFGH12345678' }),
    )
    await endpoints.section().getByRole('button', { name: 'Delete the Etherscan key' }).click()
    await expect(endpoints.keyState('etherscan')).toHaveText('Not set')
  })

  test('keeps the last balances, marked, when every endpoint of every network is down', async ({ page }) => {
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.balance('ETH')).toHaveText('1,500000')
    const endpoints = await openEndpoints(page)
    await endpoints.add('ethereum', 'Ethereum', `${rpcUrl(1)}/?mine=1`)
    await expect(endpoints.saved('ethereum')).toHaveCount(1)
    await page.keyboard.press('Escape')

    const ports = devnetPorts()
    await page.route(
      (url) => url.hostname === '127.0.0.1' && ports.has(url.port),
      (route) => route.fulfill({ status: 503, body: 'down' }),
    )
    await page.getByRole('button', { name: 'Actualizar', exact: true }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'No se pudieron obtener los saldos en este momento.' }),
    ).toContainText('Mostrando los últimos saldos conocidos')
    await expect(home.balance('ETH')).toHaveText('1,500000')
    await expect(home.total()).toHaveAttribute('data-stale', 'true')

    await page.unroute(() => true)
  })

  test('Change network in settings brings the network switcher into focus', async ({ page }) => {
    await openWithWallet(page, wallet, '/home')
    const settings = new SettingsPanel(page)
    await settings.open().click()
    await settings.item(/^Cambiar de red$/).click()
    await expect(settings.dialog()).toBeHidden()
    await expect(page.getByRole('region', { name: 'Redes' })).toBeFocused()
    await new HomePage(page).networkButton('Polygon').click()
    await expect(new HomePage(page).alert()).toContainText('Cambiaste a la red Polygon')
  })

  test('Change network on another screen takes the person home, to the switcher', async ({ page }) => {
    // The wallet panel (/dashboard), the other screen with Settings: it has no network list of its own.
    await openWithWallet(page, wallet, '/dashboard')
    const settings = new SettingsPanel(page)
    await settings.open().click()
    await expect(settings.item(/^Cambiar de red$/)).toBeEnabled()
    await settings.item(/^Cambiar de red$/).click()
    await page.waitForURL(/\/home\?show=networks$/)
    await expect(page.getByRole('region', { name: 'Redes' })).toBeFocused()
  })
})
