import type { ProtocolId } from './protocols'

/** Where a protocol write goes: one of the eight yield protocols, or the Aave v3 lending market. */
export type ProtocolTarget = ProtocolId | 'aaveLending'
