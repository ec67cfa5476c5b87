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
  it('are the spec’s, in English', () => {
    expect(message('en', 'missing')).toEqual({
      title: 'Missing information',
      description: 'Please fill in all fields',
    });
    expect(message('en', 'invalidEmail')).toEqual({
      title: 'Invalid email',
      description: 'Please enter a valid email address',
    });
    expect(message('en', 'invalidSubject')).toEqual({
      title: 'Invalid subject',
      description: 'Subject must be between 5 and 100 characters',
    });
    expect(message('en', 'invalidMessage')).toEqual({
      title: 'Invalid message',
      description: 'Message must be between 10 and 1000 characters',
    });
  });

  it('are written out in Spanish, with the same numbers', () => {
    expect(message('es', 'missing')).toEqual({
      title: 'Falta información',
      description: 'Rellena todos los campos',
    });
    expect(message('es', 'invalidEmail')).toEqual({
      title: 'Correo no válido',
      description: 'Introduce un correo electrónico válido',
    });
    expect(message('es', 'invalidSubject').description).toBe('El asunto debe tener entre 5 y 100 caracteres');
    expect(message('es', 'invalidMessage').description).toBe(
      'El mensaje debe tener entre 10 y 1000 caracteres',
    );
  });
});
