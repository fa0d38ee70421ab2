import { describe, expect, it } from 'vitest';
import { loggingShare } from '../bench/log-share.mjs';

/** A V8 CPU profile: nodes with call frames and children, one sample per entry of `samples`. */
function profileOf(nodes, samples) {
  return { nodes, samples, timeDeltas: samples.map(() => 200) };
}
const frame = (functionName, url = '') => ({ functionName, url, scriptId: '0', lineNumber: 0, columnNumber: 0 });

describe("the log-share bench's count (bench/log-share.mjs)", () => {
  it('counts a sample as logging when any frame on its stack is logging code, and leaves idle out', () => {
    const nodes = [
      { id: 1, callFrame: frame('(root)'), children: [2, 3, 6] },
      { id: 2, callFrame: frame('(idle)'), children: [] },
      {
        id: 3,
        callFrame: frame('requestCompleted', 'file:///r/packages/server/src/log-request-line.ts'),
        children: [4],
      },
      { id: 4, callFrame: frame('write', 'file:///r/node_modules/sonic-boom/index.js'), children: [5] },
      { id: 5, callFrame: frame('stringify', ''), children: [] },
      { id: 6, callFrame: frame('readOrder', 'file:///r/packages/server/src/orders/queries.ts'), children: [] },
    ];
    // 2 idle, 1 in the request line itself, 1 in a builtin called from sonic-boom, 6 reading orders.
    const share = loggingShare(profileOf(nodes, [2, 2, 3, 5, 6, 6, 6, 6, 6, 6]));
    expect(share).toEqual({ samples: 10, busy: 8, logging: 2, share: 0.25 });
  });

  it('finds no logging in a profile without it', () => {
    const nodes = [
      { id: 1, callFrame: frame('(root)'), children: [2] },
      { id: 2, callFrame: frame('handler', 'file:///r/packages/server/src/app.ts'), children: [] },
    ];
    expect(loggingShare(profileOf(nodes, [2, 2])).share).toBe(0);
  });
});
