// Runs before the first paint (a file, not an inline script, so the Content-Security-Policy needs no
// 'unsafe-inline'): applies the stored theme, so a dark-mode user never sees a white flash, and tells the boot
// shell in index.html (scripts/bootShell.ts) which language and which first screen to paint.
try {
  const root = document.documentElement
  if (localStorage.getItem('theme') === 'dark') root.classList.add('dark')
  if (localStorage.getItem('language') === 'en') root.lang = 'en'
  const path = location.pathname
  if (path === '/' || path === '/welcome') root.dataset.boot = 'welcome'
  else if (path === '/unlock') root.dataset.boot = 'unlock'
} catch {}
