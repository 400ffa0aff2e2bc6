import type { Plugin } from 'vite'
import { core as enCore } from '../src/domain/i18n/en/core'
import { core as esCore } from '../src/domain/i18n/es/core'
import type { BuildProfile } from './contentSecurityPolicy'

type CoreKey = keyof typeof esCore

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A text in both languages; the boot script's `lang` on <html> shows one (see .boot-shell in styles.css). */
function both(key: CoreKey): string {
  return `<span lang="es">${escapeHtml(esCore[key])}</span><span lang="en">${escapeHtml(enCore[key])}</span>`
}

/**
 * The app's first paint, written into index.html at build time: the frame's header (and the devnet banner)
 * and the first lines of the welcome or unlock screen, in the app's own words from the dictionaries. It paints
 * as soon as the page and its stylesheet arrive, while the JavaScript is still on its way; React replaces it
 * whole with the real screen (createRoot clears #root). public/theme.js, which runs before it is parsed, picks
 * the language and the screen (and the theme, so a dark-mode user never sees a white flash); it is a file, not an
 * inline script, so the Content-Security-Policy needs no 'unsafe-inline'. Hidden from assistive technology: the real screen follows within a moment.
 */
export function bootShell(profile: BuildProfile): string {
  const devnet = profile === 'devnet' ? `<p class="devnet-banner">${both('app.devnet')}</p>` : ''
  return [
    '<div class="app boot-shell" aria-hidden="true">',
    `<header class="prefs-bar"><span class="brand">${escapeHtml(esCore['app.name'])}</span></header>`,
    devnet,
    '<main class="screen narrow boot-welcome">',
    `<p class="brand-title">${escapeHtml(esCore['app.name'])}</p>`,
    `<h1>${both('welcome.heading')}</h1>`,
    `<p class="muted">${both('welcome.intro')}</p>`,
    '</main>',
    '<main class="screen narrow boot-unlock">',
    `<h1>${both('screen.unlock')}</h1>`,
    `<p>${both('unlock.intro')}</p>`,
    '</main>',
    '</div>',
  ].join('')
}

/** Puts the boot shell into the built page's empty #root. */
export function bootShellPlugin(profile: BuildProfile): Plugin {
  return {
    name: 'billetera-boot-shell',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<div id="root"></div>', `<div id="root">${bootShell(profile)}</div>`),
  }
}

/**
 * Preloads from index.html what src/main.tsx imports once the boot shell has painted (React, then
 * src/boot.tsx) and every chunk those import; without these links the browser would learn of them only then.
 */
export function preloadBootPlugin(): Plugin {
  return {
    name: 'billetera-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []))
        const byFile = new Map(chunks.map((c) => [c.fileName, c]))
        const main = ctx.chunk
        if (!main?.dynamicImports.length) throw new Error('src/main.tsx imports nothing once painted')
        const files = new Set<string>()
        const visit = (file: string) => {
          if (files.has(file)) return
          files.add(file)
          for (const dep of byFile.get(file)?.imports ?? []) visit(dep)
        }
        for (const file of main.dynamicImports) visit(file)
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}
