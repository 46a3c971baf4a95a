// The pure rules of skills (worker/features/skills/rules/holdings.ts, docs/skills.md "Rules").
import { describe, expect, it } from 'vitest';
import { holdingState, noticeDue, skillProblem, validOn } from '../../../worker/features/skills/rules/holdings';

describe('a holding valid on a date', () => {
  it('is valid through its valid-until day, and always without one', () => {
    expect(validOn('2030-05-10', '2030-05-09')).toBe(true);
    expect(validOn('2030-05-10', '2030-05-10')).toBe(true);
    expect(validOn('2030-05-10', '2030-05-11')).toBe(false);
    expect(validOn(null, '2999-12-31')).toBe(true);
  });

  it('stands valid, expiring within 30 days, or expired', () => {
    expect(holdingState(null, '2030-05-01')).toBe('valid');
    expect(holdingState('2030-06-01', '2030-05-01')).toBe('valid');
    expect(holdingState('2030-05-31', '2030-05-01')).toBe('expiring');
    expect(holdingState('2030-05-01', '2030-05-01')).toBe('expiring');
    expect(holdingState('2030-04-30', '2030-05-01')).toBe('expired');
  });

  it('makes a planned shift miss or outlive a required skill', () => {
    const held = new Map<string, string | null>([['udt', '2030-05-10'], ['aid', null]]);
    expect(skillProblem(held, 'udt', '2030-05-10')).toBeNull();
    expect(skillProblem(held, 'udt', '2030-05-11')).toBe('skills.expired');
    expect(skillProblem(held, 'aid', '2040-01-01')).toBeNull();
    expect(skillProblem(held, 'sep', '2030-05-01')).toBe('skills.missing');
  });
});

describe('the notices due on a day', () => {
  it('sends the first 30 days ahead, then on the day, each once', () => {
    expect(noticeDue('2030-06-30', '2030-05-30', [])).toBeNull();
    expect(noticeDue('2030-06-30', '2030-05-31', [])).toBe('soon');
    expect(noticeDue('2030-06-30', '2030-06-01', ['soon'])).toBeNull();
    expect(noticeDue('2030-06-30', '2030-06-30', ['soon'])).toBe('expired');
    expect(noticeDue('2030-06-30', '2030-07-02', ['soon', 'expired'])).toBeNull();
    expect(noticeDue(null, '2030-06-30', [])).toBeNull();
  });

  it('catches up a missed day, never sending the early notice late', () => {
    // Given with 10 days left: the early notice at once.
    expect(noticeDue('2030-06-10', '2030-05-31', [])).toBe('soon');
    // The job did not run on the day: the expiry notice the next day, and no early one.
    expect(noticeDue('2030-06-10', '2030-06-11', [])).toBe('expired');
    expect(noticeDue('2030-06-10', '2030-06-12', ['expired'])).toBeNull();
  });
});
