// Applies the theme before the first paint (no light flash); src/lib/theme.ts owns it afterwards.
// A file rather than an inline script: the Content-Security-Policy allows scripts of the origin only.
try {
  var setting = localStorage.getItem('theme');
  var dark = setting === 'dark' || (setting !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // Storage refused: the page starts light.
}

// A stored session: the signed-in frame's code is preloaded while the app's entry loads (the build
// names its files on this script's tag, web/vite.config.ts signedInPreload).
try {
  var frameFiles = document.currentScript && document.currentScript.getAttribute('data-signed-in-preload');
  if (frameFiles && localStorage.getItem('access_token')) {
    frameFiles.split(' ').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
  }
} catch {
  // Storage refused: nobody is signed in.
}
