import { describe, expect, it } from 'vitest';
import { docLabel, meterReads, queryLabel, readMeter } from './read-meter';

describe('the read meter', () => {
  it('counts what each query and document read costs, an empty answer one read', () => {
    const before = readMeter.reads;
    const quotes = queryLabel('listen', 'sites/a/quotes', { limit: 25 });
    meterReads(25, quotes);
    meterReads(0, quotes);
    meterReads(0, quotes, false);
    meterReads(1, docLabel('get', 'sites/a'));
    meterReads(1, docLabel('get', 'sites/b'));
    expect(readMeter.reads - before).toBe(28);
    expect(readMeter.byQuery[quotes]).toBe(26);
    expect(readMeter.byQuery['get sites/*']).toBe(2);
    expect(quotes).toBe('listen sites/a/quotes {"limit":25}');
  });
});
