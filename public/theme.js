// Applies the stored theme before the first paint, so a dark-mode user never sees a white flash. A file,
// not an inline script, so the Content-Security-Policy needs no 'unsafe-inline'.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark')
} catch {}
