import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, EmptyState, PageLayout, SearchField, SimpleGrid, Stack, Text, toaster } from 'shared-ui';
import { IconTile } from './components/IconTile';
import { ICON_SET, searchIcons } from './model/icon-set';

/** Tiles drawn at first, and added each time the end of the grid comes into view: 2,000 at once is a long freeze. */
const BATCH = 180;

async function copyName(name: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(name);
    toaster.create({
      type: 'success',
      title: `Copied ${name}`,
      description: `import { ${name} } from 'lucide-react';`,
    });
  } catch {
    toaster.create({
      type: 'error',
      title: `Couldn't copy ${name}`,
      description: 'The browser refused the clipboard.',
    });
  }
}

/**
 * Calls `onSeen` while the element given to the returned ref is in view: at once when observed (again after each
 * `drawn` change, so a window tall enough to show the next batch too keeps filling), and when scrolled to.
 */
function useWhileSeen(onSeen: () => void, drawn: number) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onSeen();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, onSeen, drawn]);
  return setElement;
}

/** `/icons`: every lucide icon, searchable by name; pressing an icon copies its import name. */
export default function IconsPage() {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(BATCH);
  const found = useMemo(() => searchIcons(ICON_SET, query), [query]);
  const showMore = useCallback(() => setShown((count) => count + BATCH), []);
  const visible = found.slice(0, shown);
  const moreRef = useWhileSeen(showMore, visible.length);

  return (
    <PageLayout
      title="Icons"
      description="Every icon of lucide, the set Tessera's pages draw from. Click an icon (or press Enter) to copy its name."
    >
      <Stack gap="4">
        <SearchField
          label="Search icons by name"
          value={query}
          onChange={(text) => {
            setQuery(text);
            setShown(BATCH);
          }}
          maxW="md"
        />
        <Text color="fg.muted" textStyle="sm" aria-live="polite">
          {found.length} of {ICON_SET.length} icons
        </Text>
        {found.length === 0 ? (
          <EmptyState title="No icon matches" description={`No icon name holds “${query.trim()}”.`} />
        ) : (
          <SimpleGrid
            as="ul"
            columns={{ base: 2, sm: 3, md: 4, lg: 6, xl: 8 }}
            gap="3"
            ps="0"
            m="0"
            listStyleType="none"
          >
            {visible.map((entry) => (
              <li key={entry.name}>
                <IconTile entry={entry} onCopy={(name) => void copyName(name)} />
              </li>
            ))}
          </SimpleGrid>
        )}
        {visible.length < found.length && (
          <Button ref={moreRef} variant="outline" alignSelf="center" onClick={showMore}>
            Show more icons ({found.length - visible.length} left)
          </Button>
        )}
      </Stack>
    </PageLayout>
  );
}
