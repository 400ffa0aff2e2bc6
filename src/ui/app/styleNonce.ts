import { setNonce } from 'get-nonce'

declare const __STYLE_NONCE__: string

/**
 * Gives the <style> elements Radix's scroll lock adds while a dialog is open this build's nonce, the one
 * the page's Content-Security-Policy allows (style-src); nothing else may add inline styles.
 */
if (__STYLE_NONCE__) setNonce(__STYLE_NONCE__)
