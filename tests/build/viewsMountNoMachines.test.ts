import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// DESIGN.md §1–§2 (issue 40): routes mount machines, parents spawn their children; a view takes the actor it
// is given (props or its route's context) and only renders it and sends the user's events. So no file of
// src/ui makes an actor: no useActorRef / useMachine (@xstate/react), no createActor (xstate).
const ui = resolve('src/ui')

/** Views that still make their own actor, each to move to its route or its parent machine (issue 40). */
const notYetMoved: string[] = []

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** The names a file imports from xstate or @xstate/react that make an actor. */
function actorMakers(text: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"](?:xstate|@xstate\/react)['"]/g,
  )) {
    for (const name of (m[1] as string).split(',')) {
      const bare = name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
      if (bare === 'useActorRef' || bare === 'useMachine' || bare === 'createActor') found.push(bare)
    }
  }
  return found
}

describe('views mount no machines (issue 40)', () => {
  it('finds an actor made in a view', () => {
    expect(actorMakers(`import { useActorRef, useSelector } from '@xstate/react'`)).toEqual(['useActorRef'])
    expect(actorMakers(`import { type Actor, createActor } from 'xstate'`)).toEqual(['createActor'])
    expect(actorMakers(`import { useSelector } from '@xstate/react'`)).toEqual([])
  })

  it('no file of src/ui makes an actor but those still to move', () => {
    const makers = sourceFiles(ui)
      .filter((file) => actorMakers(readFileSync(file, 'utf8')).length > 0)
      .map((file) => relative(ui, file))
      .sort()
    expect(makers).toEqual([...notYetMoved].sort())
  })
})
