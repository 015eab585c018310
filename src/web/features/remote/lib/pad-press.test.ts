import { describe, expect, it } from 'vitest';
import { padPress, type PadAction } from './pad-press.ts';

function pad() {
  const sent: PadAction[] = [];
  return { sent, press: padPress((action) => sent.push(action)) };
}
const primary = { button: 0, isPrimary: true };

describe('a pad’s press phases on the phone (decision 060)', () => {
  it('a touch sends down, and up once however it ends (lift, leave, cancel)', () => {
    const { sent, press } = pad();
    press.pointerDown(primary);
    press.release(); // pointerup
    press.release(); // the pointerleave that follows
    press.pointerDown(primary);
    press.release(); // pointercancel
    expect(sent).toEqual(['down', 'up', 'down', 'up']);
  });

  it('the click after a touch sends nothing more; a click without a pointer (Enter, Space, a screen reader) is a tap', () => {
    const { sent, press } = pad();
    press.pointerDown(primary);
    press.release();
    press.click({ detail: 1 });
    press.click({ detail: 0 });
    expect(sent).toEqual(['down', 'up', 'tap']);
  });

  it('a second finger, or a right button, does not press again while the pad is held', () => {
    const { sent, press } = pad();
    press.pointerDown(primary);
    press.pointerDown({ button: 0, isPrimary: false });
    press.pointerDown({ button: 2, isPrimary: true });
    press.pointerDown(primary);
    expect(sent).toEqual(['down']);
  });
});
