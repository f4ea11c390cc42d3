import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { canFetchOrders, fetchRange, parseOrderIds } from './fetchOrders';

describe('parseOrderIds', () => {
  it('splits on commas, trims and drops empties and repeats', () => {
    expect(parseOrderIds(' 1001, 1002,,1003 ,1001, ')).toEqual(['1001', '1002', '1003']);
  });

  it('takes ids pasted one per line or separated by spaces', () => {
    expect(parseOrderIds('#A-1\n#A-2  #A-3')).toEqual(['#A-1', '#A-2', '#A-3']);
  });

  it('gives nothing for an empty or blank box', () => {
    expect(parseOrderIds('')).toEqual([]);
    expect(parseOrderIds(' , \n ')).toEqual([]);
  });
});

describe('fetchRange', () => {
  it('sends the chosen days from 00:00:00 to 23:59:59 UTC', () => {
    expect(fetchRange([dayjs('2026-11-01T15:30:00'), dayjs('2026-11-03T08:00:00')])).toEqual({
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-03T23:59:59Z',
    });
  });

  it('keeps the calendar day the person picked, not its UTC instant', () => {
    // Early morning of Nov 5 in Tokyo is still Nov 4 in UTC; the day sent is the one picked, Nov 5.
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const earlyMorning = dayjs(new Date(2026, 10, 5, 1, 30));
      expect(earlyMorning.toDate().toISOString().slice(0, 10)).toBe('2026-11-04');
      expect(fetchRange([earlyMorning, earlyMorning])).toEqual({ from: '2026-11-05T00:00:00Z', to: '2026-11-05T23:59:59Z' });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('sends no range when none (or half of one) is chosen', () => {
    expect(fetchRange(null)).toBeNull();
    expect(fetchRange([dayjs('2026-11-01'), null])).toBeNull();
  });
});

describe('canFetchOrders', () => {
  it('hides Fetch Orders for offline (import) sites only', () => {
    expect(canFetchOrders({ platform: 'woocommerce', type: 'online' })).toBe(true);
    expect(canFetchOrders({ platform: 'shopify' })).toBe(true);
    expect(canFetchOrders({ platform: 'import', type: 'offline' })).toBe(false);
    expect(canFetchOrders({ platform: 'import' })).toBe(false);
    expect(canFetchOrders({ platform: 'woocommerce', type: 'offline' })).toBe(false);
  });
});
