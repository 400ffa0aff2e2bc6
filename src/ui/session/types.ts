import type { ActorRefFrom } from 'xstate'
import type { unlockMachine } from '../../machines/session/unlockMachine'

/** The running unlock machine the screen renders and sends events to. */
export type UnlockActor = ActorRefFrom<typeof unlockMachine>
