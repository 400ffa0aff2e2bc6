import { startCheckedPrecache } from '../checkedPrecache'

// The app's /sw.js (vite.config.ts): a new version waits until the person presses Update
// (src/machines/appUpdate/appUpdateMachine.ts), which posts SKIP_WAITING.
startCheckedPrecache({ waitForUpdate: true })
