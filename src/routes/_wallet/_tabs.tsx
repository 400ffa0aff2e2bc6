import { createFileRoute, Outlet } from '@tanstack/react-router'
import { TabBar } from '../../ui/layout/TabBar'

/** Home, loans, inflation and insurance share the bottom tab bar. */
export const Route = createFileRoute('/_wallet/_tabs')({
  component: () => (
    <>
      <Outlet />
      <TabBar />
    </>
  ),
})
