// Runs before the application's code (index.html): the static first screen in the persisted language, that
// language's catalogue asked for at once, the stylesheet added without holding up the first screen, and the notice
// with its reload button when the code does not arrive (a file that fails, or nothing within the chunk-load limit).
// A plain file: the Content-Security-Policy forbids inline script.
(function () {
  // lib/i18n.ts HTML_LANG; lib/persisted-state.ts PERSISTED_STATE_KEY; config/constants.ts CHUNK_LOAD_TIMEOUT_MS.
  var HTML_LANG = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };
  var PERSISTED_STATE_KEY = 'notary-portal';
  var CHUNK_LOAD_TIMEOUT_MS = 120000;
  var root = document.documentElement;

  function storedLocale() {
    try {
      var stored = JSON.parse(localStorage.getItem(PERSISTED_STATE_KEY) || 'null');
      var locale = stored && stored.state && stored.state.locale;
      return HTML_LANG[locale] ? locale : 'oz';
    } catch (error) {
      return 'oz'; // no storage, or a damaged entry: the default language
    }
  }

  // A link for each meta of that name, in their order (the stylesheets' order is their cascade). The development
  // server has none: its styles come with the code.
  function addLink(rel, metaName, attributes) {
    var metas = document.querySelectorAll('meta[name="' + metaName + '"]');
    for (var i = 0; i < metas.length; i++) {
      var link = document.createElement('link');
      link.rel = rel;
      link.href = metas[i].content;
      link.crossOrigin = 'anonymous';
      for (var name in attributes) link.setAttribute(name, attributes[name]);
      document.head.appendChild(link);
    }
  }

  function fail() {
    if (document.getElementById('boot')) root.setAttribute('data-boot', 'failed');
  }

  var locale = storedLocale();
  root.lang = HTML_LANG[locale];
  if (location.pathname.indexOf('kiosk') !== -1) root.setAttribute('data-boot-mode', 'kiosk');
  addLink('modulepreload', 'catalogue-' + locale, {});
  addLink('stylesheet', 'app-css', { 'data-app-css': '' });
  window.addEventListener(
    'error',
    function (event) {
      var tag = event.target && event.target.tagName;
      if (tag === 'SCRIPT' || tag === 'LINK') fail();
    },
    true,
  );
  setTimeout(fail, CHUNK_LOAD_TIMEOUT_MS);
  document.addEventListener('click', function (event) {
    if (event.target.closest && event.target.closest('#boot-reload')) location.reload();
  });
})();
