import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configVariables } from '../../server/config';

// The README's configuration table is what an operator reads: it must name every variable the server
// reads, and no variable the server ignores.
describe('README configuration table', () => {
  it('lists exactly the environment variables the server reads', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('## Running on PostgreSQL'),
    );
    const documented = [...table.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)]
      .map((match) => match[1])
      .sort();
    expect(documented).toEqual(configVariables.map((variable) => variable.name).sort());
  });
});
