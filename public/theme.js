// Before the first paint: the stored theme, and the boot shell's language and screen (scripts/bootShell.ts).
try {
  const root = document.documentElement
  if (localStorage.getItem('theme') === 'dark') root.classList.add('dark')
  if (localStorage.getItem('language') === 'en') root.lang = 'en'
  const path = location.pathname
  if (path === '/' || path === '/welcome') root.dataset.boot = 'welcome'
  else if (path === '/unlock') root.dataset.boot = 'unlock'
} catch {}
