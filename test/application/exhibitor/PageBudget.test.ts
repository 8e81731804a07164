import { describe, expect, it } from '@jest/globals';
import { PageBudget } from '../../../application/exhibitor/PageBudget.ts';
import { BookingSystemUnavailable } from '../../../application/ports/BookingSystem.ts';

// One time budget for a whole booth page: a slow booking system makes the page 503 or stale, never slow.

const never = <T>() => new Promise<T>(() => undefined);
const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('PageBudget', () => {
  it('answers the calls that come in time', async () => {
    const budget = new PageBudget(200);
    expect(await budget.required('booth', later('booth', 5))).toBe('booth');
    expect(await budget.optional(later('costs', 5))).toBe('costs');
    expect(budget.cut).toBe(false);
    budget.end();
  });

  it('makes the booking system unavailable when a call the page needs is out of time', async () => {
    const budget = new PageBudget(20);
    await expect(budget.required('booth', never())).rejects.toBeInstanceOf(BookingSystemUnavailable);
    budget.end();
  });

  it('gives up a call the page can do without as unknown and marks the page incomplete', async () => {
    const budget = new PageBudget(20);
    expect(await budget.optional(never<string>())).toBeNull();
    expect(budget.cut).toBe(true);
    budget.end();
  });

  it('starts no call once the budget is spent', async () => {
    const budget = new PageBudget(10);
    await budget.optional(never<string>());
    let started = false;
    await expect(
      budget.startIfInTime('documents', async () => {
        started = true;
      }),
    ).rejects.toBeInstanceOf(BookingSystemUnavailable);
    expect(started).toBe(false);
    budget.end();
  });

  it('is not troubled by a call that fails after the budget answered for it', async () => {
    const budget = new PageBudget(10);
    const failsLate = new Promise<string>((_resolve, reject) => setTimeout(() => reject(new Error('late')), 30));
    expect(await budget.optional(failsLate)).toBeNull();
    await later(undefined, 40);
    budget.end();
  });
});
