import { useEffect, useState } from 'react'
import { type Actor, type ActorOptions, type AnyActorLogic, createActor } from 'xstate'
import { nextTask } from '../../domain/scheduling/nextTask'

/**
 * `useActorRef`, except that the actor starts in the task after the one that mounted its component. A screen
 * that mounts in one synchronous render (a route change: the router's store updates synchronously) then
 * paints before the actor's start runs every child's first work (promise creators, timers, subscriptions):
 * together they made the long task when the wallet opened. The actor exists, with its initial snapshot, from
 * the first render, so views can select from it at once. Stopped when the component unmounts.
 * @example const portfolio = useActorStartedLater(portfolioMachine, { input, inspect })
 */
export function useActorStartedLater<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic>,
): Actor<TLogic> {
  const [actor] = useState(() => createActor(logic, options))
  useEffect(() => {
    let cancelled = false
    let started = false
    void nextTask().then(() => {
      if (cancelled) return
      started = true
      actor.start()
    })
    return () => {
      cancelled = true
      if (started) actor.stop()
    }
  }, [actor])
  return actor
}
