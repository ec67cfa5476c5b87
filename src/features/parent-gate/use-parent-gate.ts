import { useEffect, useState } from 'react';
import { GATE_LOCKOUT_MS, GATE_MAX_ATTEMPTS, GATE_TICK_MS } from '@/contract/constants';
import { checkAnswer, createChallenge, type Challenge } from './challenge';

// The gate's attempts (P§4): a wrong answer counts and brings a new challenge; the fifth starts a
// 15 s lockout whose countdown ticks every 500 ms, after which the counter starts again.

export type GateMessage = 'wrong' | 'not-a-number' | null;

export interface ParentGate {
  challenge: Challenge;
  attempts: number;
  /** Seconds left in the lockout, or null when the gate takes answers. */
  lockoutSeconds: number | null;
  message: GateMessage;
  submit: (input: string) => 'correct' | 'rejected';
  newChallenge: () => void;
}

export function useParentGate(): ParentGate {
  const [challenge, setChallenge] = useState(() => createChallenge());
  const [attempts, setAttempts] = useState(0);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [remainingMs, setRemainingMs] = useState(0);
  const [message, setMessage] = useState<GateMessage>(null);

  useEffect(() => {
    if (lockedUntil === null) return;
    const id = setInterval(() => {
      const left = lockedUntil - Date.now();
      if (left > 0) {
        setRemainingMs(left);
        return;
      }
      setLockedUntil(null);
      setAttempts(0);
      setMessage(null);
      setChallenge(createChallenge());
    }, GATE_TICK_MS);
    return () => clearInterval(id);
  }, [lockedUntil]);

  const submit = (input: string): 'correct' | 'rejected' => {
    if (lockedUntil !== null) return 'rejected';
    const result = checkAnswer(challenge, input);
    if (result === 'correct') return 'correct';
    if (result === 'not-a-number') {
      setMessage('not-a-number');
      return 'rejected';
    }
    const used = attempts + 1;
    setAttempts(used);
    setChallenge(createChallenge());
    setMessage('wrong');
    if (used >= GATE_MAX_ATTEMPTS) {
      setLockedUntil(Date.now() + GATE_LOCKOUT_MS);
      setRemainingMs(GATE_LOCKOUT_MS);
    }
    return 'rejected';
  };

  const newChallenge = () => {
    setChallenge(createChallenge());
    setMessage(null);
  };

  return {
    challenge,
    attempts,
    lockoutSeconds: lockedUntil === null ? null : Math.ceil(remainingMs / 1000),
    message,
    submit,
    newChallenge,
  };
}
