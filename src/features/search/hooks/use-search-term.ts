import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@/contract/constants';

/**
 * What the parent types, and the term searched: the text once it has stayed the same for 500 ms (S§5,
 * S§9), or at once for a tapped suggestion. The term is kept in the address (`?q=`), so coming back
 * from a story shows the same results.
 */
export function useSearchTerm() {
  const [params, setParams] = useSearchParams();
  const initial = params.get('q') ?? '';
  const [text, setText] = useState(initial);
  const [term, setTerm] = useState(initial);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const q = term.trim();
    if ((params.get('q') ?? '') !== q) setParams(q ? { q } : {}, { replace: true });
  }, [params, setParams, term]);

  /** Types `value` and searches it now (a recent or popular search was tapped). */
  const searchNow = (value: string) => {
    setText(value);
    setTerm(value);
  };

  return { text, setText, term, searchNow };
}
