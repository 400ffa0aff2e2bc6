/**
 * Saves text (or a value as pretty JSON) as a file the browser downloads. Used by the actors that hand the user
 * a file: wallet info, a keystore backup, an archived wallet's keystore, the activity and holdings CSVs.
 */
export function downloadFile(name: string, data: unknown, type = 'application/json'): void {
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2)
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = Object.assign(document.createElement('a'), { href: url, download: name })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The file name of a keystore file for `address` (the same for the current wallet and an archived one). */
export function keystoreFileName(file: string): string {
  const address = (JSON.parse(file) as { address?: string }).address ?? 'wallet'
  return `billetera-keystore-${address}.json`
}
