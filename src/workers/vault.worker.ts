/// <reference lib="webworker" />
import { expose } from 'comlink'
import { registerErrorTransfer } from './errorTransfer'
import { Vault } from './vault/vault'
import type { VaultApi } from './vaultApi'

registerErrorTransfer()
const vault: VaultApi = new Vault()
expose(vault)
