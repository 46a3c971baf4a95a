// Applies the theme before the first paint (no light flash); src/lib/theme.ts owns it afterwards.
// A file rather than an inline script: the Content-Security-Policy allows scripts of the origin only.
try {
  var setting = localStorage.getItem('theme');
  var dark = setting === 'dark' || (setting !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // Storage refused: the page starts light.
}

// A stored session: the code of the signed-in frame, of the address's screen and the texts of the
// chosen language are preloaded while the app's entry loads, and the frame's reads (the terms check
// and the user) are sent now; the entry takes their answers (lib/api.ts readEarly). The build names
// them on this script's tag (web/vite.config.ts signedInPreload).
try {
  var script = document.currentScript;
  var token = localStorage.getItem('access_token');
  if (script && token) {
    var firstReads = script.getAttribute('data-first-reads');
    if (firstReads) {
      window.grafikFirstReads = {};
      firstReads.split(' ').forEach(function(path) {
        var sent = fetch('/api' + path, {
          headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
          credentials: 'include',
        });
        sent.catch(function() {}); // the entry that takes it handles a failure
        window.grafikFirstReads[path] = sent;
      });
    }
    var files = (script.getAttribute('data-signed-in-preload') || '').split(' ');
    var screenFiles = (script.getAttribute('data-screen-files') || '').split(' ');
    var screens = JSON.parse(script.getAttribute('data-screen-preload') || '{}');
    // The screen of this address: its route exactly, else the first whose :parameters match.
    var path = location.pathname.replace(/(.)\/$/, '$1');
    var route = screens[path] ? path : Object.keys(screens).filter(function(pattern) {
      return pattern.indexOf(':') >= 0 && new RegExp('^' + pattern.replace(/:[^/]+/g, '[^/]+') + '$').test(path);
    })[0];
    if (route) {
      screens[route].forEach(function(index) {
        files.push(screenFiles[index]);
      });
    }
    // The language as lib/i18n.ts detects it: ?lng=, then the one chosen before.
    var language = new URLSearchParams(location.search).get('lng') || localStorage.getItem('i18nextLng');
    (script.getAttribute('data-texts') || '').split(';').forEach(function(entry) {
      var parts = entry.split(':');
      if (language && parts[0] === language.slice(0, 2)) files = files.concat(parts[1].split(' '));
    });
    files.forEach(function(href) {
      if (!href) return;
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
