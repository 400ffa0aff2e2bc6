import { expect, type Route, test } from '@playwright/test'
import { openOrigin, storeLockedWallet } from './fixtures/storedWallet'
import { RestoreFrame } from './pages/RestoreFrame'

/**
 * ¿Olvidaste tu contraseña? sits below the signer's unlock frame, whose height the app learns only once the signer
 * has laid its screen out: a wallet handed over from the app's storage (as storeLockedWallet leaves it) is named in a
 * note above the field, some 150 px the app's first height does not hold. On a slow phone that screen comes late; a
 * tap on the button as it first showed then landed in the frame that grew under it, and the restore never opened
 * (previousWallets' flake). The signer's note is held here (its chunk's response) until the button's place is read.
 */
test('¿Olvidaste tu contraseña? is offered only where it stays: not while the unlock frame has not laid out, and a tap on it opens the restore', async ({
  page,
}) => {
  await openOrigin(page)
  await storeLockedWallet(page)
  // The request waits, unanswered, until the test lets it go on.
  const held = new Promise<Route>((resolve) => {
    void page.route('**/assets/foundNote-*.js', resolve)
  })
  await page.goto('/home')
  await expect(page).toHaveURL(/\/unlock/)
  const noteChunk = await held
  const restore = new RestoreFrame(page)
  const frame = page.getByTestId('signer-unlock')
  await expect(frame).toBeVisible()
  // The frame's screen waits for its note: the app shows the frame at its first height, and nothing below it.
  await expect(restore.forgot()).toBeHidden()

  await noteChunk.continue()
  await expect(
    page
      .frameLocator('iframe[data-testid="signer-unlock"]')
      .getByText(/Billetera encontrada en este navegador/),
  ).toBeVisible()
  await expect(restore.forgot()).toBeVisible()
  const frameBox = await frame.boundingBox()
  const buttonBox = await restore.forgot().boundingBox()
  if (!frameBox || !buttonBox) throw new Error('the frame and the button are laid out')
  // The button is below the frame as the signer sized it (note, field, Desbloquear), not over its old bottom.
  expect(frameBox.height).toBeGreaterThan(148)
  expect(buttonBox.y).toBeGreaterThanOrEqual(frameBox.y + frameBox.height)

  await restore.forgot().click()
  await expect(restore.secret()).toBeVisible()
})
