import { describe, expect, it } from 'vitest';
import { nameSortKey, userSortKey } from '../../../worker/features/users/sort-key';

const byKey = (names: string[]) =>
  [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0));

describe('nameSortKey', () => {
  it('orders Polish names as Intl.Collator("pl") does at the base level', () => {
    const names = [
      'Zofia',
      'Łukasz',
      'Lucyna',
      'Ludwik',
      'łucja',
      'Żaneta',
      'Źdźisław',
      'zenon',
      'Ścibor',
      'Sara',
      'Óskar',
      'Olga',
      'Ćwiek',
      'Cezary',
      'Ewa',
      'Ęka',
      'Ąda',
      'Adam',
      'Ńa',
      'Nina',
    ];
    const collator = new Intl.Collator('pl', { sensitivity: 'base' });
    expect(byKey(names)).toEqual([...names].sort(collator.compare));
    expect(byKey(['Zofia', 'Łukasz'])).toEqual(['Łukasz', 'Zofia']);
  });

  it('orders Ukrainian names as Intl.Collator("uk") does, Latin before Cyrillic', () => {
    const names = [
      'Яна',
      'Йосип',
      'Їжак',
      'Іван',
      'Иван',
      'Зоя',
      'Євген',
      'Едуард',
      'Ґеоргій',
      'Галина',
      'Богдан',
      'Андрій',
      'Щука',
      'Ющенко',
      'Ьа',
    ];
    const collator = new Intl.Collator('uk', { sensitivity: 'base' });
    expect(byKey(names)).toEqual([...names].sort(collator.compare));
    expect(byKey(['Андрій', 'Zofia', 'Adam'])).toEqual(['Adam', 'Zofia', 'Андрій']);
  });

  it('ignores case and accents that are not letters of their own; a shorter name and a space come first', () => {
    expect(nameSortKey('ŁUKASZ')).toBe(nameSortKey('łukasz'));
    expect(nameSortKey('René')).toBe(nameSortKey('Rene'));
    expect(nameSortKey('Müller')).toBe(nameSortKey('muller'));
    expect(nameSortKey('Łukasz')).not.toBe(nameSortKey('Lukasz'));
    expect(byKey(['Annabel', 'Anna Z', 'Anna'])).toEqual(['Anna', 'Anna Z', 'Annabel']);
    expect(nameSortKey('  Ewa ')).toBe(nameSortKey('Ewa'));
  });

  it('places characters outside the alphabet after it, by code point, and keys any text', () => {
    expect(byKey(['日本', 'Ωmega', 'Яна', 'Adam'])).toEqual(['Adam', 'Яна', 'Ωmega', '日本']);
    expect(nameSortKey('😀 x')).toMatch(/^[0-9a-z]+$/);
  });

  it('uses the full name, or the email without one', () => {
    expect(userSortKey({ email: 'z@acme.test', fullName: 'Adam' })).toBe(nameSortKey('Adam'));
    expect(userSortKey({ email: 'z@acme.test', fullName: null })).toBe(nameSortKey('z@acme.test'));
    expect(userSortKey({ email: 'z@acme.test', fullName: '' })).toBe(nameSortKey('z@acme.test'));
  });
});
