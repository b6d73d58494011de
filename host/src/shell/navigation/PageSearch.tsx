import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  SearchIcon,
  XIcon,
  plural,
  Box,
  Flex,
  IconButton,
  Input,
  InputGroup,
  VisuallyHidden,
  useNavigate,
} from 'shared-ui';
import type { HostMenuNode } from '@host/routing/route-table';
import { filterPages, flattenMenu, type PageLink } from './flatten-menu';
import { PageSearchResults } from './PageSearchResults';

/**
 * The top bar's page search (an ARIA combobox): type part of a page's name or group, ↑/↓ to pick (the first match
 * is picked to start with), Enter or a click opens it, Esc clears. On phones it starts as an icon button and covers
 * its nearest positioned ancestor (the sticky top bar) while in use.
 */
export function PageSearch({ menu }: { menu: HostMenuNode[] }) {
  const navigate = useNavigate();
  const pages = useMemo(() => flattenMenu(menu), [menu]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  // Phones only: whether the search is shown (from md up it always is).
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-pages`;
  const optionId = (index: number) => `${id}-page-${index}`;
  const matches = useMemo(() => filterPages(pages, query), [pages, query]);
  const showResults = open && query.trim() !== '';
  const active = showResults ? matches[activeIndex] : undefined;
  const activeId = active ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const expand = () => {
    setExpanded(true);
    // The input shows with this render; focus it once it has.
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const collapse = (returnFocus: boolean) => {
    setQuery('');
    setOpen(false);
    if (!expanded) return;
    setExpanded(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  const choose = (page: PageLink) => {
    collapse(false);
    // The shell moves focus to the new page.
    void navigate(page.to);
  };

  const move = (step: number) => {
    if (!showResults) setOpen(true);
    else if (matches.length > 0) setActiveIndex((index) => (index + step + matches.length) % matches.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (query) {
        setQuery('');
        setOpen(false);
      } else collapse(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    setOpen(false);
    if (expanded && !query) collapse(false);
  };

  return (
    <>
      <IconButton
        ref={toggleRef}
        aria-label="Search pages"
        aria-expanded={expanded}
        aria-controls={`${id}-search`}
        variant="ghost"
        display={{ base: expanded ? 'none' : 'inline-flex', md: 'none' }}
        onClick={expand}
      >
        <SearchIcon />
      </IconButton>
      <Flex
        id={`${id}-search`}
        display={{ base: expanded ? 'flex' : 'none', md: 'flex' }}
        position={{ base: 'absolute', md: 'static' }}
        inset="0"
        zIndex={{ base: '1', md: 'auto' }}
        align="center"
        gap="1"
        px={{ base: '2', md: '0' }}
        bg="bg"
        w={{ md: '56', lg: '72' }}
        onBlur={onBlur}
      >
        <Box position="relative" flex="1">
          <InputGroup startElement={<SearchIcon size={16} />}>
            <Input
              ref={inputRef}
              size="sm"
              role="combobox"
              aria-label="Search pages"
              aria-autocomplete="list"
              aria-expanded={showResults}
              aria-controls={showResults ? listId : undefined}
              aria-activedescendant={activeId}
              autoComplete="off"
              spellCheck={false}
              placeholder="Search pages…"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onKeyDown={onKeyDown}
            />
          </InputGroup>
          {showResults && (
            <PageSearchResults
              listId={listId}
              pages={matches}
              activeIndex={activeIndex}
              optionId={optionId}
              onPoint={setActiveIndex}
              onChoose={choose}
            />
          )}
          <VisuallyHidden role="status">
            {showResults &&
              (matches.length > 0
                ? plural(matches.length, { one: 'page matches', other: 'pages match' })
                : 'No pages match')}
          </VisuallyHidden>
        </Box>
        <IconButton aria-label="Close search" variant="ghost" size="sm" hideFrom="md" onClick={() => collapse(true)}>
          <XIcon />
        </IconButton>
      </Flex>
    </>
  );
}
