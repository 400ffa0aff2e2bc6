import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Later } from '../../ui/app/Later'
import { TabBar } from '../../ui/layout/TabBar'

/** Home, loans, inflation and insurance share the bottom tab bar. */
export const Route = createFileRoute('/_wallet/_tabs')({
  component: () => (
    <>
      <Outlet />
      {/* Fixed at the bottom: it comes a moment after the screen without moving anything. */}
      <Later>
        <TabBar />
      </Later>
    </>
  ),
})
