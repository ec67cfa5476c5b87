import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROBLEM_MESSAGE_VALUES,
  characterCount,
  firstProblem,
  validateContactForm,
  type ContactProblem,
} from '@/features/help/contact-form';
import { i18n } from '@/lib/i18n/i18n';

// S§5 / P§5: the support form's rules and the spec's messages, word for word in English.

const valid = {
  email: 'ana@example.com',
  subject: 'Audio stops',
  message: 'The third chapter stops halfway.',
};

const message = (language: string, problem: ContactProblem) => ({
  title: i18n.getFixedT(language, 'help')(`contact.errorTitles.${problem}`),
  description: i18n.getFixedT(language, 'help')(`contact.errors.${problem}`, PROBLEM_MESSAGE_VALUES[problem]),
});

beforeAll(async () => {
  await i18n.loadLanguages('es');
  await i18n.loadNamespaces('help');
});

describe('support form rules', () => {
  it('accepts a complete form', () => {
    expect(validateContactForm(valid)).toEqual({});
    expect(firstProblem({})).toBeUndefined();
  });

  it('requires every field, blank ones included', () => {
    expect(validateContactForm({ email: '', subject: ' ', message: '\n\t' })).toEqual({
      email: 'missing',
      subject: 'missing',
      message: 'missing',
    });
    expect(validateContactForm({ ...valid, subject: '' })).toEqual({ subject: 'missing' });
  });

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana example.com', 'ana@@example.com'])(
    'refuses the email %j',
    (email) => {
      expect(validateContactForm({ ...valid, email })).toEqual({ email: 'invalidEmail' });
    },
  );

  it('takes an address with spaces around it and capitals', () => {
    expect(validateContactForm({ ...valid, email: '  Ana.Perez+help@Example.org ' })).toEqual({});
  });

  it('keeps the subject between 5 and 100 characters, spaces around it not counted', () => {
    expect(validateContactForm({ ...valid, subject: 'Help' })).toEqual({ subject: 'invalidSubject' });
    expect(validateContactForm({ ...valid, subject: '   Help   ' })).toEqual({ subject: 'invalidSubject' });
    expect(validateContactForm({ ...valid, subject: 'Hello' })).toEqual({});
    expect(validateContactForm({ ...valid, subject: 'x'.repeat(100) })).toEqual({});
    expect(validateContactForm({ ...valid, subject: 'x'.repeat(101) })).toEqual({
      subject: 'invalidSubject',
    });
  });

  it('keeps the message between 10 and 1000 characters, an emoji counting as one', () => {
    expect(validateContactForm({ ...valid, message: 'Too short' })).toEqual({ message: 'invalidMessage' });
    expect(validateContactForm({ ...valid, message: 'Just right' })).toEqual({});
    expect(validateContactForm({ ...valid, message: 'x'.repeat(1000) })).toEqual({});
    expect(validateContactForm({ ...valid, message: 'x'.repeat(1001) })).toEqual({
      message: 'invalidMessage',
    });
    expect(characterCount('🦊'.repeat(10))).toBe(10);
    expect(validateContactForm({ ...valid, message: '🦊'.repeat(1000) })).toEqual({});
  });

  it('names a missing field first, then the fields in order', () => {
    expect(firstProblem({ email: 'invalidEmail', message: 'missing' })).toBe('missing');
    expect(firstProblem({ subject: 'invalidSubject', message: 'invalidMessage' })).toBe('invalidSubject');
    expect(firstProblem({ email: 'invalidEmail', subject: 'invalidSubject' })).toBe('invalidEmail');
  });
});

describe('support form messages', () => {
  it.each([
    ['en', 'missing', 'Missing information', 'Please fill in all fields'],
    ['en', 'invalidEmail', 'Invalid email', 'Please enter a valid email address'],
    ['en', 'invalidSubject', 'Invalid subject', 'Subject must be between 5 and 100 characters'],
    ['en', 'invalidMessage', 'Invalid message', 'Message must be between 10 and 1000 characters'],
    ['es', 'missing', 'Falta información', 'Rellena todos los campos'],
    ['es', 'invalidEmail', 'Correo no válido', 'Introduce un correo electrónico válido'],
    ['es', 'invalidSubject', 'Asunto no válido', 'El asunto debe tener entre 5 y 100 caracteres'],
    ['es', 'invalidMessage', 'Mensaje no válido', 'El mensaje debe tener entre 10 y 1000 caracteres'],
  ] as const)('%s, %s: “%s” / “%s”', (language, problem, title, description) => {
    expect(message(language, problem)).toEqual({ title, description });
  });
});
