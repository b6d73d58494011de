import { CalendarIcon, ChevronDownIcon, ChevronUpIcon, SearchIcon } from 'shared-ui';
import { ICON_SET, searchIcons } from './icon-set';

test("lists shared-ui's lucide icons by their import names, sorted, and nothing else", () => {
  const names = ICON_SET.map((entry) => entry.name);
  expect(names).toEqual(expect.arrayContaining(['CalendarIcon', 'ChevronDownIcon', 'SearchIcon', 'Trash2Icon']));
  expect(names).not.toContain('Icon');
  expect(names).not.toContain('MenuGroupIcon');
  expect(names).not.toContain('IconButton');
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  expect(ICON_SET.find((entry) => entry.name === 'SearchIcon')?.Icon).toBe(SearchIcon);
});

test('finds the icons whose name holds every word of the query, in any case', () => {
  const icons = [
    { name: 'CalendarIcon', Icon: CalendarIcon },
    { name: 'ChevronDownIcon', Icon: ChevronDownIcon },
    { name: 'ChevronUpIcon', Icon: ChevronUpIcon },
  ];
  expect(searchIcons(icons, 'chevron').map((entry) => entry.name)).toEqual(['ChevronDownIcon', 'ChevronUpIcon']);
  expect(searchIcons(icons, '  CHEV   down ').map((entry) => entry.name)).toEqual(['ChevronDownIcon']);
  expect(searchIcons(icons, '')).toBe(icons);
  expect(searchIcons(icons, 'zebra')).toEqual([]);
});
