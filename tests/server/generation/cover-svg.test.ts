import { describe, expect, it } from 'vitest';
import { drawCoverSvg } from '../../../server/generation/cover/cover-svg';

describe('story covers', () => {
  it('draws the same cover for the same story, and a different one for another', () => {
    const one = drawCoverSvg({ theme: 'fantasy', title: 'The Moon Kite', seed: 'a' });
    expect(drawCoverSvg({ theme: 'fantasy', title: 'The Moon Kite', seed: 'a' })).toBe(one);
    expect(drawCoverSvg({ theme: 'fantasy', title: 'The Moon Kite', seed: 'b' })).not.toBe(one);
    expect(drawCoverSvg({ theme: 'science', title: 'The Moon Kite', seed: 'a' })).not.toBe(one);
  });

  it('writes the title as text, escaped, wrapped onto at most three lines', () => {
    const svg = drawCoverSvg({
      theme: 'mystery',
      title: 'Tom & "Jerry" <script>alert(1)</script> go far away over the hills',
      seed: 's',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Tom &#38; &#34;Jerry&#34;');
    expect(svg.match(/<tspan/g)?.length).toBe(3);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});
