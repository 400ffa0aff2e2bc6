import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { settingsMachine } from '../../src/machines/settings/settingsMachine'
import { closeWhenLeft, type MovingRouter } from '../../src/routes/-settings/panelKeeper'

/** A router that says where it is going and tells its listeners each move as it starts, as TanStack's does. */
function movingRouter(href: string) {
  const listeners = new Set<(change: { toLocation: { href: string } }) => void>()
  const router: MovingRouter = {
    latestLocation: { href },
    subscribe: (_event, listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const move = (to: string) => {
    router.latestLocation = { href: to }
    for (const listener of listeners) listener({ toLocation: { href: to } })
  }
  return { router, move }
}

function openPanel() {
  const panel = createActor(settingsMachine).start()
  panel.send({ type: 'settings.open' })
  return panel
}

describe('the settings panel kept across the wallet screens', () => {
  it('stays open through a move that had begun before it opened, and through reloads of that address', () => {
    const { router, move } = movingRouter('/dashboard')
    let panel: ReturnType<typeof openPanel> | undefined
    closeWhenLeft(router, () => panel)
    // Ir al inicio, then Configuración on the dashboard still on screen.
    move('/home')
    panel = openPanel()
    // The session settles while home loads: the router reloads /home.
    move('/home')
    move('/home')
    expect(panel.getSnapshot().matches('open')).toBe(true)
  })

  it('closes when the person starts a move to another address while it is open, and only once', () => {
    const { router, move } = movingRouter('/home')
    const panel = openPanel()
    closeWhenLeft(router, () => panel)
    move('/home')
    expect(panel.getSnapshot().matches('open')).toBe(true)
    move('/support')
    expect(panel.getSnapshot().matches('closed')).toBe(true)
    // Back to home, opened again there: the arrival is no move away from it.
    move('/home')
    panel.send({ type: 'settings.open' })
    move('/home')
    expect(panel.getSnapshot().matches('open')).toBe(true)
  })

  it('leaves a closed panel and no panel at all alone, and stops listening when unsubscribed', () => {
    const { router, move } = movingRouter('/home')
    const panel = createActor(settingsMachine).start()
    const unsubscribe = closeWhenLeft(router, () => panel)
    move('/support')
    expect(panel.getSnapshot().matches('closed')).toBe(true)
    const none = movingRouter('/home')
    closeWhenLeft(none.router, () => undefined)
    expect(() => none.move('/support')).not.toThrow()
    unsubscribe()
    panel.send({ type: 'settings.open' })
    move('/home')
    expect(panel.getSnapshot().matches('open')).toBe(true)
  })
})
