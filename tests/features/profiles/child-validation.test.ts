import { describe, expect, it } from 'vitest';
import { validateChildForm } from '@/features/profiles/forms/child-validation';

describe('kid profile form rules (P§5)', () => {
  it.each([
    [{ name: '   ', age: '6' }, { name: 'nameRequired' }],
    [{ name: ' L ', age: '6' }, { name: 'nameTooShort' }],
    [{ name: 'Lu', age: '6' }, {}],
    [{ name: 'Lucía', age: '2' }, { age: 'invalidAge' }],
    [{ name: 'Lucía', age: '13' }, { age: 'invalidAge' }],
    [{ name: 'Lucía', age: '6.5' }, { age: 'invalidAge' }],
    [{ name: 'Lucía', age: '' }, { age: 'invalidAge' }],
    [{ name: 'Lucía', age: '3' }, {}],
    [{ name: 'Lucía', age: '12' }, {}],
  ])('%o → %o', (values, problems) => {
    expect(validateChildForm(values)).toEqual(problems);
  });
});
