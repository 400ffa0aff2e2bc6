// The send feature's public face: what other features, views and routes use of it (DESIGN.md §1).

export type { SendRef } from './sendDialogMachine'
export { sendDialogMachine } from './sendDialogMachine'
export { checkForm, exceedsWithFee, formView, writeRefusal } from './sendForm'
export type { SendContext, SendEvent, SendInput } from './sendMachine'
export { sendMachine } from './sendMachine'
export { isQuoting, planUnderWay } from './sendSelectors'
