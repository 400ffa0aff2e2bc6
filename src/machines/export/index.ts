// The export feature's public face: what other features, views and routes use of it (DESIGN.md §1).
export { downloadFile, keystoreFileName } from './download'
export { liveExportMachine } from './exportActors'
export type { ExportResult } from './exportMachine'
