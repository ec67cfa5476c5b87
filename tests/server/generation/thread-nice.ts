import { readdirSync, readFileSync } from 'node:fs';

/** The nice value of each of this process's threads, read as `top -H` does (Linux only). */
export function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis start at the 3rd (state); nice is the 19th.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}
