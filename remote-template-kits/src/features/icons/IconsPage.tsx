import { useMemo, useState } from 'react';
import { EmptyState, Input, InputGroup, PageLayout, SearchIcon, SimpleGrid, Stack, Text, toaster } from 'shared-ui';
import { IconTile } from './components/IconTile';
import { ICON_SET, searchIcons } from './model/icon-set';

async function copyName(name: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(name);
    toaster.create({ type: 'success', title: `Copied ${name}`, description: `import { ${name} } from 'shared-ui';` });
  } catch {
    toaster.create({
      type: 'error',
      title: `Couldn't copy ${name}`,
      description: 'The browser refused the clipboard.',
    });
  }
}

/** `/icons`: the icon set the apps use, searchable; pressing an icon copies its import name. */
export default function IconsPage() {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchIcons(ICON_SET, query), [query]);
  return (
    <PageLayout
      title="Icons"
      description="The lucide icons shared-ui exports for every app. Click an icon (or press Enter) to copy its name."
    >
      <Stack gap="4">
        <InputGroup startElement={<SearchIcon size={16} aria-hidden="true" />} maxW="md">
          <Input
            type="search"
            aria-label="Search icons by name"
            placeholder="Search icons by name"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </InputGroup>
        <Text color="fg.muted" textStyle="sm" aria-live="polite">
          {found.length} of {ICON_SET.length} icons
        </Text>
        {found.length === 0 ? (
          <EmptyState title="No icon matches" description={`No icon name holds “${query.trim()}”.`} />
        ) : (
          <SimpleGrid as="ul" columns={{ base: 2, sm: 3, md: 4, lg: 6 }} gap="3" ps="0" m="0" listStyleType="none">
            {found.map((entry) => (
              <li key={entry.name}>
                <IconTile entry={entry} onCopy={(name) => void copyName(name)} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageLayout>
  );
}
