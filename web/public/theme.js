// Applies the theme before the first paint (no light flash); src/lib/theme.ts owns it afterwards.
// A file rather than an inline script: the Content-Security-Policy allows scripts of the origin only.
try {
  var setting = localStorage.getItem('theme');
  var dark = setting === 'dark' || (setting !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // Storage refused: the page starts light.
}
