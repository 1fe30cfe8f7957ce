/** The pure parts of src/remark: the container preprocessor, include targets and line ranges, the inline-marks walk. */
import {legacyContainerSyntax, transformContainers} from '@site/src/remark/containers';
import {includeOf, parseIncludeTarget, sliceLines} from '@site/src/remark/include';
import {transformInlineMarks} from '@site/src/remark/inlineMarks';
import type {MdNode} from '@site/src/remark/mdast';

describe('legacyContainerSyntax', () => {
  it('rewrites `::: name Title` openings to directive labels', () => {
    expect(legacyContainerSyntax('::: details Show [more]\nx\n:::')).toBe(':::details[Show \\[more\\]]\nx\n:::');
    expect(legacyContainerSyntax('::: center\nx\n:::')).toBe(':::center\nx\n:::');
    expect(legacyContainerSyntax('  ::: tip Note this\n  x\n  :::')).toBe('  :::tip[Note this]\n  x\n  :::');
    expect(legacyContainerSyntax(':::warning Title')).toBe(':::warning[Title]');
  });

  it('leaves directive syntax, unknown names and code fences alone', () => {
    const unchanged = [
      ':::tip[Title]',
      ':::details',
      '::: vue-playground x',
      ':::tip {#id}',
      '```\n::: details T\n```',
      '~~~~\n::: right\n~~~~',
    ];
    for (const text of unchanged) expect(legacyContainerSyntax(text)).toBe(text);
  });

  it('rewrites again after a closed fence', () => {
    expect(legacyContainerSyntax('```\n:::\n```\n::: right\nx\n:::')).toBe('```\n:::\n```\n:::right\nx\n:::');
  });
});

describe('includes', () => {
  it('reads the include comment of .md and .mdx pages', () => {
    expect(includeOf({type: 'html', value: '<!-- @include: ./script.md{87-265} -->'})).toEqual({
      file: './script.md',
      start: 87,
      end: 265,
    });
    expect(includeOf({type: 'mdxFlowExpression', value: '/* @include: ./_a.md */'})).toEqual({file: './_a.md'});
    expect(includeOf({type: 'html', value: '<!-- a comment -->'})).toBeUndefined();
    expect(includeOf({type: 'text', value: '<!-- @include: ./a.md -->'})).toBeUndefined();
  });

  it('parses open ranges', () => {
    expect(parseIncludeTarget('./a.md{5-}')).toEqual({file: './a.md', start: 5});
    expect(parseIncludeTarget('./a.md{-3}')).toEqual({file: './a.md', end: 3});
  });

  it('slices 1-based inclusive line ranges and drops front matter from line 1', () => {
    const text = '---\ntitle: x\n---\none\ntwo\nthree';
    expect(sliceLines(text, {file: 'a', start: 5, end: 6})).toBe('two\nthree');
    expect(sliceLines(text, {file: 'a'})).toBe('one\ntwo\nthree');
    expect(() => sliceLines(text, {file: 'a', start: 3, end: 2})).toThrow(/outside the file \(6 lines\)/);
  });
});

const p = (...children: MdNode[]): MdNode => ({type: 'root', children: [{type: 'paragraph', children}]});
const t = (value: string): MdNode => ({type: 'text', value});

describe('transformInlineMarks', () => {
  it('wraps marks spanning several nodes', () => {
    const tree = p(t('a ==b '), {type: 'emphasis', children: [t('c')]}, t(' d== e'));
    transformInlineMarks(tree);
    expect(tree.children?.[0]?.children?.map((n) => n.type)).toEqual(['text', 'mark', 'text']);
    expect(tree.children?.[0]?.children?.[1]?.children?.map((n) => n.type)).toEqual(['text', 'emphasis', 'text']);
  });

  it('splits sup inside a mark', () => {
    const tree = p(t('==x^2^=='));
    transformInlineMarks(tree);
    const mark = tree.children?.[0]?.children?.[0];
    expect(mark?.type).toBe('mark');
    expect(mark?.children?.map((n) => n.type)).toEqual(['text', 'sup']);
  });

  it('leaves an unclosed marker as text', () => {
    const tree = p(t('==open only'));
    transformInlineMarks(tree);
    expect(tree).toEqual(p(t('==open only')));
  });
});

describe('transformContainers', () => {
  it('ignores admonitions and other directives', () => {
    const tree: MdNode = {type: 'root', children: [{type: 'containerDirective', name: 'tip', children: []}]};
    transformContainers(tree);
    expect(tree.children?.[0]?.data).toBeUndefined();
  });
});
