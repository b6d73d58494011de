import { Suspense } from 'react';
import { Box, Center, Spinner, Text, Outlet } from 'shared-ui';

export function SessionLayout() {
  return (
    <Center minH="100vh" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.950" p="4">
      <Box as="main" bg="bg" rounded="xl" shadow="lg" p={{ base: '6', md: '10' }} w="full" maxW="md">
        <Text textStyle="2xl" fontWeight="bold" mb="6" color="brand.fg">
          Tessera
        </Text>
        {/* The session pages load on demand (session-pages.ts); the card stays while one arrives. */}
        <Suspense
          fallback={
            <Center py="10" role="status" aria-label="Loading">
              <Spinner color="brand.solid" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
    </Center>
  );
}
