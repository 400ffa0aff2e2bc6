import { assign } from 'xstate'
import { onboardingSteps } from './onboardingSteps'

/**
 * The import step: the seed phrase, private key or backup file and the new password are typed in the signer's
 * import screen on /import (docs/signer-plan.md step 4), which seals the wallet there. This step connects the
 * signer, waits for the address that screen opened (`import.done`) and has the key worker confirm it is stored and
 * open here; or hears that a wallet was stored meanwhile (`import.stored`, another tab), which an import never
 * replaces: that wallet is the one to go to.
 */
export const importState = onboardingSteps.createStateConfig({
  initial: 'importing',
  states: {
    importing: {
      // The screen reaches the key worker through the signer's page this tab connects.
      invoke: { id: 'connectSigner', src: 'connectSigner' },
      on: {
        'import.done': { target: 'opening', actions: assign({ importedKind: ({ event }) => event.kind }) },
        'import.stored': { target: '#onboarding.home', actions: 'tellSessionStored' },
      },
    },
    // The frame's word is not enough: the key worker says this wallet is stored and open in this tab.
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'openedImport',
        src: 'openedWallet',
        input: ({ event }) => ({ address: event.type === 'import.done' ? event.address : null }),
        onDone: { target: '#onboarding.dashboard', actions: 'emitImported' },
        onError: 'importing',
      },
    },
  },
})
