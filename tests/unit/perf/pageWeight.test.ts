import {TARGET_KIB, budgetFor, budgetMessage} from '../../e2e/pageWeight';

const KIB = 1024;

test('a budget is the total plus the margin, rounded up to a whole KiB', () => {
  expect(budgetFor('/guide/api/fs', 177.4 * KIB)).toBe(183);
  expect(budgetFor('/pricing', 100 * KIB, 0.03)).toBe(103);
});

test('a page without a diagram, chart, video or tool that is under the target keeps its budget at the target', () => {
  expect(budgetFor('/guide/install/docker', 148.7 * KIB)).toBe(TARGET_KIB);
  expect(budgetFor('/guide/install/docker', TARGET_KIB * KIB)).toBe(TARGET_KIB);
  // Over the target: the usual margin, so that the check still catches growth.
  expect(budgetFor('/guide/drivers/onedrive', 164 * KIB)).toBe(169);
});

test('the pages with a diagram, chart or tool are not held to the target', () => {
  expect(budgetFor('/guide/advanced/system_arch', 147.6 * KIB)).toBe(153);
  expect(budgetFor('/tool/onedrive/request', 149 * KIB)).toBe(154);
});

test('a failure names the page, the budget, the target when it applies, and the chunk that grew', () => {
  const baseline = {budgetKiB: TARGET_KIB, totalBytes: 148 * KIB, chunks: {main: 105 * KIB, '106': 10 * KIB}};
  const message = budgetMessage('/guide/install/docker', baseline, {
    totalBytes: 151 * KIB,
    chunks: {main: 105 * KIB, '106': 13 * KIB},
  });
  expect(message).toContain('/guide/install/docker: 151.0 KiB');
  expect(message).toContain(`the target of ${TARGET_KIB} KiB`);
  expect(message).toContain('grew: 106 10.0 KiB → 13.0 KiB (+3.0 KiB)');
  const over = budgetMessage('/guide/api/fs', {...baseline, budgetKiB: 183}, {totalBytes: 190 * KIB, chunks: {}});
  expect(over).not.toContain('the target');
});
