import { icons } from 'lucide-react';
import { CalendarIcon, ChevronDownIcon, ChevronUpIcon, SearchIcon } from 'shared-ui';
import { ICON_SET, searchIcons } from './icon-set';

test('lists every lucide icon once, by its import name, sorted', () => {
  const names = ICON_SET.map((entry) => entry.name);
  expect(names.length).toBe(Object.keys(icons).length);
  expect(names.length).toBeGreaterThan(1000);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(expect.arrayContaining(['CalendarIcon', 'ChevronDownIcon', 'SearchIcon', 'TrashIcon']));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  // The same components shared-ui hands the apps.
  expect(ICON_SET.find((entry) => entry.name === 'SearchIcon')?.Icon).toBe(SearchIcon);
});

test('finds the icons whose name holds every word of the query, in any case', () => {
  const some = [
    { name: 'CalendarIcon', Icon: CalendarIcon },
    { name: 'ChevronDownIcon', Icon: ChevronDownIcon },
    { name: 'ChevronUpIcon', Icon: ChevronUpIcon },
  ];
  expect(searchIcons(some, 'chevron').map((entry) => entry.name)).toEqual(['ChevronDownIcon', 'ChevronUpIcon']);
  expect(searchIcons(some, '  CHEV   down ').map((entry) => entry.name)).toEqual(['ChevronDownIcon']);
  expect(searchIcons(some, '')).toBe(some);
  expect(searchIcons(some, 'zebra')).toEqual([]);
});
