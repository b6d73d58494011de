import { useEffect } from 'react';
import { HStack, Spinner, Text } from 'shared-ui';

/**
 * Shown while a page's code loads. It names the tab after the page meanwhile; the page's own PageLayout then
 * sets the final title (an effect here rather than in the parent, which would run after the page's and win).
 */
export function PageLoading({ label, documentTitle }: { label: string; documentTitle?: string }) {
  useEffect(() => {
    if (documentTitle) document.title = `${documentTitle} · Tessera`;
  }, [documentTitle]);
  return (
    <HStack role="status" gap="3" p="8" color="fg.muted">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  );
}
