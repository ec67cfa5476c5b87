import { describe, expect, it } from 'vitest';
import { formAgeGroupFromServer, toServerAgeGroup } from '@/contract/age-groups';
import { normaliseTheme } from '@/contract/story-themes';
import { defaultFormValues, validateStoryForm } from '@/features/create-story/story-form';
import { buildCreateStoryBody, storyLength, targetDuration } from '@/features/create-story/story-request';

const themeName = (theme: string) => theme[0]?.toUpperCase() + theme.slice(1);

describe('theme mapping (S§5)', () => {
  it.each([
    ['adventure', 'adventure'],
    ['fairy-tale', 'fairy-tale'],
    ['ANIMALS', 'animals'],
    ['FAIRY_TALE', 'fairy-tale'],
    [' Science ', 'science'],
    ['LEARNING', 'science'],
    ['bedtime', 'fantasy'],
    ['COURAGE', 'superhero'],
    ['dinosaurs', 'adventure'],
    ['', 'adventure'],
  ])('%j → %s', (input, expected) => {
    expect(normaliseTheme(input)).toBe(expected);
  });
});

describe('age group for the server (S§5)', () => {
  it.each([
    ['TODDLER_2_4', '3-5'],
    ['PRESCHOOL_4_6', '4-8'],
    ['EARLY_READER_6_8', '6-10'],
    ['MIDDLE_GRADE_8_12', '8-12'],
    ['TEEN', '6-10'],
    ['', '6-10'],
  ])('%s → %s', (input, expected) => {
    expect(toServerAgeGroup(input)).toBe(expected);
  });
});

describe('length label and target duration (S§5)', () => {
  it.each([
    [3, 'short'],
    [5, 'short'],
    [6, 'medium'],
    [8, 'medium'],
    [9, 'long'],
    [12, 'long'],
  ])('%i chapters read %s', (chapters, label) => {
    expect(storyLength(chapters)).toBe(label);
  });

  it('asks for 5 per chapter', () => {
    expect(targetDuration(3)).toBe(15);
    expect(targetDuration(6)).toBe(30);
    expect(targetDuration(12)).toBe(60);
  });
});

describe('the request built from the form', () => {
  const context = { language: 'en' as const, themeName };

  it('a blank title sends "A {theme} Story" and lets the writer choose one; the defaults of S§5', () => {
    const body = buildCreateStoryBody(defaultFormValues('c-1'), context);
    expect(body).toEqual({
      title: 'A Adventure Story',
      autoTitle: true,
      autoDescription: true,
      description: 'A story for children aged 4-6, full of wonder and gentle fun.',
      theme: 'adventure',
      ageGroup: '4-8',
      targetDuration: 30,
      chapterCount: 6,
      voiceType: 'WARM_FEMALE',
      childId: 'c-1',
      language: 'en',
    });
  });

  it("keeps the parent's title and ideas (trimmed), and maps every choice", () => {
    const body = buildCreateStoryBody(
      {
        childId: null,
        ageGroup: 'MIDDLE_GRADE_8_12',
        theme: 'LEARNING',
        title: '  The Moon Garden ',
        customPrompt: ' a robot who loves tulips ',
        chapterCount: 9,
        voiceType: 'SOOTHING_NARRATOR',
      },
      { ...context, language: 'es' },
    );
    expect(body).toMatchObject({
      title: 'The Moon Garden',
      autoTitle: false,
      autoDescription: true,
      theme: 'science',
      ageGroup: '8-12',
      customPrompt: 'a robot who loves tulips',
      targetDuration: 45,
      chapterCount: 9,
      voiceType: 'SOOTHING_NARRATOR',
      language: 'es',
    });
    expect(body).not.toHaveProperty('childId');
  });

  it('leaves out blank ideas', () => {
    const body = buildCreateStoryBody({ ...defaultFormValues(null), customPrompt: '   ' }, context);
    expect(body).not.toHaveProperty('customPrompt');
  });
});

describe('form checks (S§5)', () => {
  it('needs an age group and a theme', () => {
    expect(validateStoryForm({ ...defaultFormValues(null), ageGroup: '', theme: '' })).toEqual({
      ageGroup: 'ageGroupRequired',
      theme: 'themeRequired',
    });
    expect(validateStoryForm(defaultFormValues(null))).toEqual({});
  });

  it('holds ideas to 500 characters', () => {
    expect(validateStoryForm({ ...defaultFormValues(null), customPrompt: 'a'.repeat(501) })).toEqual({
      customPrompt: 'customPromptTooLong',
    });
  });
});

describe("Create Similar: the story's age group back in the form (S§5 mapping inverted)", () => {
  it('maps every server age group to the form group it came from', () => {
    expect(
      ['3-5', '4-8', '6-10', '8-12', '6-8', '9-12', 'unknown', undefined].map(formAgeGroupFromServer),
    ).toEqual([
      'TODDLER_2_4',
      'PRESCHOOL_4_6',
      'EARLY_READER_6_8',
      'MIDDLE_GRADE_8_12',
      'EARLY_READER_6_8',
      'MIDDLE_GRADE_8_12',
      undefined,
      undefined,
    ]);
  });
});
