import { useEffect } from 'react';
import { Button, Heading, Stack, Text, RouterLink } from 'shared-ui';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Tessera';
  }, []);
  return (
    <Stack gap="4">
      <Text textStyle="5xl" fontWeight="bold" color="brand.fg">
        404
      </Text>
      <Heading as="h1" size="lg">
        Page not found
      </Heading>
      <Text color="fg.muted">The page you asked for does not exist or has moved.</Text>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <RouterLink to="/">Go to my tasks</RouterLink>
      </Button>
    </Stack>
  );
}
