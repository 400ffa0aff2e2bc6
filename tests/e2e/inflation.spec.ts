import { expect, test } from '@playwright/test'
import { freshWallet, openWithWallet } from './fixtures/homeWallet'
import { AppFrame } from './pages/AppFrame'
import { HomePage } from './pages/HomePage'
import { VaultsPage } from './pages/VaultsPage'
import { setWebApiFaults } from './support/webApiFaults'

/**
 * Argentina's inflation from the live sources on the devnet's recorded APIs: ArgentinaDatos (INDEC's
 * year-on-year 31.8 % to September 2025), else the World Bank (the 2024 yearly average, 219.88 %), else the
 * spec's 219.9 %, always with the source and date on screen.
 */
test.describe('inflation from the live sources', () => {
  const wallet = freshWallet()
  test.afterEach(async () => {
    await setWebApiFaults({})
  })

  test('home shows ArgentinaDatos’ year-on-year figure with its source and month, in Spanish and English', async ({
    page,
  }) => {
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.inflation()).toContainText(/Inflación anual en Argentina: 31,8\s?%\./)
    // The spec's 8 % is the home estimates' reference, said so, never a rate a saver is told to expect.
    await expect(home.inflation()).toContainText(/una referencia de 8\s?%\sTEA: no es una promesa/)
    await expect(home.inflationSource()).toHaveText(
      'Fuente: ArgentinaDatos (INDEC), variación interanual a septiembre de 2025.',
    )
    await new AppFrame(page).chooseLanguage('en')
    await expect(home.inflation()).toContainText('Yearly inflation in Argentina: 31.8%.')
    await expect(home.inflation()).toContainText(/a reference of 8%\sAPY: not a promise/)
    await expect(home.inflationSource()).toHaveText(
      'Source: ArgentinaDatos (INDEC), year-on-year change to September 2025.',
    )
  })

  test('with ArgentinaDatos down, home and the vaults page show the World Bank’s 2024 figure, saying so', async ({
    page,
  }) => {
    await setWebApiFaults({ argentinadatos: 'down' })
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.inflation()).toContainText(/Inflación anual en Argentina: 219,9\s?%\./)
    const worldBank = 'Fuente: Banco Mundial, promedio del año 2024 (ArgentinaDatos no respondió).'
    await expect(home.inflationSource()).toHaveText(worldBank)
    await new AppFrame(page).tab(/Inflación/).click()
    const vaults = new VaultsPage(page)
    await expect(vaults.tile('inflation')).toContainText(/219,9\s?%/)
    await expect(vaults.inflationSource()).toHaveText(worldBank)
  })

  test('with both sources down, home shows the spec’s 219.9 % as a fixed reference figure', async ({
    page,
  }) => {
    await setWebApiFaults({ argentinadatos: 'down', worldbank: 'malformed' })
    await openWithWallet(page, wallet, '/home')
    const home = new HomePage(page)
    await expect(home.inflationSource()).toHaveText(
      'Cifra de referencia fija: ni ArgentinaDatos ni el Banco Mundial respondieron. Se vuelve a consultar en unos minutos.',
    )
    await expect(home.inflation()).toContainText(/219,9\s?%/)
  })
})
