// Decision 074: a classic script in <head>, run before the first paint, keeps the presses on the server's
// tiles made before the page's module script ran, and the keys a hotkey may be (decision 075), and shows
// a tile pressed; captureEarlyPresses (early-presses.ts) takes them over. Clicks on the server's like button
// are kept too, for captureEarlyLikes (likes/early-likes.ts).
(function () {
  var queue = [];
  var likes = [];
  var down = null;
  function tileOf(event) {
    var target = event.target;
    return target && target.closest ? target.closest('[data-tile-id]') : null;
  }
  function keep(press) {
    press.at = performance.now();
    queue.push(press);
  }
  function press(tile) {
    release();
    down = tile;
    tile.setAttribute('data-pressed', '');
    keep({ tileId: tile.getAttribute('data-tile-id') || '' });
  }
  function release() {
    if (down) down.removeAttribute('data-pressed');
    down = null;
  }
  function typing(target) {
    return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }
  function onPointerDown(event) {
    var tile = event.button === 0 && tileOf(event);
    if (tile) press(tile);
  }
  function onKeyDown(event) {
    if (event.repeat) return;
    var tile = tileOf(event);
    if (tile && (event.key === 'Enter' || event.key === ' ')) press(tile);
    // One character without Ctrl, Alt or Meta, not typed in a field: the module keeps it if it is a hotkey.
    else if (!event.ctrlKey && !event.altKey && !event.metaKey && !typing(event.target)) {
      if (Array.from(event.key).length === 1) keep({ key: event.key });
    }
  }
  function onClick(event) {
    var target = event.target;
    var like = target && target.closest ? target.closest('[data-like-board]') : null;
    if (like) likes.push(like.getAttribute('data-like-board') || '');
  }
  var listeners = [
    ['pointerdown', onPointerDown],
    ['keydown', onKeyDown],
    ['pointerup', release],
    ['pointercancel', release],
    ['keyup', release],
  ];
  listeners.forEach(function (pair) {
    addEventListener(pair[0], pair[1], true);
  });
  // A tile still held keeps its look: the module's own release lets it up.
  window.__earlyTilePresses = function () {
    listeners.forEach(function (pair) {
      removeEventListener(pair[0], pair[1], true);
    });
    return queue.splice(0);
  };
  addEventListener('click', onClick, true);
  window.__earlyLikeClicks = function () {
    removeEventListener('click', onClick, true);
    return likes.splice(0);
  };
})();
