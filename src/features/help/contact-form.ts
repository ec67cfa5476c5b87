import { Email } from '@/contract/auth';
import { SUPPORT_MESSAGE_LENGTH, SUPPORT_SUBJECT_LENGTH } from '@/contract/constants';

// S§5, P§5: the support form's rules, in the spec's order — every field is required, the email looks
// like an address, the subject has 5 to 100 characters and the message 10 to 1000. Lengths count
// what a person sees (an emoji is one character) after the spaces around the text are dropped.

export type ContactField = 'email' | 'subject' | 'message';
export type ContactProblem = 'missing' | 'invalidEmail' | 'invalidSubject' | 'invalidMessage';
export type ContactValues = Record<ContactField, string>;
export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['email', 'subject', 'message'];

/** The numbers each problem's message names ({{min}}, {{max}} in the `help` texts). */
export const PROBLEM_MESSAGE_VALUES = {
  missing: {},
  invalidEmail: {},
  invalidSubject: SUPPORT_SUBJECT_LENGTH,
  invalidMessage: SUPPORT_MESSAGE_LENGTH,
} as const satisfies Record<ContactProblem, object>;

/** Characters as a person counts them. */
export function characterCount(text: string): number {
  return [...text.trim()].length;
}

const within = (text: string, { min, max }: { min: number; max: number }) =>
  characterCount(text) >= min && characterCount(text) <= max;

function fieldProblem(field: ContactField, value: string): ContactProblem | undefined {
  if (value.trim() === '') return 'missing';
  if (field === 'email') return Email.safeParse(value).success ? undefined : 'invalidEmail';
  if (field === 'subject') return within(value, SUPPORT_SUBJECT_LENGTH) ? undefined : 'invalidSubject';
  return within(value, SUPPORT_MESSAGE_LENGTH) ? undefined : 'invalidMessage';
}

/** Every field's problem; an empty object when the form may be sent. */
export function validateContactForm(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of CONTACT_FIELDS) {
    const problem = fieldProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The one the spec's message names: a missing field first, then the fields in order. */
export function firstProblem(problems: ContactProblems): ContactProblem | undefined {
  const found = CONTACT_FIELDS.map((field) => problems[field]).filter((problem) => problem !== undefined);
  return found.includes('missing') ? 'missing' : found[0];
}
