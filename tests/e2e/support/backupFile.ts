import type { Page } from '@playwright/test'

/**
 * Presses `press` and takes the file it downloads. Where the tap's activation ran out while the key worker made
 * the file (a loaded machine, as a slow phone), the signer's frame asks for one more tap instead of losing the
 * download (`keystore-save`): pressed here as the person would. Either way the same file is checked after.
 */
export async function takeFile(page: Page, press: () => Promise<unknown>) {
  const downloading = page.waitForEvent('download')
  await press()
  const again = page.frameLocator('iframe[data-testid="signer-backup"]').getByTestId('keystore-save')
  const asked = again.waitFor().then(
    () => true,
    () => false,
  )
  if (await Promise.race([downloading.then(() => false), asked])) await again.click()
  return downloading
}
