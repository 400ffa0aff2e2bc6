import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, createActor, type EventFromLogic } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { leafStates } from './leafStates'

/**
 * The model-based suite most machines share: every shortest path over the real machine (`machine`, for its
 * declared states) replayed on `testMachine` (the same machine with stubbed actors), asserting the state
 * value and context after every step, and that the paths reach every leaf state the machine declares.
 */
export function describeShortestPaths<T extends AnyStateMachine>(
  name: string,
  machine: T,
  testMachine: T,
  events: EventFromLogic<T>[],
) {
  describe(`${name}, model-based`, () => {
    const paths = getShortestPaths(testMachine, { events })

    it('reaches every state the machine declares', () => {
      const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
      expect([...reached].sort()).toEqual(leafStates(machine.root).sort())
    })

    for (const path of paths) {
      const route = path.steps.map((s) => s.event.type).join(' → ') || 'start'
      it(`reaches ${JSON.stringify(path.state.value)} with ${JSON.stringify(path.state.context)} by ${route}`, () => {
        const actor = createActor(testMachine as AnyStateMachine).start()
        for (const step of path.steps) {
          actor.send(step.event)
          expect(actor.getSnapshot().value).toEqual(step.state.value)
          expect(actor.getSnapshot().context).toEqual(step.state.context)
        }
        expect(actor.getSnapshot().value).toEqual(path.state.value)
        actor.stop()
      })
    }
  })
}
