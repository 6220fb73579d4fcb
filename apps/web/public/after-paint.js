/* global document, requestAnimationFrame, setTimeout */
// Starts the app's entry (data-entry) once the page the server drew has painted: run at once, a
// module script would often evaluate and hydrate before the first frame, holding the services
// list back behind the JavaScript (scripts/prerender.ts writes this tag into /book/{id}'s page).
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    }, 0);
  });
})();
