import type { Role } from 'shared-auth';
import { Avatar, Badge, BRAND, Box, Card, Flex, HStack, Stack, Text, formatDate } from 'shared-ui';
import type { UserProfile } from '../api/get-user-profile';
import { fullNameOf } from '../model/full-name';

/** The profile's cover: a band in the brand's colours, the avatar over its edge, the address and the role. */
export function ProfileHeader({ profile, appRole }: { profile: UserProfile; appRole: Role }) {
  const fullName = fullNameOf(profile);
  return (
    <Card.Root overflow="hidden">
      <Box h={{ base: '24', md: '36' }} bgGradient="to-r" gradientFrom="brand.600" gradientTo="brand.950" aria-hidden />
      <Card.Body pt="0">
        <Flex
          gap="4"
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'center', sm: 'flex-end' }}
          textAlign={{ base: 'center', sm: 'start' }}
          mt={{ base: '-10', md: '-12' }}
        >
          <Avatar.Root size="2xl" boxSize={{ base: '20', md: '24' }} borderWidth="4px" borderColor="bg.panel">
            <Avatar.Fallback name={fullName} />
            {profile.user_image && <Avatar.Image src={profile.user_image} alt="" />}
          </Avatar.Root>
          {/* The name is the page's heading, above the card. */}
          <Stack gap="1" minW="0" pb="1">
            <Text color="fg.muted" overflowWrap="anywhere">
              {profile.email ?? profile.name}
            </Text>
            <HStack gap="2" justify={{ base: 'center', sm: 'flex-start' }} wrap="wrap">
              <Badge colorPalette={BRAND}>{appRole}</Badge>
              {profile.creation && (
                <Text textStyle="sm" color="fg.muted">
                  Member since {formatDate(profile.creation)}
                </Text>
              )}
            </HStack>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
