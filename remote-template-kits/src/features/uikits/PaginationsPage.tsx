import { PageLayout, Stack } from 'shared-ui';
import { KitSection } from '@kits/components/KitSection';
import { PagedPeopleTable } from './components/PagedPeopleTable';
import { PagerVariants } from './components/PagerVariants';
import { PeopleData } from './components/PeopleData';

/** `/uikits/paginations`: a pager over a real list (the demo directory), then its looks and sizes. */
export default function PaginationsPage() {
  return (
    <PageLayout
      title="Paginations"
      description="Move through long lists a page at a time; long runs of pages fold into an ellipsis."
    >
      <Stack gap="6">
        <KitSection
          title="Paged table"
          description="The team directory from the server, five, ten or twenty rows a page."
        >
          <PeopleData>{(people) => <PagedPeopleTable people={people} />}</PeopleData>
        </KitSection>
        <KitSection title="Variants" description="Outline, solid and subtle current pages, in two sizes.">
          <PagerVariants />
        </KitSection>
      </Stack>
    </PageLayout>
  );
}
