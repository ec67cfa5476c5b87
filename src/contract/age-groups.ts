// The age groups of the spec in one place (S§3, S§5), without zod: the create form, the story page, the
// library cards and the server's writer all read them here.
//  - The form chooses one of four groups (TODDLER_2_4 … MIDDLE_GRADE_8_12).
//  - The server stores the S§5 mapping of that choice (3-5, 4-8, 6-10, 8-12; a numeric age gives 3-5,
//    6-8, 9-12). The mapping is one-to-one for the four groups, so the group a parent chose is shown
//    back to them by inverting it: a story made for "4-6 years" says "4-6 years", never "Ages 4-8".

/** S§3: the form's age groups, youngest first. */
export const AGE_GROUPS = ['TODDLER_2_4', 'PRESCHOOL_4_6', 'EARLY_READER_6_8', 'MIDDLE_GRADE_8_12'] as const;
export type FormAgeGroup = (typeof AGE_GROUPS)[number];

/** S§5: the age groups the server understands (the form's groups map to the first four). */
export const SERVER_AGE_GROUPS = ['3-5', '4-8', '6-10', '8-12', '6-8', '9-12'] as const;
export type ServerAgeGroupName = (typeof SERVER_AGE_GROUPS)[number];

/** The years a band of readers covers, as the form shows them ('4-6'). */
export type AgeBandYears = '2-4' | '4-6' | '6-8' | '8-12';

export const isAgeGroup = (value: string): value is FormAgeGroup =>
  AGE_GROUPS.some((group) => group === value);

/** S§3: the years each form age group stands for. */
export const AGE_GROUP_YEARS: Readonly<Record<FormAgeGroup, AgeBandYears>> = {
  TODDLER_2_4: '2-4',
  PRESCHOOL_4_6: '4-6',
  EARLY_READER_6_8: '6-8',
  MIDDLE_GRADE_8_12: '8-12',
};

const TO_SERVER: Readonly<Record<FormAgeGroup, ServerAgeGroupName>> = {
  TODDLER_2_4: '3-5',
  PRESCHOOL_4_6: '4-8',
  EARLY_READER_6_8: '6-10',
  MIDDLE_GRADE_8_12: '8-12',
};

/** S§5 age group for the server; anything unknown → '6-10'. */
export function toServerAgeGroup(ageGroup: string): ServerAgeGroupName {
  return isAgeGroup(ageGroup) ? TO_SERVER[ageGroup] : '6-10';
}

/** S§5 numeric age → server group: 4 or less '3-5', 8 or less '6-8', otherwise '9-12'. */
export function serverAgeGroupForAge(age: number): ServerAgeGroupName {
  if (age <= 4) return '3-5';
  if (age <= 8) return '6-8';
  return '9-12';
}

const FROM_SERVER: Readonly<Record<ServerAgeGroupName, FormAgeGroup>> = {
  '3-5': 'TODDLER_2_4',
  '4-8': 'PRESCHOOL_4_6',
  '6-10': 'EARLY_READER_6_8',
  '8-12': 'MIDDLE_GRADE_8_12',
  '6-8': 'EARLY_READER_6_8',
  '9-12': 'MIDDLE_GRADE_8_12',
};

/** The form's group a server group came from (the S§5 mapping inverted; the numeric groups too). */
export function formAgeGroupFromServer(ageGroup: string | undefined): FormAgeGroup | undefined {
  if (ageGroup === undefined) return undefined;
  return (FROM_SERVER as Readonly<Record<string, FormAgeGroup>>)[ageGroup];
}

/**
 * The years to show for a story's stored age group: the band the parent chose ('4-8' → '4-6'), or
 * undefined for a group no form gives.
 */
export function ageBandOfServerGroup(ageGroup: string): AgeBandYears | undefined {
  const group = formAgeGroupFromServer(ageGroup);
  return group && AGE_GROUP_YEARS[group];
}
