import type { AnyStateNode } from 'xstate'

/** Every leaf state a machine declares, as JSON state values, to compare with the states the paths reach. */
export function leafStates(node: AnyStateNode, path: string[] = []): string[] {
  const children = Object.values(node.states)
  if (children.length === 0) return [JSON.stringify(toValue(path))]
  return children.flatMap((child) => leafStates(child, [...path, child.key]))
}

function toValue(path: string[]): unknown {
  const [head, ...rest] = path
  return rest.length === 0 ? head : { [head as string]: toValue(rest) }
}
