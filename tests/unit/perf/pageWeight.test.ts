import {budgetFor, budgetMessage} from '../../e2e/pageWeight';

const KIB = 1024;

test('a budget is the total plus 3 %, rounded up to a whole KiB, with no cap for any page', () => {
  expect(budgetFor(177.4 * KIB)).toBe(183);
  expect(budgetFor(100 * KIB, 0.03)).toBe(103);
  // No 150 KiB rule (issue 44): a page just under 150 KiB gets its 3 % like any other.
  expect(budgetFor(148.7 * KIB)).toBe(154);
  expect(budgetFor(149 * KIB)).toBe(154);
});

test('a failure names the page, the budget, the baseline and the chunk that grew', () => {
  const baseline = {budgetKiB: 153, totalBytes: 148 * KIB, chunks: {main: 105 * KIB, '106': 10 * KIB}};
  const message = budgetMessage('/guide/install/docker', baseline, {
    totalBytes: 154 * KIB,
    chunks: {main: 105 * KIB, '106': 16 * KIB},
  });
  expect(message).toContain('/guide/install/docker: 154.0 KiB');
  expect(message).toContain('over its budget of 153 KiB (baseline 148.0 KiB + 3 %)');
  expect(message).toContain('grew: 106 10.0 KiB → 16.0 KiB (+6.0 KiB)');
  expect(message).not.toContain('target');
});
