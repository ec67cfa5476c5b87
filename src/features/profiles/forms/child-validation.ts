import { KID_AGE, NAME_MIN_LENGTH } from '@/contract/constants';

// P§5 kid profile form: the name is required after trim and has at least 2 characters; the age is a
// whole number from 3 to 12. Onboarding asks with the same form and the same rules.

export type NameProblem = 'nameRequired' | 'nameTooShort';
export type AgeProblem = 'invalidAge';

export interface ChildFormProblems {
  name?: NameProblem;
  age?: AgeProblem;
}

export interface ChildFormRules {
  age: { min: number; max: number };
  nameMinLength: number;
}

export const PROFILE_FORM_RULES: ChildFormRules = { age: KID_AGE, nameMinLength: NAME_MIN_LENGTH };

/** The age typed in the form as a number, or undefined when it is not a whole number. */
export function parseAge(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : undefined;
}

export function validateChildForm(
  values: { name: string; age: string },
  rules: ChildFormRules = PROFILE_FORM_RULES,
): ChildFormProblems {
  const problems: ChildFormProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'nameRequired';
  else if (name.length < rules.nameMinLength) problems.name = 'nameTooShort';
  const age = parseAge(values.age);
  if (age === undefined || age < rules.age.min || age > rules.age.max) problems.age = 'invalidAge';
  return problems;
}
