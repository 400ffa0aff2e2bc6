// The send feature's public face: what other features, views and routes use of it (DESIGN.md §1).
export { checkForm, exceedsWithFee, sendMachine, writeRefusal } from './sendMachine'
