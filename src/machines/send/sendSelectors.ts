import type { SnapshotFrom } from 'xstate'
import type { sendMachine } from './sendMachine'

type SendSnapshot = SnapshotFrom<typeof sendMachine>

/** The fee is being quoted (typing paused, or Máx. of the native coin): the fee line says "Estimando…". */
export const isQuoting = (s: SendSnapshot) => s.matches({ idle: 'quoting' }) || s.matches({ idle: 'maxing' })

/** The write under way, whose review replaces the form from Enviar until the plan ends; undefined otherwise. */
export const planUnderWay = (s: SendSnapshot) =>
  s.matches({ idle: 'review' }) || s.matches('sending') ? s.children.plan : undefined
