import { describe, expect, it } from 'vitest';
import { tileRootClass } from './tile-styles.ts';

/** The properties a Tailwind class list transitions (`transition-[a,b]`, or `transition` = several). */
function transitionedProperties(classes: string): string[] {
  const names = classes.split(/\s+/);
  const custom = names.find((name) => name.startsWith('transition-['));
  if (custom) return custom.slice('transition-['.length, -1).split(',');
  return names.includes('transition')
    ? ['color', 'background-color', 'box-shadow', 'transform']
    : [];
}

describe('tile press feedback', () => {
  it('animates only what the compositor runs, so a press does not make the next one wait for frames', () => {
    for (const look of ['filled', 'empty'] as const) {
      const properties = transitionedProperties(tileRootClass(look));
      expect(properties).toContain('scale');
      for (const property of properties)
        expect(['scale', 'opacity', 'transform']).toContain(property);
    }
  });
});
