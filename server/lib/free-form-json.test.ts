import { freeFormProblem, nestingDepth } from './free-form-json';

describe('nestingDepth', () => {
  test.each([
    ['a number', 1, 0],
    ['null', null, 0],
    ['an empty object', {}, 1],
    ['a list in an object', { a: [1] }, 2],
    ['the deepest branch counts', { a: 1, b: { c: { d: [] } }, e: [] }, 4],
  ])('%s', (_label, value, depth) => {
    expect(nestingDepth(value, 10)).toBe(depth);
  });

  test('stops counting one level past the limit', () => {
    expect(nestingDepth([[[[[[]]]]]], 2)).toBe(3);
  });
});

describe('freeFormProblem', () => {
  const limits = { maxDepth: 2, maxLength: 20 };

  test.each([
    ['a flat object', { a: 1 }],
    ['two levels', { a: [1] }],
    ['a string', 'twenty characters!'],
    ['exactly the length', { a: 'x'.repeat(12) }],
  ])('accepts %s', (_label, value) => {
    expect(freeFormProblem(value, limits)).toBeNull();
  });

  test.each([
    ['three levels', { a: [{}] }, 'must nest objects and lists at most 2 levels deep'],
    ['one character too long', { a: 'x'.repeat(13) }, 'must be at most 20 characters long as JSON'],
  ])('refuses %s', (_label, value, problem) => {
    expect(freeFormProblem(value, limits)).toBe(problem);
  });

  test('writes large limits with thousands separators and one level in the singular', () => {
    expect(freeFormProblem('x'.repeat(60_000), { maxDepth: 1, maxLength: 50_000 })).toBe(
      'must be at most 50,000 characters long as JSON',
    );
    expect(freeFormProblem({ a: {} }, { maxDepth: 1, maxLength: 50_000 })).toBe(
      'must nest objects and lists at most 1 level deep',
    );
  });
});
