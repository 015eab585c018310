// Decision 074: a classic script in <head>, run before the first paint, keeps the presses on the server's
// tiles made before the page's module script ran; captureEarlyPresses (early-presses.ts) takes them over.
(function () {
  var queue = [];
  function tileOf(event) {
    var target = event.target;
    return target && target.closest ? target.closest('[data-tile-id]') : null;
  }
  function keep(tile) {
    queue.push({ tileId: tile.getAttribute('data-tile-id') || '', at: performance.now() });
  }
  function onPointerDown(event) {
    var tile = event.button === 0 && tileOf(event);
    if (tile) keep(tile);
  }
  function onKeyDown(event) {
    var tile = (event.key === 'Enter' || event.key === ' ') && !event.repeat && tileOf(event);
    if (tile) keep(tile);
  }
  addEventListener('pointerdown', onPointerDown, true);
  addEventListener('keydown', onKeyDown, true);
  window.__earlyTilePresses = function () {
    removeEventListener('pointerdown', onPointerDown, true);
    removeEventListener('keydown', onKeyDown, true);
    return queue.splice(0);
  };
})();
