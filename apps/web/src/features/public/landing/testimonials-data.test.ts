import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from './testimonials-data';

describe('testimonials', () => {
  it('has 12 with unique ids, all rated 5 except one 4', () => {
    expect(TESTIMONIALS).toHaveLength(12);
    expect(new Set(TESTIMONIALS.map((item) => item.id)).size).toBe(12);
    expect(TESTIMONIALS.filter((item) => item.rating === 4)).toHaveLength(1);
    expect(TESTIMONIALS.filter((item) => item.rating === 5)).toHaveLength(11);
  });
});
