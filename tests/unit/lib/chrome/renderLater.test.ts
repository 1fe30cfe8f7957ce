import {
  RENDER_ALL_ATTRIBUTE,
  RENDERED_ATTRIBUTE,
  pendingBlocks,
  renderAll,
  renderLater,
  renderInTurn,
  renderTurn,
} from '@site/src/lib/chrome/renderLater';

function page(blocks: number): HTMLElement[] {
  document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE);
  document.body.innerHTML = '';
  return Array.from({length: blocks}, (_, i) => {
    const el = document.createElement('table');
    el.id = `b${i}`;
    for (const [name, value] of Object.entries(renderLater())) el.setAttribute(name, value as string);
    document.body.append(el);
    return el;
  });
}

/** A clock that moves `step` ms each time it is read. */
function clock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

/** Turns scheduled one at a time; `next()` runs the pending one. */
function scheduler(): {schedule: (turn: () => void) => () => void; next: () => boolean; cancelled: number} {
  let pending: (() => void) | undefined;
  const state = {
    cancelled: 0,
    schedule: (turn: () => void) => {
      pending = turn;
      return () => {
        pending = undefined;
        state.cancelled += 1;
      };
    },
    next: () => {
      const turn = pending;
      pending = undefined;
      turn?.();
      return turn !== undefined;
    },
  };
  return state;
}

describe('renderLater', () => {
  it('marks a block, with its number of table rows when given', () => {
    expect(renderLater()).toEqual({'data-render-later': ''});
    expect(renderLater(12)).toEqual({'data-render-later': '', style: {'--render-later-rows': 12}});
  });
});

describe('pendingBlocks', () => {
  it('lists the marked blocks not rendered yet, in document order', () => {
    const [a, b, c] = page(3);
    b!.setAttribute(RENDERED_ATTRIBUTE, '');
    expect(pendingBlocks(document)).toEqual([a, c]);
  });
});

describe('renderTurn', () => {
  it('renders blocks until the budget is spent', () => {
    const blocks = page(10);
    const queue = [...blocks];
    // Each read of the clock is 3 ms later: the turn stops at 8 ms, after 3 blocks.
    expect(renderTurn(queue, clock(3), 8)).toBe(3);
    expect(blocks.filter((b) => b.hasAttribute(RENDERED_ATTRIBUTE)).map((b) => b.id)).toEqual(['b0', 'b1', 'b2']);
    expect(queue).toHaveLength(7);
  });

  it('renders at least one block, however slow', () => {
    const queue = page(2);
    expect(renderTurn(queue, clock(100), 8)).toBe(1);
    expect(queue).toHaveLength(1);
  });

  it('does nothing on an empty queue', () => {
    expect(renderTurn([], clock(1))).toBe(0);
  });
});

describe('renderInTurn', () => {
  it('renders every block over several turns, then marks the document', () => {
    const blocks = page(5);
    const s = scheduler();
    renderInTurn(document, s.schedule, clock(5));
    // Nothing happens before the first turn.
    expect(pendingBlocks(document)).toHaveLength(5);
    let turns = 0;
    while (s.next()) turns += 1;
    expect(turns).toBeGreaterThan(1);
    expect(blocks.every((b) => b.hasAttribute(RENDERED_ATTRIBUTE))).toBe(true);
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(true);
  });

  it('marks a page without blocks at its first turn', () => {
    page(0);
    const s = scheduler();
    renderInTurn(document, s.schedule);
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false);
    s.next();
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(true);
    expect(s.next()).toBe(false);
  });

  it('stops once everything is rendered some other way (renderAll)', () => {
    const blocks = page(5);
    const s = scheduler();
    renderInTurn(document, s.schedule, clock(100));
    s.next();
    renderAll();
    expect(s.next()).toBe(true);
    expect(s.next()).toBe(false);
    expect(blocks.filter((b) => b.hasAttribute(RENDERED_ATTRIBUTE))).toHaveLength(1);
  });

  it('can be stopped', () => {
    const blocks = page(3);
    const s = scheduler();
    const stop = renderInTurn(document, s.schedule, clock(100));
    s.next();
    stop();
    expect(s.cancelled).toBe(1);
    expect(s.next()).toBe(false);
    expect(blocks.filter((b) => b.hasAttribute(RENDERED_ATTRIBUTE))).toHaveLength(1);
  });
});
