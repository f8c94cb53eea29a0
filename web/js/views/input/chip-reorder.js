// Moving one item of a list of buttons (the chips of the new order) by pointer and by keyboard.
// Pointer (mouse, touch, pen): press, drag past a few pixels, release; the other chips make room as
// the dragged one passes them. Keyboard: the list is one tab stop (arrows move the focus); Space or
// Enter picks the focused chip up, arrows / Home / End move it, Space or Enter drops it, Escape (or
// leaving the list) puts it back; Alt+arrow moves it at once. Every step is announced.
// The list's DOM is the working copy; a drop hands the new order of data-index values to onCommit.

import { t } from '../../text/en/input.js';

const DRAG_THRESHOLD = 5;  // pixels, so a tap or click never becomes a drag

// signal: the page's build (main.js); once it aborts, the window's Escape is no longer heard.
export function makeReorderable(list, { onCommit, announce, describe, signal }) {
  let lifted = null;       // {item, before: order when picked up}
  let drag = null;         // {item, pointerId, startX, startY, grabX, grabY, before, moving}

  const items = () => [...list.children];
  const orderNow = () => items().map((li) => Number(li.dataset.index));
  // The arguments of every announcement: the item's words and its place in the list.
  const where = (item) => ({ token: describe(item), place: items().indexOf(item) + 1, count: list.children.length });
  const buttonOf = (item) => item.querySelector('button');

  // Puts the items in `order` (data-index values) by moving the others around `pivot`: the pivot
  // itself never leaves the DOM, so it keeps the keyboard focus and the pointer capture.
  function arrange(order, pivot) {
    const byIndex = new Map(items().map((li) => [Number(li.dataset.index), li]));
    const nodes = order.map((index) => byIndex.get(index));
    const at = nodes.indexOf(pivot);
    pivot.before(...nodes.slice(0, at));
    pivot.after(...nodes.slice(at + 1));
  }

  function moveTo(item, to) {
    const order = orderNow().filter((index) => index !== Number(item.dataset.index));
    order.splice(Math.max(0, Math.min(order.length, to)), 0, Number(item.dataset.index));
    arrange(order, item);
  }

  function commit(before) {
    const after = orderNow();
    if (after.join() !== before.join()) onCommit(after);
  }

  function focusItem(item) {
    for (const li of items()) buttonOf(li).tabIndex = li === item ? 0 : -1;
    buttonOf(item).focus();
  }

  function pickUp(item) {
    lifted = { item, before: orderNow() };
    item.classList.add('lifted');
    buttonOf(item).setAttribute('aria-pressed', 'true');
    announce(t('input.pickedUp', where(item)));
  }

  function putDown(cancelled) {
    const { item, before } = lifted;
    lifted = null;
    item.classList.remove('lifted');
    buttonOf(item).setAttribute('aria-pressed', 'false');
    if (cancelled) {
      arrange(before, item);
      announce(t('input.cancelled', where(item)));
    } else {
      announce(t('input.dropped', where(item)));
      commit(before);
    }
  }

  list.addEventListener('keydown', (event) => {
    const item = event.target.closest('li');
    if (!item || !list.contains(item)) return;
    const at = items().indexOf(item);
    const last = list.children.length - 1;
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (lifted) {
      if (step || event.key === 'Home' || event.key === 'End') {
        moveTo(item, event.key === 'Home' ? 0 : event.key === 'End' ? last : at + step);
        announce(t('input.movedTo', where(item)));
      } else if (event.key === ' ' || event.key === 'Enter') {
        putDown(false);
      } else if (event.key === 'Escape') {
        putDown(true);
      } else {
        return;
      }
    } else if (step && event.altKey) {
      const before = orderNow();
      moveTo(item, at + step);
      announce(t('input.moved', where(item)));
      commit(before);
    } else if (step || event.key === 'Home' || event.key === 'End') {
      const target = event.key === 'Home' ? 0 : event.key === 'End' ? last : Math.max(0, Math.min(last, at + step));
      focusItem(items()[target]);
    } else if (event.key === ' ' || event.key === 'Enter') {
      pickUp(item);
    } else {
      return;
    }
    event.preventDefault();
  });

  list.addEventListener('focusin', (event) => {
    const item = event.target.closest('li');
    if (item) for (const li of items()) buttonOf(li).tabIndex = li === item ? 0 : -1;
  });
  list.addEventListener('focusout', (event) => {
    if (lifted && !list.contains(event.relatedTarget)) putDown(true);
  });

  // Pointer dragging. touch-action: none on the chips (app.css) keeps the page from scrolling instead.
  list.addEventListener('pointerdown', (event) => {
    const button = event.target.closest('button');
    if (!button || event.button !== 0 || lifted) return;
    const item = button.closest('li');
    const rect = item.getBoundingClientRect();
    drag = { item, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY,
      grabX: event.clientX - rect.left, grabY: event.clientY - rect.top, before: orderNow(), moving: false };
    button.setPointerCapture(event.pointerId);
  });

  function follow(event) {
    const { item, grabX, grabY } = drag;
    item.style.transform = '';
    const base = item.getBoundingClientRect();
    item.style.transform = `translate(${event.clientX - grabX - base.left}px, ${event.clientY - grabY - base.top}px)`;
  }

  list.addEventListener('pointermove', (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (!drag.moving) {
      if (Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) < DRAG_THRESHOLD) return;
      drag.moving = true;
      drag.item.classList.add('dragging');
    }
    // The chip under the pointer (ignoring the dragged one) decides where the dragged chip goes.
    const others = items().filter((li) => li !== drag.item);
    const over = others.find((li) => {
      const r = li.getBoundingClientRect();
      return event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
    });
    if (over) {
      const r = over.getBoundingClientRect();
      const after = event.clientX > r.left + r.width / 2;
      moveTo(drag.item, others.indexOf(over) + (after ? 1 : 0));
    }
    follow(event);
  });

  function endDrag(cancelled) {
    const { item, before, moving } = drag;
    drag = null;
    item.style.transform = '';
    item.classList.remove('dragging');
    if (!moving) return;
    if (cancelled) {
      arrange(before, item);
      return;
    }
    announce(t('input.dropped', where(item)));
    commit(before);
  }
  list.addEventListener('pointerup', (event) => { if (drag && event.pointerId === drag.pointerId) endDrag(false); });
  list.addEventListener('pointercancel', (event) => { if (drag && event.pointerId === drag.pointerId) endDrag(true); });
  list.addEventListener('lostpointercapture', (event) => { if (drag && event.pointerId === drag.pointerId) endDrag(true); });
  window.addEventListener('keydown', (event) => { if (drag && event.key === 'Escape') endDrag(true); }, { signal });
}
