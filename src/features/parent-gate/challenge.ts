import { GATE_FIRST_OPERAND, GATE_SECOND_OPERAND } from '@/contract/constants';

// The gate's addition (P§2). Only the operands are kept, in memory; the sum is worked out when an
// answer is checked and never stored or drawn anywhere a curious child could read it.

export interface Challenge {
  readonly first: number;
  readonly second: number;
}

type Random = () => number;

const between = (random: Random, { min, max }: { min: number; max: number }) =>
  min + Math.floor(random() * (max - min + 1));

export function createChallenge(random: Random = Math.random): Challenge {
  return { first: between(random, GATE_FIRST_OPERAND), second: between(random, GATE_SECOND_OPERAND) };
}

export type AnswerCheck = 'correct' | 'wrong' | 'not-a-number';

/** P§5: the answer must be a whole number; anything else is not counted as an attempt. */
export function checkAnswer(challenge: Challenge, input: string): AnswerCheck {
  const trimmed = input.trim();
  if (!/^-?\d+$/.test(trimmed)) return 'not-a-number';
  return Number(trimmed) === challenge.first + challenge.second ? 'correct' : 'wrong';
}
