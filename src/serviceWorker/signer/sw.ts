import { startCheckedPrecache } from '../checkedPrecache'

// The signer's /sw.js (vite.signer.config.ts): nothing on its page waits for a person, so a new version
// serves from the next load on.
startCheckedPrecache({ waitForUpdate: false })
