import { DRAG_ACTIVATION } from '#shared/limits.ts';
import type { DragAnnouncements } from '#web/features/boards/drag-announcements.ts';
import { cellBoxes } from './cell-boxes.ts';
import {
  moveItem,
  neighbourIndex,
  shiftedTiles,
  targetIndex,
  type ArrowKey,
  type TileBox,
} from './sort-math.ts';
import { SORT_ID } from '../components/tile-slot.ts';
import { DRAG_HANDLE } from './grid-sorter-attributes.ts';

/** Pointer within this distance of the window's top or bottom edge scrolls it while dragging. */
const EDGE_PX = 48;
const SCROLL_STEP_PX = 14;
const SLIDE = 'transform 150ms ease';
const ARROWS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const isArrow = (key: string): key is ArrowKey => ARROWS.includes(key);

export interface GridSorterOptions {
  /** Called with the new order of ids after a drop that moved something. */
  onDrop: (ids: string[], movedId: string) => void;
  /** Writes a sentence into the live region. */
  announce: (text: string) => void;
  /** Sentences for the current order (rebuilt when the buttons change). */
  announcements: () => DragAnnouncements;
}

interface Drag {
  id: string;
  mode: 'pointer' | 'keyboard';
  cells: HTMLElement[];
  boxes: TileBox[];
  from: number;
  target: number;
  /** How far the dragged tile has moved from its place, page pixels. */
  dx: number;
  dy: number;
  /** Pointer drags: where the pointer went down (client) and the scroll then. */
  startClient?: { x: number; y: number };
  startScroll?: { x: number; y: number };
  lastClient?: { x: number; y: number };
}

interface Pending {
  id: string;
  pointerId: number;
  type: string;
  x: number;
  y: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Rearranging the board's grid (decision 029) without rendering it: a drag measures the cells once, moves the
 * dragged cell and slides only the cells whose place changes with CSS transforms, once per frame; React
 * renders again only after the drop, in the new order. Pointer (after 3 px), touch (after 150 ms held within
 * 5 px) and keyboard (Space/Enter, each arrow moves one place (decision 049), Space/Enter drop, Escape cancel), with live-region
 * sentences and window auto-scroll. Returns the function that detaches it.
 */
export function attachGridSorter(
  grid: HTMLElement,
  options: GridSorterOptions,
): {
  detach: () => void;
  /** After React rendered the new order: drop the transforms (before paint) and give focus back. */
  settle: () => void;
} {
  let drag: Drag | null = null;
  let pending: Pending | null = null;
  let frame = 0;
  let scrollFrame = 0;
  let refocusId: string | null = null;
  let settling = false;

  const cellsOf = () => [...grid.querySelectorAll<HTMLElement>(`[${SORT_ID}]`)];
  /**
   * Blocks of cells drawn in full while a drag runs: the dragged cell's (raised above the others) and those
   * a cell slides out of. A block off screen is skipped and clips its contents to its box, so a cell that
   * leaves it would vanish (tile-slot.ts).
   */
  const openedBlocks = new Set<HTMLElement>();
  const openBlockOf = (cell: HTMLElement, raise = false) => {
    const block = cell.parentElement;
    if (!block || block === grid) return;
    block.style.contentVisibility = 'visible';
    if (raise) block.style.zIndex = '10';
    openedBlocks.add(block);
  };
  /** After `delay` ms (cells sliding back stay drawn meanwhile), unless a new drag opened them again. */
  const closeBlocks = (delay: number) => {
    const blocks = [...openedBlocks];
    openedBlocks.clear();
    const close = () => {
      for (const block of blocks) {
        if (openedBlocks.has(block)) continue;
        block.style.contentVisibility = '';
        block.style.zIndex = '';
      }
    };
    if (delay) setTimeout(close, delay);
    else close();
  };
  const handleOf = (target: EventTarget | null) =>
    (target as Element | null)?.closest?.<HTMLElement>(`[${DRAG_HANDLE}]`) ?? null;

  const begin = (id: string, mode: Drag['mode'], client?: { x: number; y: number }) => {
    const cells = cellsOf();
    const from = cells.findIndex((cell) => cell.getAttribute(SORT_ID) === id);
    if (from < 0) return;
    const boxes = cellBoxes(cells, from);
    drag = { id, mode, cells, boxes, from, target: from, dx: 0, dy: 0 };
    if (client) {
      drag.startClient = client;
      drag.lastClient = client;
      drag.startScroll = { x: scrollX, y: scrollY };
    }
    const dragged = cells[from]!;
    openBlockOf(dragged, true);
    dragged.style.transition = 'none';
    dragged.style.zIndex = '10';
    dragged.style.position = 'relative';
    dragged.toggleAttribute('data-dragging', true);
    grid.toggleAttribute('data-dragging', true);
    options.announce(options.announcements().pickedUp(from));
  };

  /** Draws the drag at its current offset: the dragged cell follows, the others slide if the target moved. */
  const draw = () => {
    frame = 0;
    if (!drag) return;
    const { cells, boxes, from } = drag;
    cells[from]!.style.transform = `translate3d(${drag.dx}px, ${drag.dy}px, 0)`;
    const target = targetIndex(boxes, from, drag.dx, drag.dy);
    if (target === drag.target) return;
    for (const { index, dx, dy } of shiftedTiles(boxes, from, drag.target, target)) {
      const cell = cells[index]!;
      openBlockOf(cell);
      cell.style.transition = SLIDE;
      cell.style.transform = dx || dy ? `translate3d(${dx}px, ${dy}px, 0)` : '';
    }
    drag.target = target;
    const line = options.announcements().over(from, target);
    if (line) options.announce(line);
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(draw);
  };

  const followPointer = () => {
    if (!drag?.startClient || !drag.lastClient || !drag.startScroll) return;
    drag.dx = drag.lastClient.x - drag.startClient.x + (scrollX - drag.startScroll.x);
    drag.dy = drag.lastClient.y - drag.startClient.y + (scrollY - drag.startScroll.y);
    schedule();
  };

  /** Near the top or bottom edge the window scrolls, frame after frame, and the drag follows. */
  const autoScroll = () => {
    scrollFrame = 0;
    if (!drag?.lastClient) return;
    const y = drag.lastClient.y;
    const step = y < EDGE_PX ? -SCROLL_STEP_PX : y > innerHeight - EDGE_PX ? SCROLL_STEP_PX : 0;
    if (!step) return;
    const before = scrollY;
    scrollBy(0, step);
    if (scrollY !== before) followPointer();
    scrollFrame = requestAnimationFrame(autoScroll);
  };

  const clearStyles = (cells: HTMLElement[], animate: boolean) => {
    for (const cell of cells) {
      cell.style.transition = animate ? SLIDE : 'none';
      cell.style.transform = '';
      cell.style.zIndex = '';
      cell.style.position = '';
      cell.removeAttribute('data-dragging');
    }
    grid.removeAttribute('data-dragging');
    closeBlocks(animate ? 200 : 0);
  };

  const finish = (drop: boolean) => {
    if (!drag) return;
    if (frame) cancelAnimationFrame(frame);
    if (scrollFrame) cancelAnimationFrame(scrollFrame);
    frame = scrollFrame = 0;
    const current = drag;
    drag = null;
    const say = options.announcements();
    if (current.mode === 'keyboard') refocusId = current.id;
    if (!drop || current.target === current.from) {
      clearStyles(current.cells, true);
      options.announce(
        drop ? say.dropped(current.from, current.from) : say.cancelled(current.from),
      );
      if (refocusId) focusHandle();
      return;
    }
    // The cells stay where they are drawn until React has rendered the new order (settle()); should no
    // render come (a reorder refused before it was shown), they are put back after a second anyway.
    settling = true;
    setTimeout(settle, 1000);
    options.announce(say.dropped(current.from, current.target));
    const ids = current.cells.map((cell) => cell.getAttribute(SORT_ID)!);
    options.onDrop(moveItem(ids, current.from, current.target), current.id);
  };

  const settle = () => {
    if (!settling) return;
    settling = false;
    clearStyles(cellsOf(), false);
    focusHandle();
  };

  const focusHandle = () => {
    const id = refocusId;
    refocusId = null;
    if (!id) return;
    grid.querySelector<HTMLElement>(`[${DRAG_HANDLE}="${CSS.escape(id)}"]`)?.focus();
  };

  // Pointer and touch.
  const onPointerDown = (event: PointerEvent) => {
    const handle = handleOf(event.target);
    if (!handle || drag || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const id = handle.getAttribute(DRAG_HANDLE)!;
    pending = {
      id,
      pointerId: event.pointerId,
      type: event.pointerType,
      x: event.clientX,
      y: event.clientY,
    };
    if (event.pointerType === 'touch') {
      const start = pending;
      start.timer = setTimeout(() => {
        if (pending !== start) return;
        pending = null;
        begin(start.id, 'pointer', { x: start.x, y: start.y });
      }, DRAG_ACTIVATION.touchDelayMs);
    } else {
      event.preventDefault(); // no text selection while dragging with a mouse
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    if (pending && event.pointerId === pending.pointerId) {
      const distance = Math.hypot(event.clientX - pending.x, event.clientY - pending.y);
      if (pending.type === 'touch') {
        if (distance > DRAG_ACTIVATION.touchTolerancePx) cancelPending();
        return;
      }
      if (distance <= DRAG_ACTIVATION.pointerDistancePx) return;
      const start = pending;
      pending = null;
      begin(start.id, 'pointer', { x: start.x, y: start.y });
    }
    if (drag?.mode !== 'pointer') return;
    drag.lastClient = { x: event.clientX, y: event.clientY };
    followPointer();
    scrollFrame ||= requestAnimationFrame(autoScroll);
  };
  const cancelPending = () => {
    if (pending?.timer) clearTimeout(pending.timer);
    pending = null;
  };
  const onPointerUp = () => {
    cancelPending();
    if (drag?.mode === 'pointer') {
      if (frame) draw();
      finish(true);
    }
  };
  const onPointerCancel = () => {
    cancelPending();
    if (drag?.mode === 'pointer') finish(false);
  };

  // Keyboard.
  const onKeyDown = (event: KeyboardEvent) => {
    if (drag && event.key === 'Escape') {
      event.preventDefault();
      finish(false);
      return;
    }
    const handle = handleOf(event.target);
    if (!handle) return;
    const pick = event.key === ' ' || event.key === 'Enter';
    if (!drag) {
      if (!pick) return;
      event.preventDefault();
      begin(handle.getAttribute(DRAG_HANDLE)!, 'keyboard');
      return;
    }
    if (drag.mode !== 'keyboard') return;
    if (isArrow(event.key)) {
      // One place per press (decision 049; the spec's table said 25 px, about five presses a place).
      event.preventDefault();
      const next = neighbourIndex(drag.boxes, drag.target, event.key);
      drag.dx = drag.boxes[next]!.x - drag.boxes[drag.from]!.x;
      drag.dy = drag.boxes[next]!.y - drag.boxes[drag.from]!.y;
      draw();
    } else if (pick) {
      event.preventDefault();
      finish(true);
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    // Tabbing away from a keyboard drag cancels it (the drop would otherwise wait unseen).
    if (
      drag?.mode === 'keyboard' &&
      !settling &&
      !grid.contains(event.relatedTarget as Node | null)
    ) {
      finish(false);
    }
  };

  // The tiles do not play while arranging: say so to assistive technology (set here, not by rendering them).
  const faces = [...grid.querySelectorAll<HTMLElement>('[data-testid="board-tile"]')];
  for (const face of faces) face.setAttribute('aria-disabled', 'true');

  grid.addEventListener('pointerdown', onPointerDown);
  grid.addEventListener('keydown', onKeyDown);
  grid.addEventListener('focusout', onFocusOut);
  addEventListener('pointermove', onPointerMove);
  addEventListener('pointerup', onPointerUp);
  addEventListener('pointercancel', onPointerCancel);

  return {
    detach() {
      if (drag) finish(false);
      cancelPending();
      for (const face of faces) face.removeAttribute('aria-disabled');
      grid.removeEventListener('pointerdown', onPointerDown);
      grid.removeEventListener('keydown', onKeyDown);
      grid.removeEventListener('focusout', onFocusOut);
      removeEventListener('pointermove', onPointerMove);
      removeEventListener('pointerup', onPointerUp);
      removeEventListener('pointercancel', onPointerCancel);
    },
    settle,
  };
}
